import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call, type CallInput } from '#lib/api/call.ts';

/** Sets the new password with the code from the mailed link. */
const resetPassword = (body: CallInput<typeof authRoutes.resetPassword>['body']) =>
  call(authRoutes.resetPassword, { body });

/** The screen words the failure itself (spec §8: a 400 means the code is invalid). */
export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { silentError: true } });
