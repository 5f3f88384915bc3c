import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEFAULT_JOB_WEIGHTS, type PositionScores } from '@parytet/contract/reporting/categories';
import type { AssessmentView, IndicatorsView } from '@parytet/contract/reporting/indicators';
import {
  categoryFlag,
  computeIndicators,
  positionCategoriesOf,
  readSalaryFile,
  unexplainedGapShown,
} from '@parytet/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { csv, row } from '../reports/csv-files.ts';
import {
  addMember,
  createAccount,
  datasetsDir,
  uploadAndWait,
  type Account,
  type TestApp,
} from '../reports/reports-kit.ts';
import { send, setPlan } from './reporting-kit.ts';

let t: TestApp;
let owner: Account;
let viewer: Account;
let stranger: Account;
let reportId: string;
let glassdoor: Buffer;

const url = (id: string, part: string) => `/api/reports/pay-gap/${id}/${part}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  owner = await createAccount(t, { plan: 'GURU' });
  viewer = await addMember(t, owner, 'viewer');
  stranger = await createAccount(t, { plan: 'GURU' });
  glassdoor = await readFile(path.join(datasetsDir, 'glassdoor_upload_format.csv'));
  const report = await uploadAndWait(t, owner, { fileName: 'glassdoor.csv', data: glassdoor });
  expect(report.report_ready).toBe(true);
  reportId = report.id;
}, 60_000);
afterAll(() => t.close());

/** The engine's own answer on the same file, with a position map. */
const engineOn = async (data: Buffer, positionCategories: Record<string, string> = {}) => {
  const read = await readSalaryFile(data, 'file.csv', { minGroupSize: 3 });
  if (!read.ok) throw new Error(read.code);
  return computeIndicators(read.table, { minGroupSize: 3, positionCategories });
};

const expectEqualToEngine = (
  view: IndicatorsView,
  engine: Awaited<ReturnType<typeof engineOn>>,
) => {
  expect(view.pay_gap_mean).toBe(engine.pay_gap_mean);
  expect(view.pay_gap_median).toBe(engine.pay_gap_median);
  expect(view.variable_pay_gap_mean).toBe(engine.variable_pay_gap_mean);
  expect(view.variable_pay_gap_median).toBe(engine.variable_pay_gap_median);
  expect(view.receiving_variable_pay).toMatchObject(engine.receiving_variable_pay);
  expect(view.quartile_bands.map(({ small_group: _, ...b }) => b)).toEqual(
    engine.quartile_bands.map((b) => ({
      band: b.band,
      women_percentage: b.women_percentage,
      men_percentage: b.men_percentage,
    })),
  );
  expect(view.categories.map(({ small_group: _, flag: __, ...c }) => c)).toEqual(engine.categories);
  // The flag is the engine's one rule over the same figures (decisions §8).
  expect(view.categories.map((c) => c.flag)).toEqual(engine.categories.map(categoryFlag));
  const { terms: _, ...fit } = engine.unexplained_gap ?? { terms: [] };
  expect(view.unexplained_gap).toEqual(
    engine.unexplained_gap === null
      ? null
      : { ...fit, ...unexplainedGapShown(engine.unexplained_gap) },
  );
  expect(view.hours_basis).toBe(engine.hours_basis);
  expect(view.category_source).toBe(engine.category_source);
};

const scores = (n: number): PositionScores['scores'] => ({
  skills: { knowledge: n, experience: n, interpersonal: n },
  effort: { mental: n, physical: n, emotional: n },
  responsibility: { people: n, resources: n, outcomes: n },
  working_conditions: { environment: n, schedule: n },
});

describe('indicators', () => {
  it('answer the engine’s figures on the Glassdoor dataset, with the duty and period', async () => {
    const res = await send(t, owner, 'GET', url(reportId, 'indicators'));
    expect(res.statusCode).toBe(200);
    const body = res.json<IndicatorsView & { status: string; period_end: string | null }>();
    expect(body.status).toBe('ready');
    expect(body.categories_version).toBe(0);
    expectEqualToEngine(body, await engineOn(glassdoor));
    // Glassdoor pinned in the engine's tests: mean 8.10 %, median 8.12 %.
    expect(body.pay_gap_mean).toBe(8.1);
    expect(body.pay_gap_median).toBe(8.12);
    expect(body.hours_basis).toBe('full_time_assumed');
    // The organisation gave a range at sign-up, so the report's 1 000 people count.
    expect(body.reporting_duty).toMatchObject({
      head_count: 1000,
      head_count_band: '250_or_more',
      first_deadline: '2027-06-07',
      frequency_years: 1,
    });
    expect(body.reporting_duty.next_deadline).toMatch(/^\d{4}-06-07$/);
    expect(body).toHaveProperty('period_end');
    // Read twice: the second answer comes from the stored row and is the same.
    expect((await send(t, owner, 'GET', url(reportId, 'indicators'))).json()).toEqual(body);
  });

  it('use the organisation’s number of employees when it is a whole number', async () => {
    await t.ctx.db
      .updateTable('organisations')
      .set({ number_of_employees: '180' })
      .where('id', '=', owner.organisationId)
      .execute();
    const body = (await send(t, owner, 'GET', url(reportId, 'indicators'))).json<IndicatorsView>();
    expect(body.reporting_duty).toMatchObject({
      head_count: 180,
      head_count_band: '150_to_249',
      frequency_years: 3,
    });
  });

  it('answer only the status while a report is processing', async () => {
    const pending = await t.ctx.db
      .insertInto('reports')
      .values({
        organisation_id: owner.organisationId,
        label: 'Pending',
        file_name: 'p.csv',
        file_size: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = (await send(t, owner, 'GET', url(pending.id, 'indicators'))).json();
    expect(body).toMatchObject({ status: 'processing', report_ready: false });
    expect(body).not.toHaveProperty('pay_gap_mean');
    await t.ctx.db.deleteFrom('reports').where('id', '=', pending.id).execute();
  });

  it('withhold shares over one or two women or men from viewers, mark them for HR', async () => {
    // Twelve people; the two best paid are the only women: band 4 holds 2 women and 1 man.
    const rows = Array.from({ length: 12 }, (_, i) =>
      row(i + 1, { 1: i >= 10 ? 'Female' : 'Male', 2: 'L1', 6: String(5000 + i * 100) }),
    );
    rows.push(row(13, { 1: 'Female', 2: 'L1', 6: '4000' }));
    const small = await uploadAndWait(t, owner, { fileName: 's.csv', data: csv(rows) }, 'Small');
    const hr = (await send(t, owner, 'GET', url(small.id, 'indicators'))).json<IndicatorsView>();
    const band4 = hr.quartile_bands[3];
    expect(band4?.small_group).toBe(true);
    expect(band4?.women_percentage).not.toBeNull();
    const seen = (await send(t, viewer, 'GET', url(small.id, 'indicators'))).json<IndicatorsView>();
    expect(seen.quartile_bands[3]).toEqual({
      band: 4,
      women_percentage: null,
      men_percentage: null,
      small_group: true,
    });
    // Three women in all: the receiving shares are over enough people for everyone.
    expect(seen.receiving_variable_pay.small_group).toBe(false);
    expect(seen.receiving_variable_pay.women_percentage).toBe(100);
  });
});

describe('categories of workers', () => {
  it('start as one per level (version 0), then every save is a new version', async () => {
    const first = await send(t, owner, 'GET', '/api/reporting/categories');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      version: 0,
      scheme: { kind: 'levels' },
      position_categories: {},
    });
    const grouped = {
      kind: 'positions',
      groups: [
        { name: 'Technical', positions: ['Software Engineer', 'Data Scientist', 'IT'] },
        { name: 'Operations', positions: ['Driver', 'Warehouse Associate'] },
      ],
    };
    const saved = await send(t, owner, 'PUT', '/api/reporting/categories', grouped);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, scheme: grouped });
    expect(saved.json().position_categories).toMatchObject({ Driver: 'Operations' });

    const body = (await send(t, owner, 'GET', url(reportId, 'indicators'))).json<IndicatorsView>();
    expect(body.categories_version).toBe(1);
    expect(body.category_source).toBe('position_mapping');
    expectEqualToEngine(body, await engineOn(glassdoor, saved.json().position_categories));
  });

  it('group positions by a job evaluation and apply it to every report', async () => {
    const scheme = {
      kind: 'job_evaluation',
      weights: DEFAULT_JOB_WEIGHTS,
      band_width: 5,
      positions: [
        { position: 'Driver', scores: scores(2) },
        { position: 'Warehouse Associate', scores: scores(2) },
        { position: 'Software Engineer', scores: scores(4) },
        { position: 'Data Scientist', scores: scores(4) },
        { position: 'Manager', scores: scores(5) },
      ],
    };
    const saved = await send(t, owner, 'PUT', '/api/reporting/categories', scheme);
    expect(saved.statusCode).toBe(200);
    const answer = saved.json();
    expect(answer.version).toBe(2);
    expect(answer.evaluated_positions).toEqual([
      { position: 'Driver', total_score: 25, category: 'JE 1' },
      { position: 'Warehouse Associate', total_score: 25, category: 'JE 1' },
      { position: 'Data Scientist', total_score: 75, category: 'JE 2' },
      { position: 'Software Engineer', total_score: 75, category: 'JE 2' },
      { position: 'Manager', total_score: 100, category: 'JE 3' },
    ]);
    const body = (await send(t, owner, 'GET', url(reportId, 'indicators'))).json<IndicatorsView>();
    expect(body.categories_version).toBe(2);
    expect(body.categories.map((c) => c.category)).toEqual(
      expect.arrayContaining(['JE 1', 'JE 2', 'JE 3']),
    );
    expectEqualToEngine(
      body,
      await engineOn(
        glassdoor,
        positionCategoriesOf(scheme as Parameters<typeof positionCategoriesOf>[0]),
      ),
    );

    const versions = (await send(t, owner, 'GET', '/api/reporting/categories/versions')).json();
    expect(versions.map((v: { version: number; kind: string }) => [v.version, v.kind])).toEqual([
      [2, 'job_evaluation'],
      [1, 'positions'],
    ]);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('organisation_id', '=', owner.organisationId)
      .where('action', '=', 'categories.saved')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('refuse weights outside their bounds and a position in two groups', async () => {
    const bad = [
      {
        kind: 'job_evaluation',
        weights: {
          ...DEFAULT_JOB_WEIGHTS,
          criteria: { skills: 70, effort: 10, responsibility: 10, working_conditions: 10 },
        },
        band_width: 5,
        positions: [],
      },
      {
        kind: 'positions',
        groups: [
          { name: 'A', positions: ['Driver'] },
          { name: 'B', positions: ['Driver'] },
        ],
      },
      { kind: 'job_evaluation', weights: DEFAULT_JOB_WEIGHTS, band_width: 0, positions: [] },
    ];
    for (const body of bad) {
      const res = await send(t, owner, 'PUT', '/api/reporting/categories', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('INVALID_REQUEST_BODY');
    }
    expect((await send(t, owner, 'GET', '/api/reporting/categories')).json().version).toBe(2);
  });

  it('belong to one organisation: another one still has the default', async () => {
    const other = (await send(t, stranger, 'GET', '/api/reporting/categories')).json();
    expect(other).toMatchObject({ version: 0, scheme: { kind: 'levels' } });
    expect((await send(t, stranger, 'GET', '/api/reporting/categories/versions')).json()).toEqual(
      [],
    );
  });
});

describe('joint pay assessment', () => {
  it('lists every flagged category with its figures, and records a justification', async () => {
    await send(t, owner, 'PUT', '/api/reporting/categories', { kind: 'levels' });
    const res = await send(t, owner, 'GET', url(reportId, 'assessment'));
    expect(res.statusCode).toBe(200);
    const body = res.json<AssessmentView & { status: string }>();
    expect(body.status).toBe('ready');
    // Glassdoor: every level is flagged (engine tests).
    expect(body.flagged.map((c) => c.category)).toEqual(['1', '2', '3', '4', '5']);
    const first = body.flagged[0];
    expect(first?.state).toBe('open');
    expect(first?.pay_distribution).toHaveLength(4);
    const people = (first?.pay_distribution ?? []).reduce(
      (s, b) => s + b.number_of_women + b.number_of_men,
      0,
    );
    expect(people).toBeCloseTo(first?.total_people ?? 0, 9);
    expect(first?.unexplained_gap_percentage).not.toBeNull();
    expect(first?.explained_gap_percentage).toBeCloseTo(
      (first?.total_pay_gap_percentage ?? 0) - (first?.unexplained_gap_percentage ?? 0),
      2,
    );

    const justification = {
      kind: 'justification',
      category: '1',
      criteria: ['seniority', 'skills'],
      text: 'Longer service of the men in this level, verified against the pay policy.',
    };
    const added = await send(t, owner, 'POST', url(reportId, 'assessment/records'), justification);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      category: '1',
      kind: 'justification',
      criteria: ['seniority', 'skills'],
      target_date: null,
    });
    const remedy = {
      kind: 'remedy',
      category: '2',
      text: 'Raise the women in level 2 in the next review.',
      target_date: '2027-03-31',
    };
    expect(
      (await send(t, owner, 'POST', url(reportId, 'assessment/records'), remedy)).statusCode,
    ).toBe(201);

    const after = (await send(t, owner, 'GET', url(reportId, 'assessment'))).json<AssessmentView>();
    expect(after.flagged.map((c) => c.state).slice(0, 2)).toEqual(['justified', 'remedy_planned']);
    expect(after.flagged[0]?.records).toHaveLength(1);

    // Deleted by mistake: gone, and a second delete finds nothing.
    const recordId = added.json().id;
    const del = await send(t, owner, 'DELETE', url(reportId, `assessment/records/${recordId}`));
    expect(del.statusCode).toBe(204);
    expect(
      (await send(t, owner, 'DELETE', url(reportId, `assessment/records/${recordId}`))).statusCode,
    ).toBe(404);
  });

  it('refuses a category that is not flagged, a remedy without a date, a justification without criteria', async () => {
    const bodies = [
      {
        status: 400,
        error: 'CATEGORY_NOT_FLAGGED',
        body: { kind: 'justification', category: 'Nope', criteria: ['skills'], text: 'x' },
      },
      {
        status: 400,
        error: 'INVALID_REQUEST_BODY',
        body: { kind: 'remedy', category: '1', text: 'x' },
      },
      {
        status: 400,
        error: 'INVALID_REQUEST_BODY',
        body: { kind: 'justification', category: '1', criteria: [], text: 'x' },
      },
    ];
    for (const { status, error, body } of bodies) {
      const res = await send(t, owner, 'POST', url(reportId, 'assessment/records'), body);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(error);
    }
  });

  // decisions §8: the six months ran from the period's end, so every flag of a first report read
  // "overdue"; now they run from the recorded submission, and nothing is overdue before it.
  it('marks open flags overdue only six months after the recorded submission', async () => {
    const patched = await send(t, owner, 'PATCH', `/api/reports/pay-gap/${reportId}`, {
      period_start: '2020-01-01',
      period_end: '2020-08-31',
    });
    expect(patched.statusCode).toBe(204);
    const assessment = async () =>
      (await send(t, owner, 'GET', url(reportId, 'assessment'))).json<AssessmentView>();
    const before = await assessment();
    expect(before).toMatchObject({ submitted_on: null, due_date: null });
    expect(before.filing_deadline === null || before.filing_deadline.endsWith('-06-07')).toBe(true);
    expect(before.flagged.find((c) => c.category === '3')?.state).toBe('open');

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const day of ['2020-08-30', tomorrow]) {
      const res = await send(t, owner, 'POST', url(reportId, 'submission'), { submitted_on: day });
      expect(res.statusCode, day).toBe(400);
      expect(res.json().error).toBe('SUBMISSION_DATE_OUT_OF_RANGE');
    }
    expect(
      (await send(t, owner, 'POST', url(reportId, 'submission'), { submitted_on: today }))
        .statusCode,
    ).toBe(200);
    // 31 August + 6 calendar months is the last day of February.
    const submitted = await send(t, owner, 'POST', url(reportId, 'submission'), {
      submitted_on: '2020-08-31',
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({ submitted_on: '2020-08-31', due_date: '2021-02-28' });
    const after = await assessment();
    expect(after).toMatchObject({
      submitted_on: '2020-08-31',
      due_date: '2021-02-28',
      filing_deadline: null,
    });
    expect(after.flagged.find((c) => c.category === '3')?.state).toBe('overdue');
    expect(after.flagged.find((c) => c.category === '2')?.state).toBe('remedy_planned');

    expect((await send(t, owner, 'DELETE', url(reportId, 'submission'))).statusCode).toBe(204);
    const undone = await assessment();
    expect(undone).toMatchObject({ submitted_on: null, due_date: null });
    expect(undone.flagged.find((c) => c.category === '3')?.state).toBe('open');

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('organisation_id', '=', owner.organisationId)
      .where('action', 'in', ['report.submitted', 'report.submission_withdrawn'])
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'report.submitted',
      'report.submitted',
      'report.submission_withdrawn',
    ]);
  });
});

describe('access', () => {
  const routes = (id: string) => [
    { method: 'GET' as const, path: url(id, 'indicators') },
    { method: 'GET' as const, path: url(id, 'assessment') },
    {
      method: 'POST' as const,
      path: url(id, 'assessment/records'),
      body: { kind: 'justification', category: '1', criteria: ['skills'], text: 'x' },
    },
    { method: 'DELETE' as const, path: url(id, `assessment/records/${randomUUID()}`) },
    { method: 'POST' as const, path: url(id, 'submission'), body: { submitted_on: '2025-01-01' } },
    { method: 'DELETE' as const, path: url(id, 'submission') },
  ];

  it("answers another organisation's report exactly like a missing one", async () => {
    for (const id of [reportId, randomUUID(), 'not-a-uuid']) {
      for (const r of routes(id)) {
        const res = await send(t, stranger, r.method, r.path, r.body);
        expect(res.statusCode, `${r.method} ${r.path}`).toBe(404);
        expect(res.json().error).toBe('NOT_FOUND');
      }
    }
  });

  it('lets a viewer read but not edit', async () => {
    expect((await send(t, viewer, 'GET', url(reportId, 'indicators'))).statusCode).toBe(200);
    expect((await send(t, viewer, 'GET', url(reportId, 'assessment'))).statusCode).toBe(200);
    expect((await send(t, viewer, 'GET', '/api/reporting/categories')).statusCode).toBe(200);
    expect((await send(t, viewer, 'GET', '/api/reporting/categories/versions')).statusCode).toBe(
      200,
    );
    const writes = [
      ...routes(reportId).filter((r) => r.method !== 'GET'),
      { method: 'PUT' as const, path: '/api/reporting/categories', body: { kind: 'levels' } },
    ];
    for (const r of writes) {
      const res = await send(t, viewer, r.method, r.path, r.body);
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(403);
      expect(res.json().error).toBe('FORBIDDEN_FOR_ROLE');
    }
  });

  it('needs a session, and a plan with reporting (403 on STARTER, PRO and MASTER)', async () => {
    const all = [
      ...routes(reportId),
      { method: 'GET' as const, path: '/api/reporting/categories' },
      { method: 'PUT' as const, path: '/api/reporting/categories', body: { kind: 'levels' } },
      { method: 'GET' as const, path: '/api/reporting/categories/versions' },
    ];
    for (const r of all) {
      expect((await send(t, null, r.method, r.path, r.body)).statusCode).toBe(401);
    }
    for (const plan of ['STARTER', 'PRO', 'MASTER'] as const) {
      await setPlan(t, owner, plan);
      for (const r of all) {
        const res = await send(t, owner, r.method, r.path, r.body);
        expect(res.statusCode, `${plan} ${r.method} ${r.path}`).toBe(403);
        expect(res.json().error).toBe('FEATURE_NOT_IN_PLAN');
      }
    }
    await setPlan(t, owner, 'ENTERPRISE');
    expect((await send(t, owner, 'GET', url(reportId, 'indicators'))).statusCode).toBe(200);
  });
});
