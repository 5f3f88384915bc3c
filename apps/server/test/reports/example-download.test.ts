import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { createAccount, uploadAndWait, type Account, type TestApp } from './reports-kit.ts';

let t: TestApp;
beforeAll(async () => {
  // Rate limits on: the download limit is part of what is tested.
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'true' }, { queue: true });
});
afterAll(() => t.close());

const download = (account: Account | null, query = '') =>
  t.app.inject({
    url: `/api/reports/pay-gap/example/download${query}`,
    headers: { ...(account?.auth ?? {}), 'accept-language': 'en' },
  });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('example file download', () => {
  it('serves the English and the Polish workbook under their names', async () => {
    const account = await createAccount(t);
    const en = await download(account, '?lang=en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe(XLSX);
    expect(en.headers['content-disposition']).toBe(
      `attachment; filename="example-report.xlsx"; filename*=UTF-8''example-report.xlsx`,
    );
    expect(en.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pl = await download(account, '?lang=pl');
    expect(pl.headers['content-disposition']).toBe(
      `attachment; filename="przykladowy-raport.xlsx"; filename*=UTF-8''przykladowy-raport.xlsx`,
    );
    expect(pl.rawPayload.equals(en.rawPayload)).toBe(false);
    // The spec: "named in Polish for pl, else English", so a missing or unknown language is English.
    for (const query of ['', '?lang=de']) {
      const other = await download(account, query);
      expect(other.statusCode).toBe(200);
      expect(other.rawPayload.equals(en.rawPayload), query).toBe(true);
    }
  });

  it('needs a session and an organisation that may upload', async () => {
    expect((await download(null, '?lang=en')).statusCode).toBe(401);
    const blocked = await createAccount(t, {
      plan: 'STARTER',
      trialEndsAt: new Date(Date.now() - 1),
      blockedAt: new Date(),
    });
    const res = await download(blocked, '?lang=en');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('USER_CANNOT_UPLOAD_REPORTS');
  });

  it('allows 10 downloads per user per hour', async () => {
    const account = await createAccount(t);
    for (let i = 0; i < 10; i++) {
      expect((await download(account, '?lang=en')).statusCode, `download ${i + 1}`).toBe(200);
    }
    const over = await download(account, '?lang=en');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      error: 'EXAMPLE_REPORT_DOWNLOAD_LIMIT_EXCEEDED',
      message:
        'You have temporarily exceeded the download limit for example reports. Please try again later.',
    });
    // Per user: a colleague is not affected.
    expect((await download(await createAccount(t), '?lang=en')).statusCode).toBe(200);
  });

  it('both example files upload and process into ready reports', async () => {
    for (const lang of ['en', 'pl']) {
      const account = await createAccount(t);
      const file = await download(account, `?lang=${lang}`);
      const name = lang === 'en' ? 'example-report.xlsx' : 'przykladowy-raport.xlsx';
      const report = await uploadAndWait(t, account, { fileName: name, data: file.rawPayload });
      expect(report, lang).toMatchObject({ report_ready: true, report_failed: false });
      expect(report.records).toBeGreaterThan(0);
    }
  });
});
