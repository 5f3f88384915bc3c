import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@parytet/contract/auth';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call } from '#lib/api/call.ts';

/** Logs in → { token, exp }. */
const login = (body: LoginBody) => call(authRoutes.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
