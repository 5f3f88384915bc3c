import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call, type CallInput } from '#lib/api/call.ts';

/** Mails a reset link if the account exists (always 204). */
const requestPasswordReset = (body: CallInput<typeof authRoutes.forgotPassword>['body']) =>
  call(authRoutes.forgotPassword, { body });

/** Spec §2: the screen shows "check your email" whatever happens, so errors stay quiet. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { silentError: true } });
