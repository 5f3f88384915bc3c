import type { ReportBands, SalaryBands } from '@parytet/contract/salary-bands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamWithReport } from '../helpers/team-with-report.ts';
import { HEADER } from '../reports/csv-files.ts';
import type { Account, TestApp } from '../reports/reports-kit.ts';
import { send } from '../reporting/reporting-kit.ts';

// Level L1 as the engine's hand-computed case (one woman part-time, paid 1 800 for half a post);
// L2 with one woman, a group too small to show her compa-ratio.
const people = [
  ['F1', 'Female', 'L1', 3500, 1],
  ['F2', 'Female', 'L1', 1800, 0.5],
  ['F3', 'Female', 'L1', 5000, 1],
  ['M1', 'Male', 'L1', 6500, 1],
  ['M2', 'Male', 'L1', 5000, 1],
  ['M3', 'Male', 'L1', 4500, 1],
  ['W1', 'Female', 'L2', 9000, 1],
  ['N1', 'Male', 'L2', 8000, 1],
  ['N2', 'Male', 'L2', 8200, 1],
  ['N3', 'Male', 'L2', 8400, 1],
] as const;
const file = [
  `${HEADER},FTE`,
  ...people.map(([id, gender, level, pay, fte]) =>
    [id, gender, level, 'Analyst', 'Warszawa', 0, pay, 0, fte].join(','),
  ),
].join('\n');

const structure = (overrides: object = {}) => ({
  effective_from: '2020-01-01',
  basis: 'base',
  currency: 'PLN',
  bands: [
    { level: 'L1', job_family: null, min: 4000, mid: 5000, max: 6000 },
    { level: 'L2', job_family: null, min: 8000, mid: 8500, max: 9000 },
  ],
  ...overrides,
});

let t: TestApp;
let owner: Account;
let admin: Account;
let member: Account;
let viewer: Account;
let stranger: Account;
let pro: Account;
let reportId: string;
const bandsOf = (id: string, query = '') => `/api/reports/pay-gap/${id}/salary-bands${query}`;

beforeAll(async () => {
  ({
    t,
    owner,
    admin,
    member,
    viewer,
    reportId,
    others: { stranger, pro },
  } = await teamWithReport(
    'MASTER',
    { stranger: 'MASTER', pro: 'PRO' },
    { fileName: 'staff.csv', data: file },
  ));
}, 60_000);
afterAll(() => t.close());

describe('salary bands', () => {
  it('is a plan feature: PRO answers FEATURE_NOT_IN_PLAN on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/salary-bands'],
      ['PUT', '/api/salary-bands'],
      ['GET', '/api/salary-bands/versions'],
      ['POST', '/api/salary-bands/draft'],
      ['GET', bandsOf(reportId)],
    ] as const) {
      const body =
        method === 'GET'
          ? undefined
          : method === 'POST'
            ? { report_id: reportId, method: 'percentiles' }
            : structure();
      const res = await send(t, pro, method, url, body);
      expect([method, url, res.statusCode, res.json<{ error: string }>().error]).toEqual([
        method,
        url,
        403,
        'FEATURE_NOT_IN_PLAN',
      ]);
    }
  });

  it('answers version 0 with no bands before the first save', async () => {
    const res = await send(t, owner, 'GET', '/api/salary-bands');
    expect(res.json<SalaryBands>()).toMatchObject({ version: 0, bands: [] });
  });

  it('refuses a band out of order, naming it, and saves nothing', async () => {
    const wrong = structure({
      bands: [{ level: 'L1', job_family: null, min: 5000, mid: 4000, max: 6000 }],
    });
    const res = await send(t, owner, 'PUT', '/api/salary-bands', wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'INVALID_SALARY_BAND',
      details: [{ path: 'bands.0', message: 'min_mid_max_order' }],
    });
    expect((await send(t, owner, 'GET', '/api/salary-bands')).json<SalaryBands>().version).toBe(0);
  });

  it('lets owners and admins save versions, members and viewers only read, and logs each save', async () => {
    expect((await send(t, member, 'PUT', '/api/salary-bands', structure())).statusCode).toBe(403);
    expect((await send(t, viewer, 'PUT', '/api/salary-bands', structure())).json()).toMatchObject({
      error: 'FORBIDDEN_FOR_ROLE',
    });
    const first = await send(t, owner, 'PUT', '/api/salary-bands', structure());
    const { email } = await t.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(first.json<SalaryBands>()).toMatchObject({
      version: 1,
      effective_from: '2020-01-01',
      created_by: email,
    });
    // A structure for the far future: not in force for today's report.
    const later = structure({
      effective_from: '2999-01-01',
      bands: [{ level: 'L1', job_family: null, min: 1, mid: 2, max: 3 }],
    });
    expect(
      (await send(t, admin, 'PUT', '/api/salary-bands', later)).json<SalaryBands>().version,
    ).toBe(2);
    const read = await send(t, viewer, 'GET', '/api/salary-bands/versions');
    expect(read.json<{ versions: { version: number; bands: number }[] }>().versions).toMatchObject([
      { version: 2, bands: 1 },
      { version: 1, bands: 2 },
    ]);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('organisation_id', '=', owner.organisationId)
      .where('action', '=', 'salary_bands.saved')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'salary_bands.saved', target: 'v1' },
      { action: 'salary_bands.saved', target: 'v2' },
    ]);
  });

  it('reads the report against the version in force, with each person for the HR team', async () => {
    const answer = (await send(t, member, 'GET', bandsOf(reportId))).json<ReportBands>();
    expect(answer.version).toBe(1);
    expect(answer.bands[0]).toMatchObject({
      level: 'L1',
      women_mean_compa_ratio: 0.8067,
      men_mean_compa_ratio: 1.0667,
      compa_ratio_gap_percentage: 24.38,
      flagged: true,
      below_min: 2,
      cost_to_min_monthly: 700,
      cost_to_min_monthly_women: 700,
      small_group: false,
    });
    expect(answer.bands[1]).toMatchObject({
      level: 'L2',
      women_mean_compa_ratio: null,
      small_group: true,
    });
    expect(answer.employees?.find((e) => e.id === 'F2')).toMatchObject({
      pay: 3600,
      compa_ratio: 0.72,
      below_min: true,
    });
    const explicit = (
      await send(t, owner, 'GET', bandsOf(reportId, '?version=2'))
    ).json<ReportBands>();
    expect(explicit.version).toBe(2);
  });

  it('gives a viewer the bands without people and without money summed over fewer than three', async () => {
    const answer = (await send(t, viewer, 'GET', bandsOf(reportId))).json<ReportBands>();
    expect(answer.employees).toBeUndefined();
    expect(answer.bands[0]).toMatchObject({
      below_min: 2,
      cost_to_min_monthly: null,
      cost_to_min_monthly_women: null,
      cost_to_min_monthly_men: 0,
      small_group: true,
    });
  });

  it('drafts bands from the report at the 10th, 50th and 90th percentile, saving nothing', async () => {
    const res = await send(t, admin, 'POST', '/api/salary-bands/draft', {
      report_id: reportId,
      method: 'percentiles',
    });
    // L1 full-time pay: 3500, 3600, 4500, 5000, 5000, 6500.
    expect(res.json<{ bands: unknown[] }>().bands[0]).toEqual({
      level: 'L1',
      job_family: null,
      min: 3550,
      mid: 4750,
      max: 5750,
    });
    expect(
      (
        await send(t, viewer, 'POST', '/api/salary-bands/draft', {
          report_id: reportId,
          method: 'percentiles',
        })
      ).statusCode,
    ).toBe(403);
  });

  it("answers 404 for another organisation's report, and CURRENCY_MISMATCH for bands in another currency", async () => {
    expect((await send(t, stranger, 'GET', bandsOf(reportId))).statusCode).toBe(404);
    expect(
      (
        await send(t, stranger, 'POST', '/api/salary-bands/draft', {
          report_id: reportId,
          method: 'percentiles',
        })
      ).statusCode,
    ).toBe(404);
    await send(
      t,
      owner,
      'PUT',
      '/api/salary-bands',
      structure({ effective_from: '2021-01-01', currency: 'EUR' }),
    );
    const res = await send(t, owner, 'GET', bandsOf(reportId));
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
      422,
      'CURRENCY_MISMATCH',
    ]);
  });
});
