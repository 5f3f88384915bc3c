import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { migrate } from '#db/migrate.ts';
import { createTestApp } from '../helpers/test-context.ts';
import {
  createAccount,
  datasetsDir,
  get,
  uploadAndWait,
  type TestApp,
} from '../reports/reports-kit.ts';

// One terminated database connection (a PostgreSQL restart, a failover,
// pg_terminate_backend) ended the whole server, the pool having no 'error' listener. This file
// has a database of its own, so terminating every connection to it touches no other test.
const base = new URL(inject('databaseUrl'));
const own = new URL(base);
own.pathname = `${base.pathname}_conn`;
const ownName = own.pathname.slice(1);

const admin = () => new pg.Client({ connectionString: base.toString() });

let t: TestApp;
beforeAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${ownName} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${ownName}`);
  await client.end();
  const pool = new pg.Pool({ connectionString: own.toString() });
  await migrate(pool);
  await pool.end();
  t = await createTestApp(
    { RATE_LIMIT_ENABLED: 'false', DATABASE_URL: own.toString() },
    { queue: true },
  );
});
afterAll(async () => {
  await t.close();
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${ownName} WITH (FORCE)`);
  await client.end();
});

/** Ends every connection to the test's database: the app's pool, pg-boss's pool and its LISTEN. */
const terminateAll = async () => {
  const client = admin();
  await client.connect();
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [ownName],
  );
  await client.end();
  return Number(rows[0]?.n ?? 0);
};

it('answers and processes a report after every database connection was terminated', async () => {
  const account = await createAccount(t);
  const data = await readFile(path.join(datasetsDir, 'glassdoor_upload_format.csv'));
  await uploadAndWait(t, account, { fileName: 'glassdoor.csv', data }, 'Before');

  expect(await terminateAll()).toBeGreaterThan(0);
  // The pool and pg-boss report the lost connections a moment later; the process must live on.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await terminateAll()).toBeGreaterThanOrEqual(0);
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  const list = await get(t, account, '/api/reports/pay-gap');
  expect(list.statusCode).toBe(200);
  await t.ctx.db
    .deleteFrom('reports')
    .where('organisation_id', '=', account.organisationId)
    .execute();
  const report = await uploadAndWait(t, account, { fileName: 'glassdoor.csv', data }, 'After');
  expect(report).toMatchObject({ report_ready: true, records: 1000 });
}, 60_000);

it('answers every read while all connections are terminated again and again mid-traffic', async () => {
  const account = await createAccount(t);
  let running = true;
  let answered = 0;
  const failures: string[] = [];
  // Four clients read without pause: their queries meet connections as they are terminated.
  const traffic = Array.from({ length: 4 }, async () => {
    while (running) {
      for (const url of ['/api/reports/pay-gap', '/api/users/me']) {
        const res = await get(t, account, url);
        answered++;
        if (res.statusCode !== 200) failures.push(`${url}: ${res.statusCode} ${res.body}`);
      }
    }
  });
  let terminated = 0;
  for (let round = 0; round < 12; round++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    terminated += await terminateAll();
  }
  running = false;
  await Promise.all(traffic);
  console.log(`${answered} reads, ${terminated} connections terminated meanwhile`);
  expect(terminated).toBeGreaterThan(12);
  expect(answered).toBeGreaterThan(50);
  expect(failures).toEqual([]);
  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
}, 60_000);
