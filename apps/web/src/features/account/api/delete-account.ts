import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@parytet/contract/account';
import { accountRoutes } from '@parytet/contract/routes/account';
import { call } from '#lib/api/call.ts';

const deleteAccount = (body: DeleteAccountBody) =>
  call(accountRoutes.deleteAccount, { body }, { retry: 0 });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
