import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@parytet/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST auth/register: creates an unverified account and mails the verification link. */
export const register = async (body: RegisterBody): Promise<void> => {
  await api.post('auth/register', { json: body });
};

export const useRegister = () => useMutation({ mutationFn: register });
