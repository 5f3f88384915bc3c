import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';
import { membersQueryKey } from './members.ts';

export const useRemoveMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(organisationsRoutes.removeMember, { params: { user_id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
};
