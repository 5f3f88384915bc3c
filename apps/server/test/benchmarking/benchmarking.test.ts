import type {
  BenchmarkResponse,
  BenchmarkRolesResponse,
  Contribution,
  MappingResponse,
} from '@parytet/contract/benchmarking';
import type { BandDraft } from '@parytet/contract/salary-bands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamWithReport } from '../helpers/team-with-report.ts';
import { HEADER } from '../reports/csv-files.ts';
import type { Account, TestApp } from '../reports/reports-kit.ts';
import { send } from '../reporting/reporting-kit.ts';
import { seedReport, staff } from './benchmark-kit.ts';

// Juniors in Gdańsk (one part-time: paid 3 000 for half a post, 6 000 full-time), two seniors
// (a group too small for a viewer to see), and nurses at the middle of three levels.
const people: [string, string, string, string, string, number, number][] = [
  ['J1', 'Female', 'Junior', 'Software Engineer', 'Gdańsk', 3000, 0.5],
  ['J2', 'Female', 'Junior', 'Software Engineer', 'Gdańsk', 7000, 1],
  ['J3', 'Female', 'Junior', 'Software Engineer', 'Gdańsk', 8000, 1],
  ['J4', 'Male', 'Junior', 'Software Engineer', 'Gdańsk', 6500, 1],
  ['J5', 'Male', 'Junior', 'Software Engineer', 'Gdańsk', 7500, 1],
  ['J6', 'Male', 'Junior', 'Software Engineer', 'Gdańsk', 9000, 1],
  ['S1', 'Female', 'Senior', 'Senior Software Engineer', 'Kraków', 15000, 1],
  ['S2', 'Male', 'Senior', 'Senior Software Engineer', 'Kraków', 16000, 1],
  ['N1', 'Female', 'L2', 'Pielęgniarka', 'Łódź', 7000, 1],
  ['N2', 'Female', 'L2', 'Pielęgniarka', 'Łódź', 7200, 1],
  ['N3', 'Male', 'L2', 'Pielęgniarka', 'Łódź', 7400, 1],
];
const file = [
  `${HEADER},FTE`,
  ...people.map(([id, g, level, position, place, pay, fte]) =>
    [id, g, level, position, place, 0, pay, 1200, fte].join(','),
  ),
].join('\n');

let t: TestApp;
let owner: Account;
let admin: Account;
let member: Account;
let viewer: Account;
let stranger: Account;
let starter: Account;
let pro: Account;
let reportId: string;
const benchmarkOf = (id: string, query = '?source=market') =>
  `/api/reports/pay-gap/${id}/benchmark${query}`;

beforeAll(async () => {
  ({
    t,
    owner,
    admin,
    member,
    viewer,
    reportId,
    others: { stranger, starter, pro },
  } = await teamWithReport(
    'MASTER',
    { stranger: 'MASTER', starter: 'STARTER', pro: 'PRO' },
    { fileName: 'staff.csv', data: file },
  ));
}, 60_000);
afterAll(() => t.close());

const ROUTES = (id: string) =>
  [
    ['GET', '/api/benchmarking/roles', undefined],
    ['GET', '/api/benchmarking/mapping', undefined],
    ['PUT', '/api/benchmarking/mapping', { positions: [], locations: [] }],
    ['GET', benchmarkOf(id), undefined],
    ['GET', benchmarkOf(id, '?source=pool'), undefined],
    ['GET', '/api/organisation/benchmarking', undefined],
    ['PUT', '/api/organisation/benchmarking', { contribute: true }],
  ] as const;

describe('benchmarking: plan and roles', () => {
  it('is a plan feature: STARTER and PRO answer FEATURE_NOT_IN_PLAN on every route', async () => {
    for (const account of [starter, pro]) {
      for (const [method, url, body] of ROUTES(reportId)) {
        const res = await send(t, account, method, url, body);
        expect([method, url, res.statusCode, res.json<{ error: string }>().error]).toEqual([
          method,
          url,
          403,
          'FEATURE_NOT_IN_PLAN',
        ]);
      }
    }
  });

  it('lets everyone read, the HR team map, and only the owner opt in', async () => {
    const mapping = { positions: [], locations: [] };
    expect((await send(t, viewer, 'GET', '/api/benchmarking/roles')).statusCode).toBe(200);
    expect((await send(t, viewer, 'GET', '/api/benchmarking/mapping')).statusCode).toBe(200);
    expect(
      (await send(t, viewer, 'PUT', '/api/benchmarking/mapping', mapping)).json(),
    ).toMatchObject({
      error: 'FORBIDDEN_FOR_ROLE',
    });
    expect((await send(t, member, 'PUT', '/api/benchmarking/mapping', mapping)).statusCode).toBe(
      200,
    );
    for (const account of [admin, member, viewer]) {
      const res = await send(t, account, 'PUT', '/api/organisation/benchmarking', {
        contribute: true,
      });
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN_FOR_ROLE' });
    }
    expect((await send(t, viewer, 'GET', '/api/organisation/benchmarking')).statusCode).toBe(200);
  });

  it('answers 404 for another organisation’s report, by path or by ?report_id=', async () => {
    for (const url of [
      benchmarkOf(reportId),
      benchmarkOf(reportId, '?source=pool'),
      `/api/benchmarking/mapping?report_id=${reportId}`,
      benchmarkOf('not-a-uuid'),
    ]) {
      const res = await send(t, stranger, 'GET', url);
      expect([url, res.statusCode, res.json<{ error: string }>().error]).toEqual([
        url,
        404,
        'NOT_FOUND',
      ]);
    }
    const put = await send(t, stranger, 'PUT', `/api/benchmarking/mapping?report_id=${reportId}`, {
      positions: [
        { level: 'Junior', position: 'Software Engineer', role: 'nurse', seniority: 'mid' },
      ],
    });
    expect(put.statusCode).toBe(404);
    const { positions } = (
      await send(t, owner, 'GET', '/api/benchmarking/mapping')
    ).json<MappingResponse>();
    expect(positions.find((p) => p.position === 'Software Engineer')?.role).toBe(
      'software_developer',
    );
  });
});

describe('benchmarking: roles and mapping', () => {
  it('lists the roles, the seniority guide and the voivodeships in both languages', async () => {
    const res = (
      await send(t, member, 'GET', '/api/benchmarking/roles')
    ).json<BenchmarkRolesResponse>();
    expect(res.roles.find((r) => r.id === 'nurse')).toMatchObject({
      name: { en: 'nurse', pl: 'pielęgniarka' },
      major_group: false,
    });
    expect(res.seniorities.map((s) => s.id)).toEqual(['entry', 'junior', 'mid', 'senior', 'staff']);
    expect(res.regions).toHaveLength(16);
  });

  it('suggests a role, seniority and region from the names, then keeps what a person confirms', async () => {
    const before = (
      await send(t, member, 'GET', '/api/benchmarking/mapping')
    ).json<MappingResponse>();
    expect(before.report_id).toBe(reportId);
    expect(before.positions).toEqual([
      {
        level: 'Junior',
        position: 'Software Engineer',
        role: 'software_developer',
        seniority: 'junior',
        status: 'suggested',
        people: 6,
      },
      {
        level: 'L2',
        position: 'Pielęgniarka',
        role: 'nurse',
        seniority: 'mid',
        status: 'suggested',
        people: 3,
      },
      {
        level: 'Senior',
        position: 'Senior Software Engineer',
        role: 'software_developer',
        seniority: 'senior',
        status: 'suggested',
        people: 2,
      },
    ]);
    expect(before.locations).toEqual([
      { location: 'Gdańsk', region: 'pomorskie', status: 'suggested', people: 6 },
      { location: 'Łódź', region: 'lodzkie', status: 'suggested', people: 3 },
      { location: 'Kraków', region: 'malopolskie', status: 'suggested', people: 2 },
    ]);
    const saved = await send(t, admin, 'PUT', '/api/benchmarking/mapping', {
      positions: [{ level: 'L2', position: 'Pielęgniarka', role: 'nurse', seniority: 'senior' }],
      locations: [{ location: 'Kraków', region: null }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<MappingResponse>();
    expect(after.positions[1]).toMatchObject({
      role: 'nurse',
      seniority: 'senior',
      status: 'confirmed',
    });
    expect(after.locations[2]).toMatchObject({
      location: 'Kraków',
      region: null,
      status: 'confirmed',
    });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('organisation_id', '=', owner.organisationId)
      .where('action', '=', 'benchmarking.mapping_saved')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({ positions: 1, locations: 1 });
  });

  it('refuses a role without a seniority and an unknown role, naming the field', async () => {
    const res = await send(t, admin, 'PUT', '/api/benchmarking/mapping', {
      positions: [
        { level: 'L2', position: 'Pielęgniarka', role: 'nurse', seniority: null },
        { level: 'L2', position: 'X', role: 'astronaut', seniority: 'mid' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'INVALID_REQUEST_BODY',
      details: expect.arrayContaining([
        expect.objectContaining({ path: 'positions.0.seniority' }),
        expect.objectContaining({ path: 'positions.1.role' }),
      ]),
    });
  });
});

describe('benchmarking: the market table', () => {
  it('gives own medians of full-time-equivalent pay beside each row as the table holds it', async () => {
    const res = await send(t, member, 'GET', benchmarkOf(reportId));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<BenchmarkResponse>();
    expect(answer).toMatchObject({
      source: 'market',
      currency: 'PLN',
      mapped_positions: 3,
      unmapped_positions: 0,
      uses_suggestions: true,
    });
    const it007 = answer.cells.find(
      (c) => c.source.kind === 'market' && c.source.row_id === 'IT-007',
    );
    // Juniors' base pay full-time: 6 000 (3 000 for half a post), 6 500, 7 000, 7 500, 8 000, 9 000.
    expect(it007).toMatchObject({
      role: 'software_developer',
      seniority: 'junior',
      region: null,
      measure: 'base',
      status: 'shown',
      p25: null,
      p50: null,
      p75: null,
      mean: 6509,
      own_median: 7250,
      own_women_median: 7000,
      own_men_median: 7500,
      own_people: 6,
      standing: { band: null, ratio: 1.11, ratio_to: 'mean' },
      comparability: 'like_for_like',
      source: {
        kind: 'market',
        value: '6509',
        unit: 'PLN gross monthly',
        period: '2021',
        offered: true,
      },
    });
    const b2b = answer.cells.find(
      (c) => c.source.kind === 'market' && c.source.row_id === 'IT-010',
    );
    expect(b2b?.comparability).toBe('b2b_net_vs_gross');
    // The nurse, confirmed senior: the GUS row for every seniority, over total pay.
    const nurse = answer.cells.find((c) => c.role === 'nurse');
    expect(nurse).toMatchObject({
      seniority: null,
      measure: 'total',
      mean: 6299.02,
      own_median: 7300,
      own_people: 3,
    });
  });

  it('marks the seniors’ small group for the HR team and withholds it from a viewer', async () => {
    const senior = (answer: BenchmarkResponse) =>
      answer.cells.find(
        (c) =>
          c.seniority === 'senior' && c.source.kind === 'market' && c.source.row_id === 'IT-009',
      );
    const hr = senior((await send(t, owner, 'GET', benchmarkOf(reportId))).json());
    expect(hr).toMatchObject({ own_median: 15500, own_small_group: true, own_people: 2 });
    const seen = senior((await send(t, viewer, 'GET', benchmarkOf(reportId))).json());
    expect(seen).toMatchObject({
      own_median: null,
      own_women_median: null,
      own_men_median: null,
      own_small_group: true,
      standing: null,
      own_people: 2,
    });
  });

  it('filters by measure', async () => {
    const answer = (
      await send(t, member, 'GET', benchmarkOf(reportId, '?source=market&measure=total'))
    ).json<BenchmarkResponse>();
    expect(answer.cells.length).toBeGreaterThan(0);
    expect(answer.cells.every((c) => c.measure === 'total')).toBe(true);
  });

  it('refuses a report in another currency than PLN', async () => {
    const eur = await seedReport(t, owner.organisationId, {
      people: staff(3, 'Nurse'),
      currency: 'EUR',
    });
    const res = await send(t, member, 'GET', benchmarkOf(eur));
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([
      422,
      'BENCHMARK_CURRENCY',
    ]);
  });
});

describe('benchmarking: the pool and the opt-in', () => {
  it('answers every cell withheld while no snapshot holds it', async () => {
    const answer = (
      await send(t, viewer, 'GET', benchmarkOf(reportId, '?source=pool'))
    ).json<BenchmarkResponse>();
    expect(answer.cells.length).toBeGreaterThan(0);
    for (const cell of answer.cells) {
      expect(cell).toMatchObject({
        status: 'withheld',
        withheld_reason: 'too_few_organisations',
        p50: null,
        people: null,
      });
    }
    // A cell per region where the organisation has people there, beside the national one.
    expect(answer.cells.some((c) => c.region === 'pomorskie')).toBe(true);
  });

  it('lets the owner opt in and out, each change in the audit log', async () => {
    const on = await send(t, owner, 'PUT', '/api/organisation/benchmarking', { contribute: true });
    expect(on.json<Contribution>()).toMatchObject({
      contribute: true,
      confirmed_positions: 1,
      eligible_report_id: null,
    });
    const off = await send(t, owner, 'PUT', '/api/organisation/benchmarking', {
      contribute: false,
    });
    expect(off.json<Contribution>().contribute).toBe(false);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('organisation_id', '=', owner.organisationId)
      .where('action', '=', 'benchmarking.contribution_changed')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.target)).toEqual(['opted in', 'opted out']);
  });
});

describe('salary bands drafted from the market', () => {
  it('follows the market row of each mapped role and seniority, the report elsewhere, naming every source', async () => {
    const res = await send(t, admin, 'POST', '/api/salary-bands/draft', {
      report_id: reportId,
      method: 'market',
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<BandDraft>();
    expect(draft.bands).toEqual([
      // Juniors: the Just Join IT 2021 mean of employment offers, 6 509, with a 50 % spread.
      { level: 'Junior', job_family: 'Software developer', min: 5207.2, mid: 6509, max: 7810.8 },
      // Nurses: the table's nurse figure is total pay, not base: the report's own pay instead.
      { level: 'L2', job_family: null, min: 7040, mid: 7200, max: 7360 },
      { level: 'Senior', job_family: 'Software developer', min: 13176, mid: 16470, max: 19764 },
    ]);
    expect(draft.sources?.[0]).toEqual({
      level: 'Junior',
      job_family: 'Software developer',
      role: 'software_developer',
      seniority: 'junior',
      min: { kind: 'spread', spread: 50 },
      mid: {
        kind: 'market',
        row_id: 'IT-007',
        statistic: 'mean of salaries advertised in Just Join IT job offers',
        period: '2021',
        publisher: expect.any(String),
      },
      max: { kind: 'spread', spread: 50 },
    });
    expect(draft.sources?.[1]?.mid).toEqual({ kind: 'report', percentile: 50 });
    expect(draft.job_families).toEqual([
      { name: 'Software developer', positions: ['Senior Software Engineer', 'Software Engineer'] },
    ]);
    // In Polish, the families carry the roles' Polish names.
    const pl = await t.app.inject({
      method: 'POST',
      url: '/api/salary-bands/draft',
      payload: { report_id: reportId, method: 'market' },
      headers: { ...admin.auth, 'accept-language': 'pl' },
    });
    expect(pl.json<BandDraft>().bands[0]?.job_family).toBe('Programista');
  });

  it('drafts from the report alone while the pool shows no cell', async () => {
    const draft = (
      await send(t, admin, 'POST', '/api/salary-bands/draft', {
        report_id: reportId,
        method: 'market',
        benchmark_source: 'pool',
      })
    ).json<BandDraft>();
    expect(draft.bands.every((b) => b.job_family === null)).toBe(true);
    expect(draft.sources?.every((s) => s.mid.kind === 'report')).toBe(true);
  });
});
