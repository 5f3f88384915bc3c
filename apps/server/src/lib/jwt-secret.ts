import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#config.ts';

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR so tokens survive restarts. */
export const resolveJwtSecret = async (config: Config): Promise<Uint8Array> => {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.resolve(config.DATA_DIR, 'jwt-secret');
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return new TextEncoder().encode(kept);
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return new TextEncoder().encode(secret);
};
