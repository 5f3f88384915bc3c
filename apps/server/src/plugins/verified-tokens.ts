import { jwtVerify, type JWTPayload } from 'jose';

/**
 * Verifying a token's signature is an asynchronous WebCrypto job, most of an authenticated
 * report call's own CPU time under load. A token string whose signature has been verified with
 * this secret stays verified, so recent ones are kept (per secret, the oldest dropped first) and
 * only their expiry is checked again. Tokens with a not-before time are never kept.
 */
const KEPT = 10_000;
const bySecret = new WeakMap<Uint8Array, Map<string, JWTPayload>>();

export const verifyToken = async (token: string, secret: Uint8Array): Promise<JWTPayload> => {
  let kept = bySecret.get(secret);
  if (!kept) bySecret.set(secret, (kept = new Map()));
  const known = kept.get(token);
  // jose accepts while exp > the current whole second; this is never more lenient.
  if (known && typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return known;
  if (known) kept.delete(token);
  const { payload } = await jwtVerify(token, secret, {
    algorithms: ['HS256'],
    issuer: 'parytet',
    // jose checks `exp` only when present; a token that never expires is never valid here.
    requiredClaims: ['exp', 'sub'],
  });
  if (payload.nbf === undefined) {
    if (kept.size >= KEPT) {
      const oldest = kept.keys().next();
      if (!oldest.done) kept.delete(oldest.value);
    }
    kept.set(token, payload);
  }
  return payload;
};
