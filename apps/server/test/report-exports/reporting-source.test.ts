import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndicatorsAnswer } from '@parytet/contract/reporting/indicators';
import type { InformationRequest, ReportDocument } from '@parytet/contract/report-exports';
import { createTestApp } from '../helpers/test-context.ts';
import {
  createAccount,
  uploadAndWait,
  type Account,
  type TestApp,
} from '../reports/reports-kit.ts';
import { exportCsv, pdfjsText, squash } from './exports-kit.ts';

/**
 * The documents handed on take the reporting module's indicators: the organisation's current
 * categories of workers, their version and criteria, and the joint assessment's records.
 */
let t: TestApp;
let owner: Account;
let reportId: string;
const ALL = 'Wszyscy pracownicy';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  owner = await createAccount(t, { plan: 'GURU' });
  reportId = (await uploadAndWait(t, owner, { fileName: 'p.csv', data: exportCsv() }, 'Płace')).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: { ...owner.auth, 'accept-language': 'en' },
  });

const documentOf = async () => {
  const res = await call('GET', `/api/reports/pay-gap/${reportId}/document?lang=en`);
  expect(res.statusCode).toBe(200);
  return res.json<ReportDocument>();
};

const table = (doc: ReportDocument, key: string) => {
  const found = doc.tables.find((x) => x.key === key);
  if (!found) throw new Error(`no ${key} table`);
  return found;
};

describe('the documents under the organisation’s categories and assessment', () => {
  it('follow a saved categories scheme, name its version and list the flagged categories', async () => {
    const before = await documentOf();
    expect(table(before, 'categories').rows.map((r) => r[0])).toContainEqual({
      kind: 'text',
      value: 'Zarząd',
    });

    // Every file row holds the position "Stanowisko": grouped, everyone is one category.
    const saved = await call('PUT', '/api/reporting/categories', {
      kind: 'positions',
      groups: [{ name: ALL, positions: ['Stanowisko'] }],
    });
    expect(saved.statusCode).toBe(200);
    const indicators = (
      await call('GET', `/api/reports/pay-gap/${reportId}/indicators`)
    ).json<IndicatorsAnswer>();
    if (indicators.status !== 'ready') throw new Error('indicators not ready');
    expect(indicators.categories.map((c) => c.category)).toEqual([ALL]);

    const doc = await documentOf();
    const categories = table(doc, 'categories');
    expect(categories.rows.map((r) => r[0])).toEqual([{ kind: 'text', value: ALL }]);
    const gap = indicators.categories[0]?.total_pay_gap_percentage ?? null;
    expect(categories.rows[0]).toContainEqual({ kind: 'percent', value: gap });
    const summary = doc.summary.rows.map((r) => r[1]);
    expect(summary).toContainEqual({
      kind: 'text',
      value: 'positions grouped into categories (version 1)',
    });
    expect(doc.notes.join(' ')).toContain('Positions grouped by hand into categories');
    expect(table(doc, 'assessment').rows).toEqual([
      [
        { kind: 'text', value: ALL },
        { kind: 'text', value: 'open' },
        { kind: 'text', value: '' },
        { kind: 'text', value: '' },
      ],
    ]);
  });

  it('show a recorded justification, and a remedy with its target date', async () => {
    const remedy = await call('POST', `/api/reports/pay-gap/${reportId}/assessment/records`, {
      kind: 'remedy',
      category: ALL,
      text: 'Podwyżki dla kobiet w 2026 r.',
      target_date: '2026-12-31',
    });
    expect(remedy.statusCode).toBe(201);
    expect(table(await documentOf(), 'assessment').rows[0]).toEqual([
      { kind: 'text', value: ALL },
      { kind: 'text', value: 'remedy planned' },
      { kind: 'text', value: 'Podwyżki dla kobiet w 2026 r.' },
      { kind: 'text', value: '2026-12-31' },
    ]);
    const justified = await call('POST', `/api/reports/pay-gap/${reportId}/assessment/records`, {
      kind: 'justification',
      category: ALL,
      criteria: ['seniority'],
      text: 'Staż pracy mężczyzn jest dłuższy.',
    });
    expect(justified.statusCode).toBe(201);
    expect(table(await documentOf(), 'assessment').rows[0]).toEqual([
      { kind: 'text', value: ALL },
      { kind: 'text', value: 'justified' },
      { kind: 'text', value: 'Staż pracy mężczyzn jest dłuższy.' },
      { kind: 'text', value: '' },
    ]);
  });

  it('answer a letter with the employee’s category under the scheme and its averages', async () => {
    const created = await call('POST', `/api/reports/pay-gap/${reportId}/letters`, {
      employee_id: 'S1',
      lang: 'en',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<InformationRequest>().id;
    const res = await call('GET', `/api/reports/pay-gap/${reportId}/letters/${id}/letter.pdf`);
    expect(res.statusCode).toBe(200);
    const text = squash(await pdfjsText(res.rawPayload));
    // Everyone: 12 women paid 116 400 in all; S3 works half time, so as full-time equivalents
    // (decisions §8: 6450 paid is 12 900) they earn 122 850 (mean 10 237.50); 15 men 182 500
    // (mean 12 166.67). The letter said 9 700 before it compared full-time equivalents.
    expect(text).toContain(ALL);
    expect(text).toContain('(12 women) 10,237.50 PLN');
    expect(text).toContain('(15 men) 12,166.67 PLN');
    expect(text).toContain('Positions grouped by hand into categories');
  });
});
