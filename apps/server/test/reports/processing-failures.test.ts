import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessingErrorCode } from '@parytet/contract/reports';
import { createTestApp } from '../helpers/test-context.ts';
import { csv, HEADER, row, validCsv } from './csv-files.ts';
import { createAccount, get, uploadAndWait, type TestApp } from './reports-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

const twoSheets = async () => {
  const workbook = new ExcelJS.Workbook();
  for (const name of ['Data', 'Notes']) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(HEADER.split(','));
    for (let i = 1; i <= 6; i++) sheet.addRow(row(i).map((v, c) => (c >= 5 ? Number(v) : v)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const rows = (n: number, change: (i: number) => Partial<Record<number, string>> = () => ({})) =>
  Array.from({ length: n }, (_, i) => row(i + 1, change(i + 1)));

type Case = {
  code: ProcessingErrorCode;
  fileName: string;
  data: () => Promise<Buffer | string> | Buffer | string;
  detail?: { row?: number | null; column?: string | null; value?: string | null };
};

const cases: Case[] = [
  {
    code: 'INCORRECT_COLUMN_NAMES',
    fileName: 'a.csv',
    data: () => csv(rows(6), HEADER.replace('Base Salary', 'Salary').concat(',PESEL')),
    detail: { row: 1, column: 'Salary', value: 'Salary' },
  },
  {
    code: 'INCORRECT_GENDERS',
    fileName: 'a.csv',
    data: () => csv(rows(6, (i) => (i === 4 ? { 1: 'Other' } : {}))),
    detail: { row: 5, column: 'Gender', value: 'Other' },
  },
  {
    code: 'INVALID_GENDER',
    fileName: 'a.csv',
    data: () => csv(rows(6, (i) => (i === 2 ? { 1: '' } : {}))),
    detail: { row: 3, column: 'Gender' },
  },
  { code: 'SINGLE_GENDER', fileName: 'a.csv', data: () => csv(rows(6, () => ({ 1: 'Male' }))) },
  {
    code: 'MISSING_VALUES',
    fileName: 'a.csv',
    data: () => csv(rows(6, (i) => (i === 3 ? { 2: '' } : {}))),
    detail: { row: 4, column: 'Level', value: null },
  },
  {
    code: 'INVALID_NUMERIC',
    fileName: 'a.csv',
    data: () => csv(rows(6, (i) => (i === 6 ? { 6: 'abc' } : {}))),
    detail: { row: 7, column: 'Base Salary', value: 'abc' },
  },
  {
    code: 'NEGATIVE_VALUES',
    fileName: 'a.csv',
    data: () => csv(rows(6, (i) => (i === 1 ? { 7: '-100' } : {}))),
    detail: { row: 2, column: 'Bonuses and Benefits', value: '-100' },
  },
  {
    code: 'INVALID_DAYS_OFF',
    fileName: 'a.csv',
    data: () => csv(rows(6, (i) => (i === 5 ? { 5: '300' } : {}))),
    detail: { row: 6, column: 'Days Off', value: '300' },
  },
  {
    code: 'DUPLICATE_IDS',
    fileName: 'a.csv',
    data: () => csv(rows(6, (i) => (i === 6 ? { 0: '2' } : {}))),
  },
  {
    code: 'INCORRECT_FILE',
    fileName: 'a.xlsx',
    data: () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
  },
  { code: 'INCORRECT_FILE', fileName: 'a.csv', data: () => Buffer.from([0, 159, 146, 150, 0, 1]) },
  { code: 'TOO_MANY_SHEETS', fileName: 'two.xlsx', data: twoSheets },
];

describe('processing failures', () => {
  for (const c of cases) {
    it(`fails a report with ${c.code} (${c.fileName})`, async () => {
      const account = await createAccount(t);
      const report = await uploadAndWait(t, account, {
        fileName: c.fileName,
        data: await c.data(),
      });
      expect(report).toMatchObject({
        report_ready: false,
        report_failed: true,
        error_code: c.code,
      });
      if (c.detail) expect(report.error_details?.[0]).toMatchObject(c.detail);
      expect(report.error_details?.length ?? 0).toBeLessThanOrEqual(20);
      const base = (await get(t, account, `/api/reports/pay-gap/${report.id}/base`)).json();
      expect(base).toEqual({
        status: 'failed',
        report_ready: false,
        report_failed: true,
        error_code: c.code,
        error_details: report.error_details,
        currency: 'PLN',
        period_start: null,
        period_end: null,
      });
      // The file is dropped, and a failed report does not use up the allowance.
      const kept = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM report_uploads WHERE report_id = ${report.id}`.execute(
        t.ctx.db,
      );
      expect(kept.rows[0]?.n).toBe(0);
      const limits = (await get(t, account, '/api/reports/pay-gap/limits')).json();
      expect(limits.current_report_count).toBe(0);
    });
  }

  it('names at most 20 places at fault', async () => {
    const account = await createAccount(t);
    const data = csv(rows(30, () => ({ 6: 'n/a' })));
    const report = await uploadAndWait(t, account, { fileName: 'a.csv', data });
    expect(report.error_code).toBe('INVALID_NUMERIC');
    expect(report.error_details).toHaveLength(20);
  });

  it('keeps serving, and the next upload of the organisation processes', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
    const account = await createAccount(t);
    await uploadAndWait(t, account, { fileName: 'bad.csv', data: 'junk' });
    const good = await uploadAndWait(t, account, { fileName: 'good.csv', data: validCsv(8) });
    expect(good.report_ready).toBe(true);
  });
});
