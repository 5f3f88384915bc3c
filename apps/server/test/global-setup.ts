import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Db } from '#db/database.ts';
import { migrate } from '#db/migrate.ts';
import { WORKER_DATABASES, workerDatabaseName } from './helpers/test-database.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

// Parallel work trees on one PostgreSQL each name their own database.
const TEST_DB = process.env.PARYTET_TEST_DB ?? 'parytet_test';

/**
 * One fresh database per test run: `parytet_test` on the server DATABASE_URL points at (the
 * machine's PostgreSQL in CI), or on the embedded PostgreSQL when DATABASE_URL is unset, and a
 * copy of it per Vitest worker (`parytet_test_w1`, …; helpers/test-database.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: Db | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await openDatabase({
      DATA_DIR: path.resolve(import.meta.dirname, '../../../.cache/test-data'),
      EMBEDDED_PG_PORT: 54330,
      DATABASE_URL: undefined,
    });
    // The app's role may not create databases: the tests' setup signs in as the superuser.
    serverUrl = embedded.adminConnectionString;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const workers = Array.from({ length: WORKER_DATABASES }, (_, i) =>
    workerDatabaseName(TEST_DB, i + 1),
  );
  for (const name of [...workers, TEST_DB]) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE ${TEST_DB}`);
  const url = new URL(serverUrl);
  url.pathname = `/${TEST_DB}`;
  const databaseUrl = url.toString();
  const pool = new pg.Pool({ connectionString: databaseUrl });
  await migrate(pool);
  await pool.end();
  // Migrated once, copied per worker: files run side by side, each worker on its own rows.
  for (const name of workers) await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEST_DB}`);
  await admin.end();
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await embedded?.close();
  };
}
