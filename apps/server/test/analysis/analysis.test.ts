import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComparisonView, TrendResponse } from '@parytet/contract/comparison';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import type { RegressionView } from '@parytet/contract/regression';
import { fitRegression, readSalaryFile } from '@parytet/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyOf, startChatCall, textOf } from '../chats/chat-kit.ts';
import { teamWithReport } from '../helpers/team-with-report.ts';
import { uploadAndWait, type Account, type TestApp } from '../reports/reports-kit.ts';
import { pdfjsText, squash } from '../report-exports/exports-kit.ts';
import { send } from '../reporting/reporting-kit.ts';

let t: TestApp;
let owner: Account;
let admin: Account;
let member: Account;
let viewer: Account;
let stranger: Account;
let logibId: string;
let logibFile: Buffer;
let earlierId: string;
let laterId: string;
let strangersId: string;

const url = (id: string, part: string) => `/api/reports/pay-gap/${id}/${part}`;
const fixture = path.resolve(
  import.meta.dirname,
  '../../../../packages/engine/test/fixtures/logib/logib-example.csv',
);
const to5 = (x: number | undefined) => Number((x ?? 0).toPrecision(5));

// The engine's hand-computed split (gap-change-split.test.ts): men 5000, 5000, 6000, 4000 and
// women 4000 × 4 (gap 20.00 %); then M1 and W1 get 400 more, M4 and W4 leave, M5 and W5 join
// at 5000 (gap 18.69 %): stayers −0.39, leavers +4.78, joiners −5.70 points.
const comparisonFixture = (name: string) =>
  readFile(
    path.resolve(import.meta.dirname, '../../../../packages/engine/test/fixtures/comparison', name),
  );
let earlier: Buffer;
let later: Buffer;

beforeAll(async () => {
  logibFile = await readFile(fixture);
  earlier = await comparisonFixture('year-1.csv');
  later = await comparisonFixture('year-2.csv');
  ({
    t,
    owner,
    admin,
    member,
    viewer,
    others: { stranger },
    reportId: logibId,
  } = await teamWithReport(
    'GURU',
    { stranger: 'GURU' },
    { fileName: 'logib.csv', data: logibFile },
    { label: 'Logib' },
  ));
  earlierId = (await uploadAndWait(t, owner, { fileName: 'a.csv', data: earlier }, '2024')).id;
  laterId = (await uploadAndWait(t, owner, { fileName: 'b.csv', data: later }, '2025')).id;
  strangersId = (await uploadAndWait(t, stranger, { fileName: 'a.csv', data: earlier }, 'S')).id;
}, 90_000);
afterAll(() => t.close());

describe('regression', () => {
  it('gives Logib’s figures with model=logib and the parytet model by default', async () => {
    const res = await send(t, owner, 'GET', `${url(logibId, 'regression')}?model=logib`);
    expect(res.statusCode).toBe(200);
    const logib = res.json<RegressionView>();
    expect(logib.model).toBe('logib');
    expect(logib.chosen_model).toBe('parytet');
    expect(logib.regression?.df).toBe(267);
    expect(to5(logib.regression?.female.coefficient)).toBe(-0.026463);
    expect(to5(logib.regression?.female.standard_error)).toBe(0.0033391);
    expect(to5(logib.regression?.r_squared)).toBe(0.99148);
    expect(to5(logib.regression?.female.kennedy)).toBe(-0.026121);
    expect(logib.regression?.verdict).toBe('above_target');
    const parytet = (
      await send(t, owner, 'GET', url(logibId, 'regression'))
    ).json<RegressionView>();
    const read = await readSalaryFile(logibFile, 'logib.csv');
    if (!read.ok) throw new Error(read.code);
    const engine = fitRegression(read.table, 'parytet', { minGroupSize: 3 });
    expect(parytet.model).toBe('parytet');
    expect(parytet.regression?.female).toEqual(engine.regression?.female);
  });

  it('refuses an unknown model', async () => {
    const res = await send(t, owner, 'GET', `${url(logibId, 'regression')}?model=ols`);
    expect(res.statusCode).toBe(400);
  });

  it('gives a viewer no row IDs and no dummy over fewer people than the minimum', async () => {
    const body = (
      await send(t, viewer, 'GET', `${url(logibId, 'regression')}?model=logib`)
    ).json<RegressionView>();
    expect(body.excluded_rows).toEqual([]);
    // Position 1 holds one person: its coefficient would be about that person's pay.
    expect(body.regression?.terms.some((term) => term.term === 'position=1')).toBe(false);
    expect(body.withheld_terms).toBeGreaterThan(0);
    expect(body.regression?.female.coefficient).toBeCloseTo(-0.026463, 6);
  });

  it('answers 404 for another organisation’s report', async () => {
    const res = await send(t, stranger, 'GET', url(logibId, 'regression'));
    expect(res.statusCode).toBe(404);
  });
});

describe('the chosen model', () => {
  it('is set by an owner or admin only, audit-logged, and used by the indicators', async () => {
    expect((await send(t, member, 'GET', '/api/reporting/regression-model')).json()).toEqual({
      model: 'parytet',
    });
    const put = (account: Account, model: string) =>
      send(t, account, 'PUT', '/api/reporting/regression-model', { model });
    expect((await put(member, 'logib')).statusCode).toBe(403);
    expect((await put(viewer, 'logib')).statusCode).toBe(403);
    expect((await put(admin, 'nonsense')).statusCode).toBe(400);
    const before = (await send(t, owner, 'GET', url(logibId, 'indicators'))).json<IndicatorsView>();
    const res = await put(admin, 'logib');
    expect(res.statusCode).toBe(200);
    const after = (await send(t, owner, 'GET', url(logibId, 'indicators'))).json<IndicatorsView>();
    expect(to5(after.unexplained_gap?.coefficient)).toBe(-0.026463);
    expect(after.unexplained_gap?.coefficient).not.toBe(before.unexplained_gap?.coefficient);
    expect(after.pay_gap_mean).toBe(before.pay_gap_mean);
    const assessment = (await send(t, owner, 'GET', url(logibId, 'assessment'))).json<{
      unexplained_gap: { coefficient: number } | null;
    }>();
    expect(assessment.unexplained_gap?.coefficient).toBe(after.unexplained_gap?.coefficient);
    const regression = (
      await send(t, owner, 'GET', url(logibId, 'regression'))
    ).json<RegressionView>();
    expect(regression.model).toBe('logib');
    const log = (await send(t, owner, 'GET', '/api/organisation/audit-log')).json<{
      items: { action: string; details: unknown }[];
    }>();
    expect(log.items?.[0]).toMatchObject({
      action: 'regression_model.changed',
      details: { from: 'parytet', to: 'logib' },
    });
    expect((await put(owner, 'parytet')).statusCode).toBe(200);
  });
});

describe('comparison', () => {
  it('sets the report beside the previous one and splits the change', async () => {
    const res = await send(t, owner, 'GET', url(laterId, 'comparison'));
    expect(res.statusCode).toBe(200);
    const body = res.json<ComparisonView>();
    expect(body.other?.id).toBe(earlierId);
    const mean = body.indicators.find((i) => i.name === 'pay_gap_mean');
    expect(mean).toEqual({ name: 'pay_gap_mean', this: 18.69, other: 20, change: -1.31 });
    expect(body.indicators.find((i) => i.name === 'head_count')).toMatchObject({
      this: 8,
      other: 8,
      change: 0,
    });
    expect(body.split).toEqual({ stayers: -0.39, leavers: 4.78, joiners: -5.7 });
    const { stayers, leavers, joiners } = body.split ?? { stayers: 0, leavers: 0, joiners: 0 };
    expect(Math.round((stayers + leavers + joiners) * 100) / 100).toBe(mean?.change);
    expect(body.categories).toHaveLength(1);
  });

  it('compares with a chosen report and has no split without shared IDs', async () => {
    const body = (
      await send(t, owner, 'GET', `${url(laterId, 'comparison')}?with=${logibId}`)
    ).json<ComparisonView>();
    expect(body.other?.id).toBe(logibId);
    expect(body.split).toBeNull();
  });

  it('has nothing to compare the first report with', async () => {
    const body = (await send(t, owner, 'GET', url(logibId, 'comparison'))).json<ComparisonView>();
    expect(body.other).toBeNull();
    expect(body.indicators.every((i) => i.other === null && i.change === null)).toBe(true);
  });

  it('answers 404 across organisations, either way', async () => {
    expect((await send(t, stranger, 'GET', url(laterId, 'comparison'))).statusCode).toBe(404);
    const res = await send(t, stranger, 'GET', `${url(strangersId, 'comparison')}?with=${laterId}`);
    expect(res.statusCode).toBe(404);
  });

  it('lets a viewer compare (aggregates only)', async () => {
    const res = await send(t, viewer, 'GET', url(laterId, 'comparison'));
    expect(res.statusCode).toBe(200);
    expect(res.json<ComparisonView>().split).toEqual({
      stayers: -0.39,
      leavers: 4.78,
      joiners: -5.7,
    });
  });
});

describe('trend', () => {
  it('lists every ready report of the organisation, oldest first', async () => {
    const body = (await send(t, owner, 'GET', '/api/reporting/trend')).json<TrendResponse>();
    expect(body.points.map((p) => p.report.id)).toEqual([logibId, earlierId, laterId]);
    expect(body.points.map((p) => p.pay_gap_mean).slice(1)).toEqual([20, 18.69]);
    const strangers = (
      await send(t, stranger, 'GET', '/api/reporting/trend')
    ).json<TrendResponse>();
    expect(strangers.points.map((p) => p.report.id)).toEqual([strangersId]);
  });
});

describe('the documents', () => {
  it('carry the model card and the comparison, aggregates only', async () => {
    const res = await send(t, owner, 'GET', `${url(laterId, 'document')}?lang=en`);
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ tables: { key: string; title: string; rows: unknown[][] }[] }>();
    const keys = doc.tables.map((x) => x.key);
    expect(keys).toContain('regression');
    expect(keys).toContain('comparison');
    const comparison = doc.tables.find((x) => x.key === 'comparison');
    expect(comparison?.title).toBe('This report beside 2024');
    expect(comparison?.rows).toContainEqual([
      { kind: 'text', value: 'Change of the mean gap: people who left' },
      { kind: 'text', value: '' },
      { kind: 'text', value: '' },
      { kind: 'decimal', value: 4.78 },
    ]);
    const logib = (await send(t, owner, 'GET', `${url(logibId, 'document')}?lang=pl`)).json<{
      tables: { key: string; rows: { kind: string; value?: unknown }[][] }[];
    }>();
    const terms = logib.tables.find((x) => x.key === 'regression_terms');
    // Position 1 holds one person: the documents leave its coefficient out, as for a viewer.
    expect(terms?.rows.some((row) => row[0]?.value === 'Stanowisko: 1')).toBe(false);
    expect(terms?.rows.some((row) => row[0]?.value === 'Kobieta')).toBe(true);
  });

  it('draw them in the PDF after the report’s own sections', async () => {
    const res = await t.app.inject({
      url: `${url(laterId, 'export.pdf')}?lang=en`,
      headers: { ...owner.auth, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const text = squash(await pdfjsText(res.rawPayload));
    expect(text).toContain('This report beside 2024');
    expect(text).toContain('Change of the mean gap: people who joined');
  });
});

describe('the assistant on the organisation’s reporting', () => {
  it('answers the comparison with last year with the API’s figures', async () => {
    const api = (await send(t, owner, 'GET', url(laterId, 'comparison'))).json<ComparisonView>();
    const mean = api.indicators.find((i) => i.name === 'pay_gap_mean');
    expect(mean).toMatchObject({ this: 18.69, other: 20, change: -1.31 });
    const reply = replyOf(await startChatCall(t, owner, 'How does this compare with last year?'));
    const text = textOf(reply).replace(/[\u00a0\u202f]/g, ' ');
    for (const figure of ['18,69%', '20,00%', '-1,31 pp', '-0,39 pp', '4,78 pp', '-5,70 pp']) {
      expect(text).toContain(figure);
    }
    expect(text).toContain(`/main/pay-transparency/${laterId}/comparison`);
  });

  it('lists the flagged categories with what they need, for a viewer too (Polish, typo)', async () => {
    const api = (await send(t, viewer, 'GET', url(laterId, 'indicators'))).json<IndicatorsView>();
    const flagged = api.categories.filter((c) => c.flagged);
    expect(flagged.map((c) => c.category)).toEqual(['L1']);
    const reply = replyOf(await startChatCall(t, viewer, 'co wymaga uzasadnienai', 'pl'));
    const text = textOf(reply).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('L1: 18,69%');
    expect(text).toContain('sześciu miesięcy');
  });

  it('states the reporting duty from the organisation’s head count', async () => {
    const none = textOf(replyOf(await startChatCall(t, owner, 'When is our reporting deadline?')));
    // Sign-up gave a range, so the report's 8 people count: under 100, no duty.
    expect(none).toContain('With 8 workers the Directive sets no reporting duty');
    await t.ctx.db
      .updateTable('organisations')
      .set({ number_of_employees: '180' })
      .where('id', '=', owner.organisationId)
      .execute();
    const api = (await send(t, owner, 'GET', url(laterId, 'indicators'))).json<IndicatorsView>();
    const reply = replyOf(await startChatCall(t, owner, 'When is our reporting deadline?'));
    const text = textOf(reply);
    expect(api.reporting_duty).toMatchObject({ head_count: 180, first_deadline: '2027-06-07' });
    expect(text).toContain('With 180 workers you report every three years');
    expect(text).toContain('2027-06-07');
  });
});
