import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';
import { currentUserQueryKey } from '#lib/current-user.ts';
import { membersQueryKey } from './members.ts';

export const useTransferOwnership = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(organisationsRoutes.transferOwnership, { body: { user_id: userId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: membersQueryKey });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
};
