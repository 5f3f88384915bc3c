import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginBody, type LoginResponse } from '@parytet/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST auth/login → { token, exp }. */
export const login = (body: LoginBody): Promise<LoginResponse> =>
  api.post('auth/login', { json: body }).json(loginResponseSchema);

export const useLogin = () => useMutation({ mutationFn: login });
