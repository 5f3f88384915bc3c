import { inject } from 'vitest';

/** Server test files run two at a time; global-setup gives each worker a copy of the database. */
export const WORKER_DATABASES = 4;

export const workerDatabaseName = (base: string, poolId: number) => `${base}_w${poolId}`;

/** This worker's own migrated database, so files running side by side never share rows or jobs. */
export const testDatabaseUrl = () => {
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  if (!Number.isInteger(poolId) || poolId < 1 || poolId > WORKER_DATABASES) {
    throw new Error(`No test database for Vitest worker ${String(poolId)}: raise WORKER_DATABASES`);
  }
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${workerDatabaseName(url.pathname.slice(1), poolId)}`;
  return url.toString();
};
