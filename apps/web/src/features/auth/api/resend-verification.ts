import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resendBodySchema } from '@parytet/contract/auth';
import { api } from '../../../lib/api-client.ts';

type ResendBody = z.input<typeof resendBodySchema>;

/** POST auth/register/resend: always 204, so it never tells whether an account exists. */
export const resendVerification = async (body: ResendBody): Promise<void> => {
  await api.post('auth/register/resend', { json: body });
};

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
