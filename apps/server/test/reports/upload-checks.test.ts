import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTooManyRecords } from '@parytet/contract/errors';
import { DEFAULT_MAX_UPLOAD_BYTES } from '@parytet/contract/plans';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from './csv-files.ts';
import { createAccount, get, multipart, upload, type TestApp } from './reports-kit.ts';

// No queue runs here: an upload stays processing, which is what the allowance checks need.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
});
afterAll(() => t.close());

const small = { fileName: 'salaries.csv', data: validCsv(10) };

const setStatus = (id: string, status: 'failed' | 'ready') =>
  sql`UPDATE reports SET status = ${status} WHERE id = ${id}`.execute(t.ctx.db);

describe('upload checks', () => {
  it('needs a session', async () => {
    const body = multipart([{ name: 'label', value: 'x' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/pay-gap/upload',
      ...body,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHORIZED');
  });

  it('refuses an organisation blocked when its trial ended without a subscription', async () => {
    const blocked = await createAccount(t, {
      plan: 'STARTER',
      trialEndsAt: new Date(Date.now() - 1000),
      blockedAt: new Date(),
    });
    const res = await upload(t, blocked, small);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'USER_CANNOT_UPLOAD_REPORTS',
      message: 'You cannot upload reports. Please contact us to upgrade your plan.',
    });
    const paying = await createAccount(t, {
      plan: 'STARTER',
      trialEndsAt: new Date(Date.now() - 1000),
      subscriptionActive: true,
    });
    expect((await upload(t, paying, small)).statusCode).toBe(201);
    const inTrial = await createAccount(t, {
      plan: 'STARTER',
      trialEndsAt: new Date(Date.now() + 86_400_000),
    });
    expect((await upload(t, inTrial, small)).statusCode).toBe(201);
  });

  it('names a missing file and a missing label', async () => {
    const account = await createAccount(t);
    const none = await upload(t, account, null, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error: 'INVALID_REQUEST_BODY',
      details: [
        { path: 'file', message: 'choose_file' },
        { path: 'label', message: 'provide_label' },
      ],
    });
    const noFile = await upload(t, account, null, 'Label');
    expect(noFile.json().details).toEqual([{ path: 'file', message: 'choose_file' }]);
    const noLabel = await upload(t, account, small, null);
    expect(noLabel.json().details).toEqual([{ path: 'label', message: 'provide_label' }]);
    const emptyInput = await upload(t, account, { fileName: '', data: '' }, 'Label');
    expect(emptyInput.json().details).toEqual([{ path: 'file', message: 'choose_file' }]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/reports/pay-gap/upload',
      payload: { label: 'x' },
      headers: account.auth,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('INVALID_REQUEST_BODY');
  });

  it('accepts csv, xls and xlsx only', async () => {
    const account = await createAccount(t);
    for (const fileName of ['salaries.pdf', 'salaries', 'salaries.csv.exe', '.csvx']) {
      const res = await upload(t, account, { fileName, data: validCsv(3) });
      expect(res.statusCode, fileName).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'INVALID_REPORT_FILE',
        details: [{ path: 'file', message: 'invalid_file_format' }],
      });
    }
    expect(
      (await upload(t, account, { fileName: 'PŁACE.CSV', data: validCsv(3) })).statusCode,
    ).toBe(201);
  });

  it('stops reading a file over 10 MB', async () => {
    const account = await createAccount(t);
    const data = Buffer.alloc(DEFAULT_MAX_UPLOAD_BYTES + 1, 'a');
    const res = await upload(t, account, { fileName: 'big.csv', data });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'FILE_TOO_LARGE',
      details: [
        { path: 'file', message: 'file_too_large' },
        { path: 'max_upload_bytes', message: String(DEFAULT_MAX_UPLOAD_BYTES) },
      ],
    });
  });

  it('checks the label rules', async () => {
    const account = await createAccount(t);
    const cases: [string, string][] = [
      ['   ', 'provide_label'],
      ['x'.repeat(121), 'label_too_long'],
      ['Raport <2025>', 'invalid_label_format'],
      ['a_b', 'invalid_label_format'],
    ];
    for (const [label, message] of cases) {
      const res = await upload(t, account, small, label);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().details, label).toEqual([{ path: 'label', message }]);
    }
    const ok = await upload(t, account, small, '  Raport płac 2025 - Q1  ');
    expect(ok.statusCode).toBe(201);
    const list = (await get(t, account, '/api/reports/pay-gap')).json();
    expect(list[0].label).toBe('Raport płac 2025 - Q1');
  });

  it('counts processing and ready reports against the allowance, not failed ones', async () => {
    const account = await createAccount(t, { plan: 'STARTER' });
    const first = await upload(t, account, small);
    expect(first.statusCode).toBe(201);
    const limits = await get(t, account, '/api/reports/pay-gap/limits');
    expect(limits.json()).toEqual({
      how_many_reports_allowed: 1,
      current_report_count: 1,
      report_max_records_allowed: 250,
      report_max_upload_bytes: DEFAULT_MAX_UPLOAD_BYTES,
    });
    // Over the allowance beats "another in progress": the user has to delete, not wait.
    const second = await upload(t, account, small);
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toBe('MAX_REPORTS_REACHED');
    await setStatus(first.json().id, 'ready');
    expect((await upload(t, account, small)).json().error).toBe('MAX_REPORTS_REACHED');
    await setStatus(first.json().id, 'failed');
    expect((await get(t, account, '/api/reports/pay-gap/limits')).json().current_report_count).toBe(
      0,
    );
    expect((await upload(t, account, small)).statusCode).toBe(201);
  });

  it('applies the per-organisation override of the plan', async () => {
    const account = await createAccount(t, {
      plan: 'STARTER',
      limitsOverride: { reports_allowed: 3, max_records: 5 },
    });
    const limits = (await get(t, account, '/api/reports/pay-gap/limits')).json();
    expect(limits).toEqual({
      how_many_reports_allowed: 3,
      current_report_count: 0,
      report_max_records_allowed: 5,
      report_max_upload_bytes: DEFAULT_MAX_UPLOAD_BYTES,
    });
    const res = await upload(t, account, { fileName: 'six.csv', data: validCsv(6) });
    expect(res.json().error).toBe('TOO_MANY_RECORDS');
    expect(res.json().details).toEqual([
      { path: 'records', message: '6' },
      { path: 'max_records', message: '5' },
    ]);
  });

  it('allows one report processing at a time, also for uploads at the same moment', async () => {
    const account = await createAccount(t);
    const first = await upload(t, account, small);
    expect(first.statusCode).toBe(201);
    const second = await upload(t, account, small);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('ANOTHER_REPORT_IN_PROGRESS');

    const racing = await createAccount(t);
    const answers = await Promise.all([1, 2, 3].map(() => upload(t, racing, small)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a file with more records than the plan allows', async () => {
    const account = await createAccount(t, { plan: 'STARTER' });
    const over = await upload(t, account, { fileName: 'a.csv', data: validCsv(251) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: 'TOO_MANY_RECORDS',
      message: 'The file has more records than your plan allows per report.',
    });
    // The whole file is counted, not only up to the first row past the plan's maximum.
    const big = await upload(t, account, { fileName: 'a.csv', data: validCsv(1000) });
    expect(readTooManyRecords(big.json().details)).toEqual({ records: 1000, maxRecords: 250 });
    expect((await upload(t, account, { fileName: 'a.csv', data: validCsv(250) })).statusCode).toBe(
      201,
    );
  });

  it('answers a malformed multipart body as a bad file', async () => {
    const account = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/pay-gap/upload',
      payload:
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nID,Gender',
      headers: { ...account.auth, 'content-type': 'multipart/form-data; boundary=XYZ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('INVALID_REPORT_FILE');
    const twoFiles = multipart([
      { name: 'label', value: 'x' },
      { name: 'file', fileName: 'a.csv', data: validCsv(3) },
      { name: 'file', fileName: 'b.csv', data: validCsv(3) },
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/reports/pay-gap/upload',
      payload: twoFiles.payload,
      headers: { ...twoFiles.headers, ...account.auth },
    });
    expect(again.json().error).toBe('INVALID_REPORT_FILE');
  });

  it('creates a processing report and answers its id at once', async () => {
    const account = await createAccount(t);
    const res = await upload(t, account, small, 'Fresh');
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const list = (await get(t, account, '/api/reports/pay-gap')).json();
    expect(list).toEqual([
      {
        id,
        label: 'Fresh',
        records: 10,
        created_at: expect.any(String),
        report_ready: false,
        report_failed: false,
        error_code: null,
        error_details: null,
        currency: 'PLN',
        period_start: null,
        period_end: null,
      },
    ]);
    const stored = await sql<{ n: number }>`
      SELECT length(data) AS n FROM report_uploads WHERE report_id = ${id}`.execute(t.ctx.db);
    expect(stored.rows[0]?.n).toBe(Buffer.byteLength(small.data));
  });
});
