import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Runs the operator CLI (`npm run admin -- …`) against the browser tests' server database. */
export const runAdmin = async (...args: string[]) => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['apps/server/src/admin-cli.ts', ...args],
    { cwd: repoRoot, env: { ...process.env, ...inject('e2e').env } },
  );
  return stdout;
};
