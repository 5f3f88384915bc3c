import type { LoginBody } from '@parytet/contract/auth';
import { authRoutes } from '@parytet/contract/routes/auth';
import { call } from '#lib/api/call.ts';

/** Logs in on the invite screen → { token, exp }. */
export const login = (body: LoginBody) => call(authRoutes.login, { body });
