import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processReport } from '#modules/report-processing/report-processor.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from './csv-files.ts';
import { createAccount, get, upload, waitForReport, type TestApp } from './reports-kit.ts';

const countJobs = async (t: TestApp, reportId: string) => {
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM pgboss.job WHERE data->>'reportId' = ${reportId}`.execute(t.ctx.db);
  return Number(result.rows[0]?.n);
};

const count = async (t: TestApp, table: string, reportId: string) => {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE report_id = ${reportId}`.execute(
    t.ctx.db,
  );
  return rows[0]?.n;
};

/** Groups an interrupted attempt left: two the file also has, one it has not. */
const staleGroups = async (t: TestApp, reportId: string) => {
  await sql`INSERT INTO report_level_groups (report_id, level, mean_salary, women_count, men_count)
    VALUES (${reportId}, 'L1', 1, 0, 99), (${reportId}, 'L9', 1, 0, 99)`.execute(t.ctx.db);
  await sql`INSERT INTO report_position_groups (report_id, level, position, mean_salary,
      women_count, men_count)
    VALUES (${reportId}, 'L1', 'Position 1', 1, 0, 99), (${reportId}, 'L9', 'P', 1, 0, 99)`.execute(
    t.ctx.db,
  );
};

/** validCsv's three levels and twelve positions within them, each once, and on every row. */
const expectGroups = async (t: TestApp, reportId: string) => {
  expect(await count(t, 'report_level_groups', reportId)).toBe(3);
  expect(await count(t, 'report_position_groups', reportId)).toBe(12);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM report_employees
    WHERE report_id = ${reportId} AND (level_men_count IS NULL OR position_men_count IS NULL
      OR level_men_count = 99 OR position_men_count = 99)`.execute(t.ctx.db);
  expect(rows[0]?.n).toBe(0);
};

describe('a job that keeps throwing', () => {
  let t: TestApp;
  // Per report: jobs that earlier files left in the shared queue are worked here too.
  const attempts = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_ENABLED: 'false' },
      {
        queue: {
          retryLimit: 2,
          retryDelaySeconds: 0,
          processor: async (_ctx, reportId) => {
            attempts.set(reportId, (attempts.get(reportId) ?? 0) + 1);
            throw new Error('the disk is on fire');
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('is retried, then fails the report with UNKNOWN_ERROR instead of leaving it processing', async () => {
    const account = await createAccount(t);
    const res = await upload(t, account, { fileName: 'a.csv', data: validCsv(10) });
    expect(res.statusCode).toBe(201);
    const report = await waitForReport(t, account, res.json().id);
    expect(report).toMatchObject({
      report_ready: false,
      report_failed: true,
      error_code: 'UNKNOWN_ERROR',
      error_details: null,
    });
    expect(attempts.get(report.id)).toBe(3);
    expect(await count(t, 'report_uploads', report.id)).toBe(0);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('recovery without a queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker: the test runs the job's processor itself, as a retry would.
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: { runWorker: false } });
  });
  afterAll(() => t.close());

  it('a retry replaces what an interrupted attempt stored', async () => {
    const account = await createAccount(t);
    const { id } = (await upload(t, account, { fileName: 'a.csv', data: validCsv(12) })).json();
    // What a process that died half-way through storing could have left.
    await sql`INSERT INTO report_employee_rows (report_id, ordinal, employee_id, gender, level,
        position, salary)
      SELECT ${id}::uuid, g, 'stale-' || g, 'male', 'L1', 'P', 100
      FROM generate_series(0, 40) g`.execute(t.ctx.db);
    await staleGroups(t, id);
    await processReport(t.ctx, id);
    expect(await count(t, 'report_employees', id)).toBe(12);
    await expectGroups(t, id);
    const employees = (await get(t, account, `/api/reports/pay-gap/${id}/employees`)).json();
    expect(employees.employees.map((e: { id: string }) => e.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    // Running again for a settled report changes nothing.
    await processReport(t.ctx, id);
    expect(await count(t, 'report_employees', id)).toBe(12);
  });

  it('stores a large report’s rows over a connection of their own, also over rows an attempt left', async () => {
    const account = await createAccount(t);
    const { id } = (await upload(t, account, { fileName: 'a.csv', data: validCsv(25_000) })).json();
    // Leftovers where the rows will go, so the rows' COPY meets their deletion.
    await sql`INSERT INTO report_employee_rows (report_id, ordinal, employee_id, gender, level,
        position, salary)
      SELECT ${id}::uuid, g, 'stale-' || g, 'male', 'L1', 'P', 100
      FROM generate_series(12490, 12510) g`.execute(t.ctx.db);
    await staleGroups(t, id);
    await processReport(t.ctx, id);
    expect(await count(t, 'report_employees', id)).toBe(25_000);
    await expectGroups(t, id);
    const page = (
      await get(t, account, `/api/reports/pay-gap/${id}/employees?page=2500&page_size=5`)
    ).json();
    expect(page.total).toBe(25_000);
    expect(page.employees.map((e: { id: string }) => e.id)).toEqual([
      '12496',
      '12497',
      '12498',
      '12499',
      '12500',
    ]);
    const next = (
      await get(t, account, `/api/reports/pay-gap/${id}/employees?page=2501&page_size=5`)
    ).json();
    expect(next.employees.map((e: { id: string }) => e.id)).toEqual([
      '12501',
      '12502',
      '12503',
      '12504',
      '12505',
    ]);
  });

  it('a job for a report deleted meanwhile does nothing', async () => {
    const account = await createAccount(t);
    const { id } = (await upload(t, account, { fileName: 'a.csv', data: validCsv(5) })).json();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/pay-gap/${id}`,
      headers: account.auth,
    });
    await processReport(t.ctx, id);
    for (const table of ['report_employee_rows', 'report_level_groups', 'report_position_groups']) {
      expect(await count(t, table, id)).toBe(0);
    }
  });

  it('the sweep fails reports left processing far longer than any job runs', async () => {
    const account = await createAccount(t);
    const { id } = (await upload(t, account, { fileName: 'a.csv', data: validCsv(5) })).json();
    const fresh = (
      await upload(t, await createAccount(t), { fileName: 'a.csv', data: validCsv(5) })
    ).json();
    await sql`UPDATE reports SET created_at = now() - interval '2 hours' WHERE id = ${id}`.execute(
      t.ctx.db,
    );
    const swept = await t.queue?.sweep();
    expect(swept).toContain(id);
    expect(swept).not.toContain(fresh.id);
    const report = await waitForReport(t, account, id, 1000);
    expect(report).toMatchObject({ report_failed: true, error_code: 'UNKNOWN_ERROR' });
    expect(await count(t, 'report_uploads', id)).toBe(0);
  });
});

describe('a report whose job was never sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  });
  afterAll(() => t.close());

  it('the sweep sends a job again for a report whose process died before sending it', async () => {
    // An API process with no job system stands for one that stored the report and died at once.
    const crashed = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
    try {
      const account = await createAccount(crashed);
      const { id } = (
        await upload(crashed, account, { fileName: 'a.csv', data: validCsv(5) })
      ).json();
      const fresh = (
        await upload(crashed, await createAccount(crashed), {
          fileName: 'a.csv',
          data: validCsv(5),
        })
      ).json();
      await sql`UPDATE reports SET created_at = now() - interval '1 minute' WHERE id = ${id}`.execute(
        t.ctx.db,
      );
      await t.queue?.sweep();
      const report = await waitForReport(t, account, id, 20_000);
      expect(report).toMatchObject({ report_ready: true, report_failed: false });
      // A report younger than the orphan threshold is left alone (its job may be on its way).
      expect(await countJobs(t, fresh.id)).toBe(0);
    } finally {
      await crashed.close();
    }
  });
});

describe('a job whose process died', () => {
  let t: TestApp;
  // Attempts per report: jobs other tests left in the queue are taken here too.
  const calls = new Map<string, number>();
  let hangEveryAttempt = false;
  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_ENABLED: 'false' },
      {
        queue: {
          retryLimit: 1,
          retryDelaySeconds: 0,
          expireInSeconds: 1,
          superviseIntervalSeconds: 1,
          // A hung attempt stands for a process that died: it outlives its expiry doing nothing.
          processor: async (ctx, reportId, upload) => {
            const attempt = (calls.get(reportId) ?? 0) + 1;
            calls.set(reportId, attempt);
            if (hangEveryAttempt || attempt === 1) {
              await new Promise((resolve) => setTimeout(resolve, 4000));
              return;
            }
            await processReport(ctx, reportId, upload);
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('is taken again once it expires, and the retry stores the report', async () => {
    const account = await createAccount(t);
    const res = await upload(t, account, { fileName: 'a.csv', data: validCsv(10) });
    const report = await waitForReport(t, account, res.json().id, 30_000);
    expect(report).toMatchObject({ report_ready: true, records: 10 });
    expect(calls.get(report.id)).toBe(2);
  });

  it('ends failed with UNKNOWN_ERROR when its last attempt expires too', async () => {
    hangEveryAttempt = true;
    const account = await createAccount(t);
    const res = await upload(t, account, { fileName: 'a.csv', data: validCsv(10) });
    // The dead-letter queue's worker fails the report.
    const report = await waitForReport(t, account, res.json().id, 40_000);
    expect(report).toMatchObject({ report_failed: true, error_code: 'UNKNOWN_ERROR' });
    expect(calls.get(report.id)).toBe(2);
  });
});
