import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesDataSchema, employeesResponseSchema } from '@parytet/contract/reports';
import { markReportFailed } from '#modules/report-processing/processing.repository.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { csv, row } from './csv-files.ts';
import { createAccount, get, uploadAndWait, type TestApp } from './reports-kit.ts';

// Exact amounts, rows that do not fit the header and bounded values through the whole server: upload, job, storage, employees answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

const rows = (n: number, change: (i: number) => Partial<Record<number, string>> = () => ({})) =>
  Array.from({ length: n }, (_, i) => row(i + 1, change(i + 1)));

describe('files at the edges of what is accepted', () => {
  it('stores boundary amounts exactly and answers valid JSON for them', async () => {
    const account = await createAccount(t);
    const data = csv(
      rows(8, (i) => ({
        6: ['10000000', '9999999.99', '0.01', '5000.005', '10 000 000.00'][i % 5] ?? '1',
        7: i % 2 ? '120000000' : '0',
      })),
    );
    const report = await uploadAndWait(t, account, { fileName: 'edge.csv', data });
    expect(report.report_ready).toBe(true);
    const res = await get(t, account, `/api/reports/pay-gap/${report.id}/employees`);
    expect(res.statusCode).toBe(200);
    const parsed: unknown = JSON.parse(res.body);
    expect(employeesResponseSchema.safeParse(parsed).success).toBe(true);
    const body = employeesDataSchema.parse(parsed);
    expect(body.employees.map((e) => e.salary)).toEqual([
      9999999.99, 0.01, 5000.01, 10000000, 10000000, 9999999.99, 0.01, 5000.01,
    ]);
    for (const e of body.employees) {
      for (const value of Object.values(e)) {
        if (typeof value === 'number') expect(Math.abs(value)).toBeLessThan(1e13);
      }
    }
  });

  it.each([
    ['100000000000000000', 'Base Salary', 6],
    ['99999999999999999999999999999999', 'Base Salary', 6],
    ['120000000.01', 'Bonuses and Benefits', 7],
  ])('fails %s in %s as INVALID_NUMERIC naming the cell', async (value, column, index) => {
    const account = await createAccount(t);
    const data = csv(rows(6, (i) => (i === 3 ? { [index]: value } : {})));
    const report = await uploadAndWait(t, account, { fileName: 'big.csv', data });
    expect(report).toMatchObject({ report_failed: true, error_code: 'INVALID_NUMERIC' });
    expect(report.error_details).toEqual([{ row: 4, column, value }]);
  });

  it('fails a row with a field past the header as FIELD_COUNT_MISMATCH', async () => {
    const account = await createAccount(t);
    const data = `${csv(rows(6)).trimEnd()}\n7,Male,L1,Position 2,,0,1,5,0\n`;
    const report = await uploadAndWait(t, account, { fileName: 'shifted.csv', data });
    expect(report).toMatchObject({ report_failed: true, error_code: 'FIELD_COUNT_MISMATCH' });
    expect(report.error_details).toEqual([{ row: 8, column: null, value: null }]);
  });

  it('reads a UTF-32 CSV (NUL bytes) instead of failing with UNKNOWN_ERROR', async () => {
    const account = await createAccount(t);
    const text = `\ufeff${csv(rows(6))}`;
    const data = Buffer.alloc([...text].length * 4);
    [...text].forEach((ch, i) => data.writeUInt32LE(ch.codePointAt(0) ?? 0, i * 4));
    const report = await uploadAndWait(t, account, { fileName: 'utf32.csv', data });
    expect(report).toMatchObject({ report_ready: true, error_code: null });
  });

  it('fails a UTF-16 CSV whose header holds a NUL as INCORRECT_FILE, not UNKNOWN_ERROR', async () => {
    const account = await createAccount(t);
    const text = `\ufeff${csv(rows(6)).replace('Level', 'Le\u0000vel')}`;
    const data = Buffer.from(text, 'utf16le');
    const report = await uploadAndWait(t, account, { fileName: 'nul.csv', data });
    expect(report).toMatchObject({ report_failed: true, error_code: 'INCORRECT_FILE' });
  });

  it('stores error details whatever characters they echo (jsonb refuses NUL and lone surrogates)', async () => {
    const account = await createAccount(t);
    const report = await t.ctx.db
      .insertInto('reports')
      .values({
        organisation_id: account.organisationId,
        label: 'Details',
        file_name: 'a.csv',
        file_size: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = await markReportFailed(t.ctx.db, report.id, {
      code: 'INCORRECT_FILE',
      details: [{ row: 2, column: 'Le\u0000vel', value: 'a\ud800b' }],
    });
    expect(stored).toBe(true);
    const res = await get(t, account, `/api/reports/pay-gap/${report.id}/base`);
    expect(res.json()).toMatchObject({
      error_code: 'INCORRECT_FILE',
      error_details: [{ row: 2, column: 'Le\ufffdvel', value: 'a\ufffdb' }],
    });
  });
});
