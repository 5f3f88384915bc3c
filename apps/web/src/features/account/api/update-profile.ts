import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@parytet/contract/account';
import { accountRoutes } from '@parytet/contract/routes/account';
import { call } from '#lib/api/call.ts';
import { currentUserQueryKey } from '#lib/current-user.ts';

const updateProfile = (body: UpdateProfileBody) => call(accountRoutes.updateProfile, { body });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
