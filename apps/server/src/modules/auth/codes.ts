import { createHash, randomBytes } from 'node:crypto';

export type CodeKind = 'verify' | 'reset';

/** How long a mailed link works: a day to confirm the address, an hour to reset a password. */
const CODE_TTL_MS: Record<CodeKind, number> = {
  verify: 24 * 3600 * 1000,
  reset: 3600 * 1000,
};

/** Only the hash is stored, so a leaked database cannot be used to verify or reset accounts. */
export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export const newCode = (kind: CodeKind, now = new Date()) => {
  const code = randomBytes(32).toString('base64url');
  return {
    code,
    codeHash: hashCode(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS[kind]),
  };
};
