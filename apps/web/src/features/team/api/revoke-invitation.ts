import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';
import { membersQueryKey } from './members.ts';

export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(organisationsRoutes.revokeInvitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
};
