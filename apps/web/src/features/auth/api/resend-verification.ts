import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call, type CallInput } from '#lib/api/call.ts';

/** Always 204, so it never tells whether an account exists. */
const resendVerification = (body: CallInput<typeof authRoutes.resend>['body']) =>
  call(authRoutes.resend, { body });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
