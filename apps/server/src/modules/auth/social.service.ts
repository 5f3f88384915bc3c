import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type {
  SocialCallbackQuery,
  SocialCallbackResponse,
  SocialProvider,
  SocialRegisterBody,
} from '@parytet/contract/auth-providers';
import type { Language } from '@parytet/contract/common';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import {
  deleteSoleOwnedOrganisations,
  insertOwnedOrganisation,
} from '#modules/organisations/organisations.service.ts';
import { deleteUnverifiedUser, findUserByEmail, hasLiveCode } from './auth.repository.ts';
import { hashCode } from './codes.ts';
import { redirectUri, type OidcClients } from './oidc-providers.ts';
import {
  findIdentityUser,
  insertAttempt,
  insertSocialUser,
  lockSignupUser,
  takeAttempt,
  updateProfile,
} from './social.repository.ts';
import {
  readSignupToken,
  signSessionToken,
  signSignupToken,
} from '#modules/auth-session/auth-session.service.ts';

const ATTEMPT_TTL_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * The redirect to the provider. State, nonce and PKCE verifier stay in the database (state only
 * hashed); the browser gets a random binding in an HttpOnly cookie, so an answer is accepted
 * only in the browser that asked for it (no login CSRF with someone else's code).
 */
export const startSocialLogin = async (
  ctx: AppContext,
  clients: OidcClients,
  provider: SocialProvider,
  lang: Language,
) => {
  const configuration = await clients.configuration(provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const binding = randomBytes(32).toString('base64url');
  await insertAttempt(ctx.db, {
    stateHash: hashCode(state),
    provider,
    browserHash: hashCode(binding),
    nonce,
    codeVerifier,
    lang,
    expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(ctx.config, provider),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, binding, maxAgeSeconds: ATTEMPT_TTL_MS / 1000 };
};

type VerifiedClaims = { subject: string; email: string | null; name: string };

/**
 * An address counts only when the provider vouches for it: Google's email_verified; Microsoft's
 * email_verified or xms_edov (the optional claim "e-mail domain owner verified", which the app
 * registration must add), because an Entra tenant can put any address in `email`.
 */
const verifiedEmail = (claims: oidc.IDToken): string | null => {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email) return null;
  return claims.email_verified === true || claims.xms_edov === true ? email : null;
};

/** Exchanges the code (state, nonce and PKCE checked by openid-client) for the ID token's claims. */
const exchangeCode = async (
  ctx: AppContext,
  clients: OidcClients,
  provider: SocialProvider,
  query: SocialCallbackQuery,
  binding: string | undefined,
  log: FastifyBaseLogger,
): Promise<VerifiedClaims & { lang: string }> => {
  const configuration = await clients.configuration(provider);
  const attempt = await takeAttempt(ctx.db, hashCode(query.state), provider);
  if (!attempt || !binding || hashCode(binding) !== attempt.browser_hash) {
    throw new AppError('SOCIAL_LOGIN_FAILED');
  }
  const answer = new URL(redirectUri(ctx.config, provider));
  answer.searchParams.set('code', query.code);
  answer.searchParams.set('state', query.state);
  if (query.iss) answer.searchParams.set('iss', query.iss);
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: attempt.code_verifier,
      expectedState: query.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 241) : '';
    return { subject: claims.sub, email: verifiedEmail(claims), name, lang: attempt.lang };
  } catch (err) {
    log.warn({ err, provider }, 'social sign-in refused');
    throw new AppError('SOCIAL_LOGIN_FAILED');
  }
};

/**
 * A known provider account signs in; an unknown one becomes a new verified user without a
 * password, unless its address already has an account: a password account keeps it
 * (ACCOUNT_EXISTS_LOCALLY) and so does another provider's (SOCIAL_ACCOUNT_EXISTS), since an
 * identity is matched by provider and subject, never by e-mail alone.
 */
export const finishSocialLogin = async (
  ctx: AppContext,
  clients: OidcClients,
  provider: SocialProvider,
  query: SocialCallbackQuery,
  binding: string | undefined,
  log: FastifyBaseLogger,
): Promise<SocialCallbackResponse> => {
  const claims = await exchangeCode(ctx, clients, provider, query, binding, log);
  const known = await findIdentityUser(ctx.db, provider, claims.subject);
  if (known?.has_membership) {
    return { ...(await signSessionToken(ctx, known)), should_provide_attributes: false };
  }
  if (known) return { ...(await signSignupToken(ctx, known)), should_provide_attributes: true };

  const email = claims.email;
  if (!email) throw new AppError('SOCIAL_EMAIL_NOT_VERIFIED');
  const existing = await findUserByEmail(ctx.db, email);
  // An unverified password sign-up whose link lapsed holds the address for nobody.
  const lapsed =
    existing?.password_hash != null &&
    !existing.verified_at &&
    !(await hasLiveCode(ctx.db, existing.id, 'verify'));
  if (existing && !lapsed) {
    throw new AppError(
      existing.password_hash === null ? 'SOCIAL_ACCOUNT_EXISTS' : 'ACCOUNT_EXISTS_LOCALLY',
    );
  }
  try {
    const user = await ctx.db.transaction().execute(async (trx) => {
      if (existing) {
        await deleteSoleOwnedOrganisations(trx, existing.id);
        await deleteUnverifiedUser(trx, existing.id);
      }
      return insertSocialUser(trx, {
        provider,
        subject: claims.subject,
        email,
        fullName: claims.name,
        lang: claims.lang,
      });
    });
    return { ...(await signSignupToken(ctx, user)), should_provide_attributes: true };
  } catch (error) {
    // A password sign-up for the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS_LOCALLY');
    throw error;
  }
};

/**
 * "Tell us more" of a social account: its organisation (owner) and the first session for it.
 * The user row is locked, so two submits cannot create two organisations.
 */
export const registerSocial = async (
  ctx: AppContext,
  authorization: string | undefined,
  body: SocialRegisterBody,
) => {
  const signup = await readSignupToken(ctx, authorization);
  if (!signup) throw new AppError('UNAUTHORIZED');
  const result = await ctx.db.transaction().execute(async (trx) => {
    const user = await lockSignupUser(trx, signup.userId);
    if (!user || user.token_version !== signup.ver) throw new AppError('UNAUTHORIZED');
    if (user.has_membership) throw new AppError('USER_ALREADY_EXISTS');
    await updateProfile(trx, user.id, body.full_name, body.job_title);
    const organisationId = await insertOwnedOrganisation(trx, user.id, {
      name: body.company,
      numberOfEmployees: body.number_of_employees,
      plan: ctx.config.DEFAULT_PLAN,
      trialEndsAt: new Date(Date.now() + ctx.config.TRIAL_DAYS * DAY_MS),
    });
    return { user, organisationId };
  });
  return signSessionToken(ctx, result.user, result.organisationId);
};
