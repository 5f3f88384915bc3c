import { useMutation } from '@tanstack/react-query';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';

/** Leaves the acting organisation; the caller then switches to another one. */
export const useLeaveOrganisation = () =>
  useMutation({ mutationFn: () => call(organisationsRoutes.leave) });
