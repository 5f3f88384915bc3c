import type { LoginBody, LoginResponse } from '@parytet/contract/auth';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearLoginFailures, findUserByEmail, recordLoginFailure } from './auth.repository.ts';
import { checkPassword } from './passwords.ts';
import { LOGIN_FAILURES } from './rate-limits.ts';
import { signSessionToken } from './tokens.ts';

/** The route's loginFailureLimit preHandler has already refused a locked address. */
export const login = async (ctx: AppContext, body: LoginBody): Promise<LoginResponse> => {
  const limited = ctx.config.RATE_LIMIT_ENABLED;
  const windowStart = new Date(Date.now() - LOGIN_FAILURES.windowMs);
  const user = await findUserByEmail(ctx.db, body.email);
  // Always one argon2 verification, known address or not: same answer, similar time.
  const passwordOk = await checkPassword(user?.password_hash, body.password);
  if (!user || !passwordOk) {
    if (limited) await recordLoginFailure(ctx.db, body.email, windowStart);
    throw new AppError('INVALID_EMAIL_OR_PASSWORD');
  }
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.verified_at) throw new AppError('USER_NOT_VERIFIED');
  if (limited) await clearLoginFailures(ctx.db, body.email);
  return signSessionToken(ctx, user);
};
