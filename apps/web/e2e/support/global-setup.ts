import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertChromium } from './chromium.ts';
import { startLocalServer } from './local-server.ts';

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
  const server = await startLocalServer({
    dataDirPrefix: 'parytet-e2e-',
    database: E2E_DB,
    healthTimeoutMs: 90_000,
    env: {
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      EMBEDDED_PG_PORT: '54331',
      // Clearly test-only operator details, so the legal pages have something configured to show.
      OPERATOR_NAME: 'E2E Test Operator sp. z o.o.',
      OPERATOR_ADDRESS: 'ul. Testowa 1, 00-001 Testowo',
      OPERATOR_KRS: '0000000001',
      OPERATOR_NIP: '0000000002',
      OPERATOR_REGON: '000000003',
      OPERATOR_EMAIL: 'operator@e2e.example',
      PLAN_PRICES: '{"STARTER":149,"PRO":1499}',
    },
  });
  const { baseUrl, dataDir, env } = server;
  project.provide('e2e', { baseUrl, dataDir, outboxDir: path.join(dataDir, 'outbox'), env });

  return () => server.stop({ keepData: process.env.E2E_KEEP_DATA === 'true' });
}
