import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from './csv-files.ts';
import {
  createAccount,
  get,
  multipart,
  waitForReport,
  type Account,
  type FormPart,
  type TestApp,
} from './reports-kit.ts';

let t: TestApp;
let owner: Account;
let stranger: Account;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  owner = await createAccount(t);
  stranger = await createAccount(t);
});
afterAll(() => t.close());

const uploadWith = (fields: Record<string, string>) => {
  const parts: FormPart[] = [
    { name: 'label', value: 'Money' },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', fileName: 'a.csv', data: validCsv(30) },
  ];
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/reports/pay-gap/upload',
    payload: body.payload,
    headers: { ...body.headers, ...owner.auth, 'accept-language': 'en' },
  });
};

const patch = (account: Account, id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/reports/pay-gap/${id}`,
    payload,
    headers: { ...account.auth, 'accept-language': 'en' },
  });

const views = ['base', 'adjusted', 'salary-ranges', 'extended-salary-ranges', 'employees'];

const removeAll = async () => {
  const list = (await get(t, owner, '/api/reports/pay-gap')).json<{ id: string }[]>();
  for (const r of list) {
    await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/pay-gap/${r.id}`,
      headers: owner.auth,
    });
  }
};

describe('report currency and period', () => {
  it('stores the currency and period chosen at upload and answers them everywhere', async () => {
    await removeAll();
    const res = await uploadWith({
      currency: 'EUR',
      period_start: '2025-01-01',
      period_end: '2025-12-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    const listed = await waitForReport(t, owner, id);
    const details = { currency: 'EUR', period_start: '2025-01-01', period_end: '2025-12-31' };
    expect(listed).toMatchObject({ ...details, report_ready: true });
    for (const view of views) {
      const answer = await get(t, owner, `/api/reports/pay-gap/${id}/${view}`);
      expect(answer.statusCode, view).toBe(200);
      expect(answer.json(), view).toMatchObject({ status: 'ready', ...details });
    }
  });

  it('defaults to PLN and no period when the form leaves them out or empty', async () => {
    await removeAll();
    const res = await uploadWith({ period_start: '', period_end: '' });
    expect(res.statusCode, res.body).toBe(201);
    const listed = await waitForReport(t, owner, res.json<{ id: string }>().id);
    expect(listed).toMatchObject({ currency: 'PLN', period_start: null, period_end: null });
  });

  it.each([
    [{ currency: 'XYZ' }, 'currency', 'invalid_currency'],
    [{ currency: 'pln' }, 'currency', 'invalid_currency'],
    [{ period_start: '2025-13-01' }, 'period_start', 'invalid_date'],
    [{ period_end: '31.12.2025' }, 'period_end', 'invalid_date'],
    [
      { period_start: '2025-12-31', period_end: '2025-01-01' },
      'period_end',
      'period_start_after_end',
    ],
  ])('refuses the upload with %j', async (fields, path, message) => {
    await removeAll();
    const res = await uploadWith(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'INVALID_REQUEST_BODY',
      details: [{ path, message }],
    });
  });

  it('edits the currency and period by PATCH, and still renames with { label }', async () => {
    await removeAll();
    const res = await uploadWith({});
    const { id } = res.json<{ id: string }>();
    await waitForReport(t, owner, id);

    const edited = await patch(owner, id, {
      currency: 'USD',
      period_start: '2024-07-01',
      period_end: '2025-06-30',
    });
    expect(edited.statusCode, edited.body).toBe(204);
    expect((await get(t, owner, `/api/reports/pay-gap/${id}/base`)).json()).toMatchObject({
      currency: 'USD',
      period_start: '2024-07-01',
      period_end: '2025-06-30',
    });

    expect((await patch(owner, id, { label: 'Renamed' })).statusCode).toBe(204);
    const list = (await get(t, owner, '/api/reports/pay-gap')).json();
    expect(list).toMatchObject([
      { id, label: 'Renamed', currency: 'USD', period_start: '2024-07-01' },
    ]);

    // A start after the stored end is refused even though the body alone is in order.
    const late = await patch(owner, id, { period_start: '2025-07-01' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      error: 'INVALID_REQUEST_BODY',
      details: [{ path: 'period_end', message: 'period_start_after_end' }],
    });

    for (const body of [
      { currency: 'ABC' },
      { period_end: 'yesterday' },
      { period_start: '2025-02-01', period_end: '2025-01-01' },
    ]) {
      const bad = await patch(owner, id, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error).toBe('INVALID_REQUEST_BODY');
    }

    // Clearing the period is allowed; nothing else changed on the way.
    expect((await patch(owner, id, { period_start: null, period_end: null })).statusCode).toBe(204);
    expect((await get(t, owner, '/api/reports/pay-gap')).json()).toMatchObject([
      { id, label: 'Renamed', currency: 'USD', period_start: null, period_end: null },
    ]);

    // Another organisation cannot edit it, nor learn that it exists.
    const foreign = await patch(stranger, id, { currency: 'EUR' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
    expect((await get(t, owner, '/api/reports/pay-gap')).json()).toMatchObject([
      { currency: 'USD' },
    ]);
  });
});
