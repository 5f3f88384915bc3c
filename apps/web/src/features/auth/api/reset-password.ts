import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordBodySchema } from '@parytet/contract/auth';
import { api } from '../../../lib/api-client.ts';

type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST auth/forgot-password/reset with the code from the mailed link and the new password. */
export const resetPassword = async (body: ResetPasswordBody): Promise<void> => {
  await api.post('auth/forgot-password/reset', { json: body });
};

/** The screen words the failure itself (spec §8: a 400 means the code is invalid). */
export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { silentError: true } });
