import { afterAll, beforeAll, expect, it } from 'vitest';
import { workbookCounts } from '#modules/report-processing/parse-gate.ts';
import { parseLimits } from '#modules/report-processing/parse-limits.ts';
import { validCsv } from './csv-files.ts';
import { exampleXls, mutate } from './hostile-kit.ts';
import { startLimitedApp } from './limited-app.ts';
import { createAccount, upload, waitForReport, type TestApp } from './reports-kit.ts';

// One organisation's hanging workbooks must never make another's CSV wait: 8 organisations
// uploading .xls files that make SheetJS loop used to hold a ninth's 50-row CSV for 79 s.

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  // The hanging files end at the count limit; a shorter one keeps the test short.
  ({ t, close } = await startLimitedApp('fair', { countTimeoutMs: 8_000, maxQueue: 5 }));
});
afterAll(() => close());

const csv = validCsv(50);

it("8 organisations uploading hanging workbooks: a ninth organisation's CSV is answered and ready while they still hang", async () => {
  const xls = await exampleXls();
  // The fuzz test's seeds that make SheetJS loop for ever.
  const hanging = [10, 227].map((seed) => mutate(xls, seed, 20));
  const accounts = await Promise.all(Array.from({ length: 8 }, () => createAccount(t)));
  const workbooks = accounts.map((account, i) =>
    upload(t, account, { fileName: `hanging-${i}.xls`, data: hanging[i % 2] ?? xls }),
  );
  // Every workbook is in the pool: two counting, five waiting, the eighth refused at once.
  for (;;) {
    const { running, waiting } = workbookCounts();
    if (running === parseLimits.maxParallel && waiting === parseLimits.maxQueue) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  const ninth = await createAccount(t);
  const started = performance.now();
  const res = await upload(t, ninth, { fileName: 'small.csv', data: csv });
  const answeredMs = performance.now() - started;
  expect(res.statusCode, res.body).toBe(201);
  const report = await waitForReport(t, ninth, res.json<{ id: string }>().id, 30_000);
  const readyMs = performance.now() - started;
  console.log(
    `ninth organisation's CSV beside 8 hanging workbooks: answered in ${answeredMs.toFixed(0)} ms, ready in ${readyMs.toFixed(0)} ms`,
  );
  expect(report, JSON.stringify(report)).toMatchObject({ report_ready: true, records: 50 });
  // It waited behind none of them: answered and ready while every hanging workbook still holds
  // its place in the pool (they end only at the 8 s count limit). The times are printed above;
  // speed is the bench's to judge, not a test's.
  expect(workbookCounts()).toEqual({
    running: parseLimits.maxParallel,
    waiting: parseLimits.maxQueue,
  });

  // The workbooks: the eighth refused for a full queue (429 with Retry-After), the others
  // refused when their count ran out of time, with no report made.
  const answers = await Promise.all(workbooks);
  const codes = answers.map((r) => `${r.statusCode} ${r.json<{ error: string }>().error}`);
  expect(codes.filter((c) => c === '429 TOO_MANY_UPLOADS')).toHaveLength(1);
  expect(codes.filter((c) => c === '400 INVALID_REPORT_FILE')).toHaveLength(7);
  const full = answers.find((r) => r.statusCode === 429);
  expect(Number(full?.headers['retry-after'])).toBeGreaterThan(0);
  expect(workbookCounts()).toEqual({ running: 0, waiting: 0 });
}, 120_000);
