import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@parytet/contract/permissions';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';
import { currentUserQueryKey } from '#lib/current-user.ts';
import { membersQueryKey } from './members.ts';

export const useChangeRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      call(organisationsRoutes.changeRole, { params: { user_id: userId }, body: { role } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: membersQueryKey });
      // The caller may have changed its own role.
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
};
