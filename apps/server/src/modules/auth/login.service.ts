import type { FastifyBaseLogger } from 'fastify';
import type { LoginBody, LoginResponse } from '@parytet/contract/auth';
import { languageSchema } from '@parytet/contract/common';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import { sendLoginAttackMail } from './auth.mails.ts';
import { findUserByEmail } from './auth.repository.ts';
import type { Background } from './background.ts';
import { isTrustedDevice, LOGIN_THROTTLE } from './login-throttle.ts';
import { defaultOrganisationId } from '#modules/members/members.service.ts';
import {
  claimAttackAlert,
  clearLoginFailures,
  loginFailureCounts,
  recordLoginFailure,
} from './throttle.repository.ts';
import { checkPassword, signSessionToken } from '#modules/auth-session/auth-session.service.ts';

type LoginAttempt = { email: string; source: string; device: string | null };
export type LoginCaller = {
  attempt: LoginAttempt;
  background: Background;
  log: FastifyBaseLogger;
};

type User = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * Once failures from all sources reach the alert level, the owner hears of it by mail (through
 * the mail job, in their language), once per window, in the background: the answer must not
 * wait for, or reveal, the mail.
 */
const warnOwnerIfAttacked = (
  ctx: AppContext,
  user: User,
  failures: number,
  windowStart: Date,
  caller: LoginCaller,
) =>
  caller.background.run(caller.log, 'login attack mail', async () => {
    if (failures < LOGIN_THROTTLE.alertAt) return;
    if (!(await claimAttackAlert(ctx.db, user.email, windowStart))) return;
    const lang = languageSchema.catch('pl').parse(user.lang);
    await sendLoginAttackMail(ctx, user, lang, failures);
  });

/**
 * A failure counts for its device when the device is still trusted, else as an unknown
 * device's, so a stolen cookie past its own limit is slowed like any stranger.
 */
const recordFailure = async (ctx: AppContext, attempt: LoginAttempt, windowStart: Date) => {
  const counts = await loginFailureCounts(ctx.db, attempt, windowStart);
  const device = isTrustedDevice(counts, attempt.device) ? attempt.device : null;
  await recordLoginFailure(ctx.db, { ...attempt, device }, windowStart);
  return counts.total + 1;
};

/**
 * The route's loginThrottle preHandler has already refused an attempt that must wait. On success
 * the caller sets a fresh device cookie for the address (`onSuccess`).
 */
export const login = async (
  ctx: AppContext,
  body: LoginBody,
  caller: LoginCaller,
  onSuccess: () => void = () => undefined,
): Promise<LoginResponse> => {
  const limited = ctx.config.RATE_LIMIT_ENABLED;
  const windowStart = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const attempt = { ...caller.attempt, email: body.email };
  const user = await findUserByEmail(ctx.db, body.email);
  // Always one argon2 verification, known address or not: same answer, similar time.
  const passwordOk = await checkPassword(user?.password_hash, body.password);
  if (!user || !passwordOk) {
    if (limited) {
      const failures = await recordFailure(ctx, attempt, windowStart);
      if (user) warnOwnerIfAttacked(ctx, user, failures, windowStart, caller);
    }
    throw new AppError('INVALID_EMAIL_OR_PASSWORD');
  }
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.verified_at) throw new AppError('USER_NOT_VERIFIED');
  if (limited) await clearLoginFailures(ctx.db, attempt);
  onSuccess();
  // A login acts for the organisation the user last switched to or joined (else its oldest).
  return signSessionToken(ctx, user, await defaultOrganisationId(ctx.db, user.id));
};
