import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call, type CallInput } from '#lib/api/call.ts';

/** Confirms the e-mail address with the code from the mailed link. */
const verifyEmail = (body: CallInput<typeof authRoutes.verify>['body']) =>
  call(authRoutes.verify, { body });

/** The screen shows its own success or failure message. */
export const useVerifyEmail = () =>
  useMutation({ mutationFn: verifyEmail, meta: { silentError: true } });
