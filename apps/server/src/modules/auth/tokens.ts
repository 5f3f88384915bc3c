import { SignJWT } from 'jose';
import type { AppContext } from '../../context.ts';

/** The session token plugins/authenticate.ts verifies: HS256, issuer parytet, sub and ver. */
export const signSessionToken = async (
  ctx: Pick<AppContext, 'jwtSecret' | 'config'>,
  user: { id: string; token_version: number },
) => {
  const exp = Math.floor(Date.now() / 1000) + ctx.config.JWT_TTL_SECONDS;
  const token = await new SignJWT({ ver: user.token_version })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('parytet')
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(ctx.jwtSecret);
  return { token, exp };
};
