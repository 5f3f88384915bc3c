import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertChromium } from './chromium.ts';
import { freePort, freshDatabase } from './local-server.ts';

export type E2eContext = {
  baseUrl: string;
  dataDir: string;
  outboxDir: string;
  /** The server's environment, for running the admin CLI against the same database. */
  env: Record<string, string>;
};

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
// Parallel work trees on one PostgreSQL each name their own database.
const E2E_DB = process.env.PARYTET_E2E_DB ?? 'parytet_e2e';

const waitForHealth = async (baseUrl: string, server: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy:\n${log()}`);
};

/**
 * Starts the real server (built web app + API) once for all browser tests, on a fresh database
 * and a temporary DATA_DIR whose outbox holds the mails the tests follow.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(webIndex)) {
    throw new Error('No web build: run `npm run build` first (npm test does it for you).');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parytet-e2e-'));
  // The embedded PostgreSQL runs as the postgres user under root and must reach its folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    EMBEDDED_PG_PORT: '54331',
    // Clearly test-only operator details, so the legal pages have something configured to show.
    OPERATOR_NAME: 'E2E Test Operator sp. z o.o.',
    OPERATOR_ADDRESS: 'ul. Testowa 1, 00-001 Testowo',
    OPERATOR_KRS: '0000000001',
    OPERATOR_NIP: '0000000002',
    OPERATOR_REGON: '000000003',
    OPERATOR_EMAIL: 'operator@e2e.example',
    PLAN_PRICES: '{"STARTER":149,"PRO":1499}',
  };
  if (process.env.DATABASE_URL)
    env.DATABASE_URL = await freshDatabase(process.env.DATABASE_URL, E2E_DB);
  const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, server, () => output);
  project.provide('e2e', { baseUrl, dataDir, outboxDir: path.join(dataDir, 'outbox'), env });

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    if (process.env.E2E_KEEP_DATA !== 'true') await rm(dataDir, { recursive: true, force: true });
  };
}
