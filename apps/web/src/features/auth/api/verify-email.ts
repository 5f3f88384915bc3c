import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyBodySchema } from '@parytet/contract/auth';
import { api } from '../../../lib/api-client.ts';

type VerifyBody = z.input<typeof verifyBodySchema>;

/** POST auth/register/verify with the code from the mailed link. */
export const verifyEmail = async (body: VerifyBody): Promise<void> => {
  await api.post('auth/register/verify', { json: body });
};

/** The screen shows its own success or failure message. */
export const useVerifyEmail = () =>
  useMutation({ mutationFn: verifyEmail, meta: { silentError: true } });
