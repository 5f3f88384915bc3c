import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordBodySchema } from '@parytet/contract/auth';
import { api } from '../../../lib/api-client.ts';

type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST auth/forgot-password: mails a reset link if the account exists (always 204). */
export const requestPasswordReset = async (body: ForgotPasswordBody): Promise<void> => {
  await api.post('auth/forgot-password', { json: body });
};

/** Spec §2: the screen shows "check your email" whatever happens, so errors stay quiet. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { silentError: true } });
