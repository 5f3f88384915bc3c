import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '#context.ts';

/**
 * The session token plugins/authenticate.ts verifies: HS256, issuer parytet, sub, ver and `org`,
 * the organisation it acts for (absent: the user's oldest membership).
 */
export const signSessionToken = async (
  ctx: Pick<AppContext, 'jwtSecret' | 'config'>,
  user: { id: string; token_version: number },
  organisationId?: string,
) => {
  const exp = Math.floor(Date.now() / 1000) + ctx.config.JWT_TTL_SECONDS;
  const claims = organisationId
    ? { ver: user.token_version, org: organisationId }
    : { ver: user.token_version };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('parytet')
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(ctx.jwtSecret);
  return { token, exp };
};

/** What a sign-up token is for; plugins/authenticate.ts refuses every token that names one. */
const SIGNUP_PURPOSE = 'social_signup';
const SIGNUP_TTL_SECONDS = 30 * 60;

/**
 * A new social account has no organisation yet, so no session: the callback answers this
 * short-lived token instead, which only POST auth/register/social accepts.
 */
export const signSignupToken = async (
  ctx: Pick<AppContext, 'jwtSecret'>,
  user: { id: string; token_version: number },
) => {
  const exp = Math.floor(Date.now() / 1000) + SIGNUP_TTL_SECONDS;
  const token = await new SignJWT({ ver: user.token_version, purpose: SIGNUP_PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('parytet')
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(ctx.jwtSecret);
  return { token, exp };
};

/** The user id and token version of a valid sign-up token, or null. */
export const readSignupToken = async (
  ctx: Pick<AppContext, 'jwtSecret'>,
  authorization: string | undefined,
) => {
  if (!authorization?.startsWith('Bearer ')) return null;
  try {
    const { payload } = await jwtVerify(authorization.slice(7), ctx.jwtSecret, {
      algorithms: ['HS256'],
      issuer: 'parytet',
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.purpose !== SIGNUP_PURPOSE) return null;
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { userId: payload.sub, ver: payload.ver };
  } catch {
    return null;
  }
};
