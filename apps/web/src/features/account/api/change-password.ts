import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@parytet/contract/account';
import { accountRoutes } from '@parytet/contract/routes/account';
import { call } from '#lib/api/call.ts';
import { useAuthStore } from '#lib/auth-store.ts';

const changePassword = (body: ChangePasswordBody) =>
  call(accountRoutes.changePassword, { body }, { retry: 0 });

/** Other sessions end; this tab keeps going with the fresh token the answer carries. */
export const useChangePassword = () => {
  const login = useAuthStore((s) => s.login);
  return useMutation({ mutationFn: changePassword, onSuccess: (session) => login(session) });
};
