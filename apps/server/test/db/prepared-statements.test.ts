import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { resilientPool } from '#db/resilient-pool.ts';
import type { Database } from '#db/schema.ts';
import { findReportStatus } from '#modules/reports/report-views.repository.ts';
import { findSessionUser } from '#modules/users/users.repository.ts';
import { testDatabaseUrl } from '../helpers/test-database.ts';

// One connection, so the statements prepared by one call are visible to the next query.
const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 });
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: resilientPool(pool, () => undefined) }),
});
afterAll(() => db.destroy());

const prepared = async () => {
  const { rows } = await sql<{
    statement: string;
  }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
};

it('prepares the queries every request runs, once per connection, and no other', async () => {
  const organisationId = randomUUID();
  expect(await findReportStatus(db, organisationId, randomUUID())).toBeUndefined();
  expect(await findSessionUser(db, randomUUID(), organisationId)).toBeUndefined();
  expect(await findSessionUser(db, randomUUID(), undefined)).toBeUndefined();
  const first = await prepared();
  expect(first.filter((text) => text.includes('from "reports"'))).toHaveLength(1);
  // With and without the token's organisation: two texts, each prepared.
  expect(first.filter((text) => text.includes('from "users"'))).toHaveLength(2);
  expect(first.some((text) => text.includes('pg_prepared_statements'))).toBe(false);

  // Run again, with other values: the same statements serve, none is added.
  await findReportStatus(db, randomUUID(), randomUUID());
  await findSessionUser(db, randomUUID(), randomUUID());
  expect(await prepared()).toEqual(first);
});
