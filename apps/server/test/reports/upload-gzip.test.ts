import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UPLOAD_BYTES } from '@parytet/contract/plans';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from './csv-files.ts';
import {
  createAccount,
  get,
  multipart,
  upload,
  waitForReport,
  type Account,
  type TestApp,
} from './reports-kit.ts';

// The upload's body may come gzip-compressed (the web compresses CSV and XLS uploads): inflated
// within the plan's byte limit, never further.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

const UPLOAD = '/api/reports/pay-gap/upload';

/** The form of `upload` (reports-kit), its bytes compressed as the browser's CompressionStream does. */
const compressed = (file: { fileName: string; data: Buffer | string }, encoding = 'gzip') => {
  const body = multipart([
    { name: 'label', value: 'Report 2025' },
    { name: 'file', ...file },
  ]);
  return {
    payload: gzipSync(body.payload),
    headers: { ...body.headers, 'content-encoding': encoding },
  };
};

const send = (account: Account, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: body.payload,
    headers: { ...body.headers, ...account.auth, 'accept-language': 'en' },
  });

describe('gzip-compressed uploads', () => {
  it('become the same report as the file sent plain', async () => {
    const file = { fileName: 'salaries.csv', data: validCsv(300) };
    const plainAccount = await createAccount(t);
    const gzipAccount = await createAccount(t);
    const plain = await upload(t, plainAccount, file);
    const body = compressed(file);
    expect(body.payload.length).toBeLessThan(Buffer.byteLength(file.data) / 3);
    const zipped = await send(gzipAccount, body);
    expect([plain.statusCode, zipped.statusCode]).toEqual([201, 201]);
    const reports = await Promise.all([
      waitForReport(t, plainAccount, plain.json<{ id: string }>().id),
      waitForReport(t, gzipAccount, zipped.json<{ id: string }>().id),
    ]);
    expect(reports.map((r) => [r.report_ready, r.records])).toEqual([
      [true, 300],
      [true, 300],
    ]);
    const views = await Promise.all(
      [plainAccount, gzipAccount].map(async (account, i) =>
        (await get(t, account, `/api/reports/pay-gap/${reports[i]?.id}/base`)).json<{
          data: unknown;
        }>(),
      ),
    );
    expect(views[1]).toEqual(views[0]);
  });

  it('answer a gzip bomb FILE_TOO_LARGE with the plan’s limit, inflating no further', async () => {
    const account = await createAccount(t, { limitsOverride: { max_upload_bytes: 1_048_576 } });
    // 64 MB of one byte inflates from about 64 KB: the reading stops past 1 MB and the form.
    const bomb = compressed({ fileName: 'bomb.csv', data: Buffer.alloc(64 * 1024 * 1024, 0x41) });
    expect(bomb.payload.length).toBeLessThan(100_000);
    const res = await send(account, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'FILE_TOO_LARGE',
      message: 'The file is too large for your plan.',
      details: [
        { path: 'file', message: 'file_too_large' },
        { path: 'max_upload_bytes', message: '1048576' },
      ],
    });
  });

  it('refuse a body that does not inflate, and encodings other than gzip', async () => {
    const account = await createAccount(t);
    const good = compressed({ fileName: 'a.csv', data: validCsv(5) });
    const cut = { ...good, payload: good.payload.subarray(0, good.payload.length - 20) };
    const broken = await send(account, cut);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('INVALID_REPORT_FILE');
    const brotli = await send(account, compressed({ fileName: 'a.csv', data: validCsv(5) }, 'br'));
    expect(brotli.statusCode).toBe(415);
    expect(brotli.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('the plan’s byte limit', () => {
  // Twelve bytes over the default: refused on the default plan, taken where the operator raised it.
  const over = `${validCsv(1)}${' '.repeat(DEFAULT_MAX_UPLOAD_BYTES)}`;

  it('holds a plain upload to the default 10 MB unless the operator raised it', async () => {
    const standard = await createAccount(t);
    const refused = await upload(t, standard, { fileName: 'wide.csv', data: over });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().details).toContainEqual({
      path: 'max_upload_bytes',
      message: String(DEFAULT_MAX_UPLOAD_BYTES),
    });

    const raised = await createAccount(t, { limitsOverride: { max_upload_bytes: 16_777_216 } });
    const limits = (await get(t, raised, '/api/reports/pay-gap/limits')).json();
    expect(limits.report_max_upload_bytes).toBe(16_777_216);
    const taken = await send(raised, compressed({ fileName: 'wide.csv', data: over }));
    expect(taken.statusCode).toBe(201);
  });
});
