import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from './csv-files.ts';
import { createAccount, get, uploadAndWait, type Account, type TestApp } from './reports-kit.ts';

let t: TestApp;
let owner: Account;
let stranger: Account;
let reportId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  owner = await createAccount(t);
  stranger = await createAccount(t);
  reportId = (await uploadAndWait(t, owner, { fileName: 'a.csv', data: validCsv(30) }, 'Owned')).id;
});
afterAll(() => t.close());

const parts = ['base', 'adjusted', 'salary-ranges', 'extended-salary-ranges', 'employees'];

const everyRoute = (id: string) => [
  ...parts.map((p) => ({ method: 'GET' as const, url: `/api/reports/pay-gap/${id}/${p}` })),
  { method: 'PATCH' as const, url: `/api/reports/pay-gap/${id}`, payload: { label: 'Taken' } },
  { method: 'DELETE' as const, url: `/api/reports/pay-gap/${id}` },
];

const call = (
  route: { method: 'GET' | 'PATCH' | 'DELETE'; url: string; payload?: object },
  account: Account | null,
) =>
  t.app.inject({
    ...route,
    headers: { ...(account?.auth ?? {}), 'accept-language': 'en' },
  });

describe('report access', () => {
  it('needs a session on every route', async () => {
    const routes = [
      ...everyRoute(reportId),
      { method: 'GET' as const, url: '/api/reports/pay-gap' },
      { method: 'GET' as const, url: '/api/reports/pay-gap/limits' },
      { method: 'GET' as const, url: '/api/reports/pay-gap/example/download?lang=en' },
    ];
    for (const route of routes) {
      const res = await call(route, null);
      expect(res.statusCode, route.url).toBe(401);
      expect(res.json().error).toBe('UNAUTHORIZED');
    }
  });

  it("answers another organisation's report exactly like a missing one", async () => {
    const ids = [reportId, randomUUID(), 'not-a-uuid', '1', `${reportId}x`];
    for (const id of ids) {
      for (const route of everyRoute(id)) {
        const res = await call(route, stranger);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
      }
    }
    expect((await get(t, stranger, '/api/reports/pay-gap')).json()).toEqual([]);
    // Still there, unchanged, for its owner.
    const list = (await get(t, owner, '/api/reports/pay-gap')).json();
    expect(list).toMatchObject([{ id: reportId, label: 'Owned', report_ready: true }]);
  });

  it('answers only the status while a report is processing, and after it failed', async () => {
    const processing = await sql<{ id: string }>`
      INSERT INTO reports (organisation_id, label, file_name, file_size)
      VALUES (${owner.organisationId}, 'Pending', 'p.csv', 1) RETURNING id`.execute(t.ctx.db);
    const id = processing.rows[0]?.id ?? '';
    for (const p of parts) {
      const res = await get(t, owner, `/api/reports/pay-gap/${id}/${p}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'processing',
        report_ready: false,
        report_failed: false,
        error_code: null,
        error_details: null,
        currency: 'PLN',
        period_start: null,
        period_end: null,
      });
    }
    const details = [{ row: 3, column: 'Gender', value: 'X' }];
    await sql`UPDATE reports SET status = 'failed', error_code = 'INCORRECT_GENDERS',
      error_details = ${JSON.stringify(details)}::jsonb WHERE id = ${id}`.execute(t.ctx.db);
    for (const p of parts) {
      const res = await get(t, owner, `/api/reports/pay-gap/${id}/${p}`);
      expect(res.json()).toEqual({
        status: 'failed',
        report_ready: false,
        report_failed: true,
        error_code: 'INCORRECT_GENDERS',
        error_details: details,
        currency: 'PLN',
        period_start: null,
        period_end: null,
      });
    }
    await call({ method: 'DELETE', url: `/api/reports/pay-gap/${id}` }, owner);
  });

  it('renames a report, with the label rules', async () => {
    const url = `/api/reports/pay-gap/${reportId}`;
    const ok = await call(
      { method: 'PATCH', url, payload: { label: ' Płace 2025 - korekta ' } },
      owner,
    );
    expect(ok.statusCode).toBe(204);
    const list = (await get(t, owner, '/api/reports/pay-gap')).json();
    expect(list[0].label).toBe('Płace 2025 - korekta');
    const bad = await call({ method: 'PATCH', url, payload: { label: 'a/b' } }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'INVALID_REQUEST_BODY',
      details: [{ path: 'label', message: 'invalid_label_format' }],
    });
    const empty = await call({ method: 'PATCH', url, payload: {} }, owner);
    expect(empty.json().details).toEqual([{ path: 'label', message: 'provide_label' }]);
  });

  it('lists newest first', async () => {
    const account = await createAccount(t);
    const first = await uploadAndWait(
      t,
      account,
      { fileName: 'a.csv', data: validCsv(12) },
      'First',
    );
    const second = await uploadAndWait(
      t,
      account,
      { fileName: 'b.csv', data: validCsv(12) },
      'Second',
    );
    const list = (await get(t, account, '/api/reports/pay-gap')).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(list[0]).toEqual({
      id: second.id,
      label: 'Second',
      records: 12,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      report_ready: true,
      report_failed: false,
      error_code: null,
      error_details: null,
      currency: 'PLN',
      period_start: null,
      period_end: null,
    });
  });

  it('deletes a report with every stored row', async () => {
    const account = await createAccount(t);
    const { id } = await uploadAndWait(t, account, { fileName: 'a.csv', data: validCsv(25) });
    const count = async (table: string) => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE report_id = ${id}`.execute(
        t.ctx.db,
      );
      return rows[0]?.n;
    };
    expect(await count('report_employees')).toBe(25);
    expect(await count('report_results')).toBe(1);
    // Processed: the payroll file itself is not kept.
    expect(await count('report_uploads')).toBe(0);
    const res = await call({ method: 'DELETE', url: `/api/reports/pay-gap/${id}` }, account);
    expect(res.statusCode).toBe(204);
    expect(await count('report_employees')).toBe(0);
    expect(await count('report_results')).toBe(0);
    expect((await get(t, account, `/api/reports/pay-gap/${id}/base`)).statusCode).toBe(404);
    expect((await get(t, account, '/api/reports/pay-gap')).json()).toEqual([]);
    const again = await call({ method: 'DELETE', url: `/api/reports/pay-gap/${id}` }, account);
    expect(again.statusCode).toBe(404);
  });
});
