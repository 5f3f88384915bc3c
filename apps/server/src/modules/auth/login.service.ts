import type { FastifyBaseLogger } from 'fastify';
import type { LoginBody, LoginResponse } from '@parytet/contract/auth';
import { languageSchema } from '@parytet/contract/common';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendLoginAttackMail } from './auth.mails.ts';
import { findUserByEmail } from './auth.repository.ts';
import type { Background } from './background.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';
import { defaultOrganisationId } from '../members/members.service.ts';
import {
  claimAttackAlert,
  clearLoginFailures,
  loginFailureCounts,
  recordLoginFailure,
} from './throttle.repository.ts';
import { checkPassword, signSessionToken } from '../auth-session/auth-session.service.ts';

export type LoginCaller = { source: string; background: Background; log: FastifyBaseLogger };

type User = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * Once failures from all sources reach the alert level, the owner hears of it by mail, once per
 * window, in the background (the answer must not wait for, or reveal, the mail).
 */
const warnOwnerIfAttacked = (ctx: AppContext, user: User, windowStart: Date, caller: LoginCaller) =>
  caller.background.run(caller.log, 'login attack mail', async () => {
    const counts = await loginFailureCounts(ctx.db, user.email, caller.source, windowStart);
    if (counts.total < LOGIN_THROTTLE.alertAt) return;
    if (!(await claimAttackAlert(ctx.db, user.email, windowStart))) return;
    const lang = languageSchema.catch('pl').parse(user.lang);
    await sendLoginAttackMail(ctx, user, lang, counts.total);
  });

/** The route's loginThrottle preHandler has already refused a source that must wait. */
export const login = async (
  ctx: AppContext,
  body: LoginBody,
  caller: LoginCaller,
): Promise<LoginResponse> => {
  const limited = ctx.config.RATE_LIMIT_ENABLED;
  const windowStart = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const user = await findUserByEmail(ctx.db, body.email);
  // Always one argon2 verification, known address or not: same answer, similar time.
  const passwordOk = await checkPassword(user?.password_hash, body.password);
  if (!user || !passwordOk) {
    if (limited) {
      await recordLoginFailure(ctx.db, body.email, caller.source, windowStart);
      if (user) warnOwnerIfAttacked(ctx, user, windowStart, caller);
    }
    throw new AppError('INVALID_EMAIL_OR_PASSWORD');
  }
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.verified_at) throw new AppError('USER_NOT_VERIFIED');
  if (limited) await clearLoginFailures(ctx.db, body.email, caller.source);
  // A login acts for the organisation the user last switched to or joined (else its oldest).
  return signSessionToken(ctx, user, await defaultOrganisationId(ctx.db, user.id));
};
