import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type {
  MeritCycle,
  MeritImpact,
  MeritProposals,
  OptimiseAnswer,
} from '@parytet/contract/merit-cycles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamWithReport } from '../helpers/team-with-report.ts';
import { HEADER } from '../reports/csv-files.ts';
import { waitForReport, type Account, type TestApp } from '../reports/reports-kit.ts';
import { send } from '../reporting/reporting-kit.ts';

// Two levels of six; in L1 women are paid about 20 % less (flagged), a part-timer among them;
// a Performance column rates most people.
const people = [
  ['F1', 'Female', 'L1', 3500, 1, 3],
  ['F2', 'Female', 'L1', 1800, 0.5, 4],
  ['F3', 'Female', 'L1', 4200, 1, ''],
  ['M1', 'Male', 'L1', 5200, 1, 3],
  ['M2', 'Male', 'L1', 5000, 1, 5],
  ['M3', 'Male', 'L1', 4800, 1, 2],
  ['F4', 'Female', 'L2', 8100, 1, 3],
  ['F5', 'Female', 'L2', 8000, 1, 4],
  ['F6', 'Female', 'L2', 8300, 1, 1],
  ['M4', 'Male', 'L2', 8200, 1, 3],
  ['M5', 'Male', 'L2', 8150, 1, 4],
  ['M6', 'Male', 'L2', 8250, 1, 3],
] as const;
const file = [
  `${HEADER},FTE,Performance`,
  ...people.map(([id, gender, level, pay, fte, rating], i) =>
    [id, gender, level, `Analyst ${i % 2}`, 'Warszawa', i % 3, pay, 1200, fte, rating].join(','),
  ),
].join('\n');

let t: TestApp;
let owner: Account;
let admin: Account;
let member: Account;
let viewer: Account;
let stranger: Account;
let master: Account;
let reportId: string;
let cycleId: string;
const cycleUrl = (suffix = '') => `/api/merit-cycles/${cycleId}${suffix}`;
const newCycle = (report: string) => ({
  report_id: report,
  name: 'Spring 2026',
  effective_on: '2026-04-01',
  budget: { kind: 'percent', value: 3 },
});

beforeAll(async () => {
  ({
    t,
    owner,
    admin,
    member,
    viewer,
    reportId,
    others: { stranger, master },
  } = await teamWithReport(
    'GURU',
    { stranger: 'GURU', master: 'MASTER' },
    { fileName: 'staff.csv', data: file },
  ));
}, 60_000);
afterAll(() => t.close());

describe('merit cycles', () => {
  it('is a GURU feature: MASTER answers FEATURE_NOT_IN_PLAN', async () => {
    const list = await send(t, master, 'GET', '/api/merit-cycles');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ error: 'FEATURE_NOT_IN_PLAN' });
    const create = await send(t, master, 'POST', '/api/merit-cycles', newCycle(reportId));
    expect(create.json()).toMatchObject({ error: 'FEATURE_NOT_IN_PLAN' });
  });

  it('starts a cycle from the default matrix: the budget’s percentage for everyone', async () => {
    expect(
      (await send(t, member, 'POST', '/api/merit-cycles', newCycle(reportId))).statusCode,
    ).toBe(403);
    const res = await send(t, admin, 'POST', '/api/merit-cycles', newCycle(reportId));
    expect(res.statusCode, res.body).toBe(201);
    const cycle = res.json<MeritCycle>();
    cycleId = cycle.id;
    // Base pay paid: 24 500 in L1 and 49 000 in L2 a month; 3 % = 2 205.00.
    expect(cycle.budget).toMatchObject({ kind: 'percent', value: 3, total: 2205 });
    expect(cycle.guidelines.ratings_found).toEqual(['1', '2', '3', '4', '5']);
    expect(cycle.guidelines.rows).toHaveLength(6);
    expect(cycle.guidelines.quartile_basis).toBe('levels');
    expect(cycle.state).toBe('draft');
    expect(cycle.people).toBe(12);
    // 3 % of each person's pay, each to the cent.
    expect(Math.abs(cycle.budget.used - 2205)).toBeLessThan(0.07);
    const list = await send(t, viewer, 'GET', '/api/merit-cycles');
    expect(list.json<{ cycles: MeritCycle[] }>().cycles.map((c) => c.id)).toEqual([cycleId]);
  });

  it('edits a proposal with a reason, never negative, and keeps it through a new matrix', async () => {
    const negative = await send(t, admin, 'PATCH', cycleUrl('/proposals/F1'), {
      raise_amount: -5,
      reason: 'No',
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ error: 'NEGATIVE_RAISE' });
    const edited = await send(t, owner, 'PATCH', cycleUrl('/proposals/F1'), {
      raise_amount: 250.5,
      reason: 'Market',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      proposal: { employee_id: 'F1', raise_amount: 250.5, source: 'manual', reason: 'Market' },
    });
    const percent = await send(t, owner, 'PATCH', cycleUrl('/proposals/M1'), {
      raise_percent: 2,
      reason: 'Merit',
    });
    expect(percent.json()).toMatchObject({ proposal: { raise_amount: 104, raise_percent: 2 } });
    const matrix = await send(t, admin, 'PUT', cycleUrl('/guidelines'), {
      rows: [
        { rating: '5', raise_percent: [6, 5, 4, 3] },
        { rating: null, raise_percent: [2, 2, 1, 0] },
      ],
    });
    expect(matrix.statusCode, matrix.body).toBe(200);
    expect(matrix.json()).toMatchObject({ kept_manual: 2, unmatched_people: 11 });
    const page = await send(t, member, 'GET', cycleUrl('/proposals?sort=raise_amount&order=desc'));
    const proposals = page.json<MeritProposals>();
    expect(proposals.total).toBe(12);
    expect(proposals.proposals[0]).toMatchObject({ employee_id: 'F1', raise_amount: 250.5 });
    const onlyL2 = await send(t, member, 'GET', cycleUrl('/proposals?level=L2&gender=female'));
    expect(onlyL2.json<MeritProposals>().proposals.map((p) => p.employee_id)).toEqual([
      'F4',
      'F5',
      'F6',
    ]);
    expect((await send(t, viewer, 'GET', cycleUrl('/proposals'))).statusCode).toBe(403);
    expect(
      (await send(t, member, 'PATCH', cycleUrl('/proposals/F1'), { raise_amount: 1, reason: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('shows every figure before and after, the viewer its aggregates only', async () => {
    const res = await send(t, member, 'GET', cycleUrl('/impact'));
    expect(res.statusCode, res.body).toBe(200);
    const impact = res.json<MeritImpact>();
    const l1 = (side: MeritImpact['before']) => side.categories.find((c) => c.category === 'L1');
    expect(l1(impact.before)?.flagged).toBe(true);
    expect(impact.after.pay_gap_mean).not.toBe(impact.before.pay_gap_mean);
    expect(impact.budget.used).toBe(impact.budget.total - impact.budget.left);
    const asViewer = await send(t, viewer, 'GET', cycleUrl('/impact'));
    expect(asViewer.statusCode).toBe(200);
    expect(asViewer.body).not.toContain('F1');
  });

  it('optimises: closes the flag at the least cost and compares the white paper’s methods', async () => {
    const res = await send(t, admin, 'POST', cycleUrl('/optimise'), {
      goal: 'flags',
      within_budget: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<OptimiseAnswer>();
    expect(answer.open_categories).toEqual([]);
    expect(answer.categories[0]).toMatchObject({
      category: 'L1',
      raised_gender: 'female',
      closed: true,
    });
    expect(answer.categories[0]?.total_pay_gap_after).toBeLessThanOrEqual(4.99);
    expect(answer.comparison.map((m) => m.method)).toEqual([
      'optimised',
      'raise_by_gap',
      'to_prediction',
    ]);
    expect(answer.budget.used).toBe(answer.total_monthly_raise);
    const impact = (await send(t, owner, 'GET', cycleUrl('/impact'))).json<MeritImpact>();
    expect(impact.after.categories.find((c) => c.category === 'L1')?.flagged).toBe(false);
  });

  it('moves through review: admin submits, editing stops, only the owner approves', async () => {
    expect((await send(t, member, 'POST', cycleUrl('/submit'))).statusCode).toBe(403);
    const submitted = await send(t, admin, 'POST', cycleUrl('/submit'));
    expect(submitted.json()).toMatchObject({ state: 'submitted' });
    const locked = await send(t, owner, 'PATCH', cycleUrl('/proposals/F1'), {
      raise_amount: 1,
      reason: 'Late',
    });
    expect(locked.json()).toMatchObject({ error: 'MERIT_CYCLE_NOT_DRAFT' });
    expect((await send(t, admin, 'POST', cycleUrl('/approve'))).statusCode).toBe(403);
    const back = await send(t, owner, 'POST', cycleUrl('/send-back'), { note: 'Check L2' });
    expect(back.json()).toMatchObject({ state: 'draft', sent_back_note: 'Check L2' });
    await send(t, admin, 'POST', cycleUrl('/submit'));
    const approved = await send(t, owner, 'POST', cycleUrl('/approve'));
    expect(approved.json()).toMatchObject({ state: 'approved' });
    expect((await send(t, owner, 'POST', cycleUrl('/approve'))).json()).toMatchObject({
      error: 'MERIT_CYCLE_WRONG_STATE',
    });
  });

  it('exports the raises for payroll as numbers, no formula', async () => {
    const res = await send(t, member, 'GET', cycleUrl('/export.xlsx?lang=en'));
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const cells: unknown[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) row.eachCell((cell) => cells.push(cell.value));
    });
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.some((v) => typeof v === 'object' && v !== null && 'formula' in v)).toBe(false);
    const raise = sheet?.getRow(2).getCell(9).value;
    expect(typeof raise).toBe('number');
    expect((await send(t, viewer, 'GET', cycleUrl('/export.xlsx'))).statusCode).toBe(403);
  });

  it('applies: a new report of the raised pay whose figures are the impact’s "after"', async () => {
    const impact = (await send(t, owner, 'GET', cycleUrl('/impact'))).json<MeritImpact>();
    expect((await send(t, admin, 'POST', cycleUrl('/apply'))).statusCode).not.toBe(403);
    const cycle = (await send(t, owner, 'GET', cycleUrl())).json<MeritCycle>();
    expect(cycle.state).toBe('applied');
    const applied = cycle.applied_report_id as string;
    const ready = await waitForReport(t, owner, applied);
    expect(ready.report_ready, JSON.stringify(ready.error_details)).toBe(true);
    const indicators = (
      await send(t, owner, 'GET', `/api/reports/pay-gap/${applied}/indicators`)
    ).json<Record<string, unknown>>();
    const { salary_bands: _, ...after } = impact.after;
    for (const [key, value] of Object.entries(after)) {
      expect(indicators[key], key).toEqual(value);
    }
    const original = await send(t, owner, 'GET', `/api/reports/pay-gap/${reportId}/indicators`);
    expect(original.json()).toMatchObject({ status: 'ready' });
  }, 60_000);

  it('answers 404 to another organisation and records every step in the audit log', async () => {
    expect((await send(t, stranger, 'GET', cycleUrl())).statusCode).toBe(404);
    expect((await send(t, stranger, 'GET', cycleUrl('/impact'))).statusCode).toBe(404);
    const log = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('organisation_id', '=', owner.organisationId)
      .where(sql<boolean>`action LIKE 'merit_cycle.%'`)
      .orderBy('id')
      .execute();
    expect(log.map((e) => e.action)).toEqual([
      'merit_cycle.created',
      'merit_cycle.proposal_edited',
      'merit_cycle.proposal_edited',
      'merit_cycle.guidelines_saved',
      'merit_cycle.optimised',
      'merit_cycle.submitted',
      'merit_cycle.sent_back',
      'merit_cycle.submitted',
      'merit_cycle.approved',
      'merit_cycle.applied',
    ]);
    const deleted = await send(t, owner, 'DELETE', cycleUrl());
    expect(deleted.statusCode).toBe(204);
  });
});
