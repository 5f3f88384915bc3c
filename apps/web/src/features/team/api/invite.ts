import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationBody } from '@parytet/contract/organisations';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';
import { membersQueryKey } from './members.ts';

export const useInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => call(organisationsRoutes.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
};
