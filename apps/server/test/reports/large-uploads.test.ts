import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adjustedReportDataSchema,
  baseReportDataSchema,
  employeesDataSchema,
  extendedSalaryRangesDataSchema,
  salaryRangesDataSchema,
} from '@parytet/contract/reports';
import {
  computeReports,
  employeeRowAt,
  readSalaryFile,
  type ComputedReports,
} from '@parytet/engine';
import { buildBenchFile } from '../../../../packages/engine/bench/build-bench-file.ts';
import { runAdmin } from '#admin-cli.ts';
import { createTestApp } from '../helpers/test-context.ts';
import {
  createAccount,
  get,
  multipart,
  waitForReport,
  type Account,
  type TestApp,
} from './reports-kit.ts';

// A large employer's file through the API, as its operator set it up: an ENTERPRISE organisation
// whose limits were raised past the default 10 MB and 100 000 records. 200 000 rows (11 MB) keep
// CI's time; the 1 000 000-row run is in `npm run bench` (large-upload-bench.ts).
const ROWS = 200_000;
const LIMITS = { max_records: ROWS, max_upload_bytes: 16_777_216 };

let t: TestApp;
let account: Account;
let file: Buffer;
let engine: ComputedReports;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  account = await createAccount(t, { plan: 'ENTERPRISE' });
  const code = await runAdmin(
    t.ctx,
    ['set-limits', account.organisationId, JSON.stringify(LIMITS)],
    { out: () => undefined, confirm: () => Promise.resolve(false) },
  );
  expect(code).toBe(0);
  file = await buildBenchFile(ROWS, 'csv');
  // The engine run directly on the same file: the figures the server must answer.
  const read = await readSalaryFile(file, 'large.csv', { maxRecords: ROWS });
  if (!read.ok) throw new Error(read.code);
  engine = computeReports(read.table);
}, 120_000);
afterAll(() => t.close());

/** The upload form with this file, its bytes gzip-compressed as the web sends them, or plain. */
const send = (data: Buffer, compressed: boolean) => {
  const body = multipart([
    { name: 'label', value: 'Large 2025' },
    { name: 'file', fileName: 'large.csv', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/reports/pay-gap/upload',
    payload: compressed ? gzipSync(body.payload) : body.payload,
    headers: {
      ...body.headers,
      ...(compressed && { 'content-encoding': 'gzip' }),
      ...account.auth,
      'accept-language': 'en',
    },
  });
};

const view = async <T>(id: string, path: string, schema: z.ZodType<T>) =>
  schema.parse((await get(t, account, `/api/reports/pay-gap/${id}/${path}`)).json());

/** The figures as JSON gives them (no undefined, no -0): what the server stored and answers. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('a 200 000-row file on an organisation whose limits the operator raised', () => {
  it.each([
    ['gzip-encoded', true],
    ['plain', false],
  ])('becomes ready, sent %s, with the figures of the engine run directly', async (_, gzip) => {
    const res = await send(file, gzip);
    expect(res.statusCode, res.body).toBe(201);
    const report = await waitForReport(t, account, res.json<{ id: string }>().id, 300_000);
    expect(report).toMatchObject({ report_ready: true, records: ROWS });
    const id = report.id;
    const same = async <T>(path: string, schema: z.ZodType<T>, computed: unknown) =>
      expect(asJson(await view(id, path, schema))).toEqual(asJson(schema.parse(asJson(computed))));
    await same('base', baseReportDataSchema, engine.base);
    await same('adjusted', adjustedReportDataSchema, engine.adjusted);
    await same('salary-ranges', salaryRangesDataSchema, engine.salaryRanges);
    await same(
      'extended-salary-ranges',
      extendedSalaryRangesDataSchema,
      engine.extendedSalaryRanges,
    );
    // Every row is stored once: the total, and rows from the start, the middle and the end.
    for (const page of [1, 2001, 4000]) {
      const rows = await view(id, `employees?page=${page}&page_size=50`, employeesDataSchema);
      expect(rows.total).toBe(ROWS);
      const first = (page - 1) * 50;
      expect(rows.employees).toEqual(
        rows.employees.map((_, i) => employeeRowAt(engine.employees, first + i)),
      );
    }
  });

  it("answers an over-cap file with the plan's numbers", async () => {
    const extra = Buffer.from('E999999,Female,L1,Position 1,Gdańsk,0,5000,0\r\n');
    const tooMany = await send(Buffer.concat([file, extra]), true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: 'TOO_MANY_RECORDS',
      details: [
        { path: 'records', message: String(ROWS + 1) },
        { path: 'max_records', message: String(ROWS) },
      ],
    });
    const padding = Buffer.alloc(LIMITS.max_upload_bytes - file.length + 1, ' ');
    for (const compressed of [true, false]) {
      const tooLarge = await send(Buffer.concat([file, padding]), compressed);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({
        error: 'FILE_TOO_LARGE',
        details: [
          { path: 'file', message: 'file_too_large' },
          { path: 'max_upload_bytes', message: String(LIMITS.max_upload_bytes) },
        ],
      });
    }
  });
});
