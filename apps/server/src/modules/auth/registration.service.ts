import type { FastifyBaseLogger } from 'fastify';
import type { RegisterBody, ResendBody, VerifyBody } from '@parytet/contract/auth';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import { sendVerificationMail } from './auth.mails.ts';
import {
  deleteSoleOwnedOrganisations,
  insertOwnedOrganisation,
} from '#modules/organisations/organisations.service.ts';
import { redeemInvitation } from '#modules/invitations/invitations.service.ts';
import {
  deleteUnverifiedUser,
  findUserByEmail,
  insertInvitedUser,
  insertUnverifiedUser,
  hasLiveCode,
  replaceCode,
  verifyEmailWithCode,
} from './auth.repository.ts';
import type { Background } from './background.ts';
import { hashCode, newCode } from './codes.ts';
import { hashPassword } from '#modules/auth-session/auth-session.service.ts';

const DAY_MS = 24 * 3600 * 1000;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * An address that is verified, or still waiting on a live link, is taken (409; the sign-up
 * screen offers "resend"). A sign-up whose link lapsed unused is replaced, so a typo in the
 * company name or a lost mail never locks an address out for good.
 */
export const register = async (ctx: AppContext, body: RegisterBody, log: FastifyBaseLogger) => {
  if (!ctx.config.REGISTRATION_ENABLED) throw new AppError('REGISTRATION_DISABLED');
  if (body.invitation_code !== undefined) {
    await registerInvited(ctx, body, body.invitation_code);
    return;
  }
  const existing = await findUserByEmail(ctx.db, body.email);
  if (existing && (existing.verified_at || (await hasLiveCode(ctx.db, existing.id, 'verify')))) {
    throw new AppError('USER_ALREADY_EXISTS');
  }
  const passwordHash = await hashPassword(body.password);
  const code = newCode('verify');
  try {
    // User, organisation, owner membership and verification code stand or fall together.
    await ctx.db.transaction().execute(async (trx) => {
      if (existing) {
        await deleteSoleOwnedOrganisations(trx, existing.id);
        await deleteUnverifiedUser(trx, existing.id);
      }
      const userId = await insertUnverifiedUser(trx, {
        email: body.email,
        passwordHash,
        fullName: body.full_name,
        jobTitle: body.job_title,
        lang: body.lang,
        verifyCodeHash: code.codeHash,
        verifyExpiresAt: code.expiresAt,
      });
      await insertOwnedOrganisation(trx, userId, {
        // The body schema requires both when there is no invitation code.
        name: body.company ?? '',
        numberOfEmployees: body.number_of_employees ?? '',
        plan: ctx.config.DEFAULT_PLAN,
        trialEndsAt: new Date(Date.now() + ctx.config.TRIAL_DAYS * DAY_MS),
      });
    });
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('USER_ALREADY_EXISTS');
    throw error;
  }
  // The account exists now; a mail failure must not turn into an error the user cannot retry
  // (a second sign-up would answer 409). "Resend" sends a fresh link.
  await sendVerificationMail(
    ctx,
    { email: body.email, full_name: body.full_name },
    body.lang,
    code.code,
  ).catch((err: unknown) => log.error({ err }, 'verification mail failed'));
};

/**
 * A sign-up from an invitation link: the mail proved the address, so the account is verified at
 * once and joins the inviting organisation instead of creating its own; the caller logs in
 * straight away. A verified account with the address is taken (409: the invite screen offers
 * login); an unverified one is replaced, as the invitation proves who owns the address.
 */
const registerInvited = async (ctx: AppContext, body: RegisterBody, code: string) => {
  const existing = await findUserByEmail(ctx.db, body.email);
  if (existing?.verified_at) throw new AppError('USER_ALREADY_EXISTS');
  const passwordHash = await hashPassword(body.password);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (existing) {
        await deleteSoleOwnedOrganisations(trx, existing.id);
        await deleteUnverifiedUser(trx, existing.id);
      }
      const userId = await insertInvitedUser(trx, {
        email: body.email,
        passwordHash,
        fullName: body.full_name,
        jobTitle: body.job_title,
        lang: body.lang,
      });
      await redeemInvitation(trx, code, { id: userId, email: body.email });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USER_ALREADY_EXISTS');
    throw error;
  }
};

export const verifyEmail = async (ctx: AppContext, body: VerifyBody) => {
  const ok = await verifyEmailWithCode(ctx.db, hashCode(body.verification_code));
  if (!ok) throw new AppError('INVALID_VERIFICATION_CODE');
};

/** Always succeeds for the caller; only an unverified account gets a new link. */
export const resendVerification = (
  ctx: AppContext,
  body: ResendBody,
  background: Background,
  log: FastifyBaseLogger,
) => {
  background.run(log, 'resending the verification mail', async () => {
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user || user.verified_at) return;
    const code = newCode('verify');
    await replaceCode(ctx.db, user.id, 'verify', code);
    await sendVerificationMail(ctx, user, body.lang, code.code);
  });
};
