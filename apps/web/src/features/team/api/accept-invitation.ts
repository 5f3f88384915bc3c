import { useMutation } from '@tanstack/react-query';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';

/** Joins with the logged-in account → a token for the joined organisation. */
export const acceptInvitation = (code: string) =>
  call(organisationsRoutes.acceptInvitation, { params: { code } });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
