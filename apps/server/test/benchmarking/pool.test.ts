import {
  benchmarkCellSchema,
  type BenchmarkResponse,
  type Contribution,
} from '@parytet/contract/benchmarking';
import { addMonths } from '@parytet/engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '#admin-cli.ts';
import { buildSnapshot } from '#modules/benchmark-pool/index.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { createAccount, type Account, type TestApp } from '../reports/reports-kit.ts';
import { send } from '../reporting/reporting-kit.ts';
import { seedReport, staff } from './benchmark-kit.ts';

const TODAY = new Date().toISOString().slice(0, 10);
const OLD = '2020-12-31';
const RECENT = addMonths(TODAY, -1);

let t: TestApp;
let second: TestApp;
const orgs: { account: Account; name: string; reportId: string }[] = [];

/** An organisation with a report of nurses (and whatever else), its mapping confirmed. */
const contributor = async (
  name: string,
  people: ReturnType<typeof staff>,
  options: { periodEnd?: string; confirm?: boolean; optIn?: boolean } = {},
) => {
  const account = await createAccount(t, { plan: 'MASTER' });
  await t.ctx.db
    .updateTable('organisations')
    .set({ name })
    .where('id', '=', account.organisationId)
    .execute();
  const reportId = await seedReport(t, account.organisationId, {
    people,
    periodEnd: options.periodEnd ?? OLD,
  });
  if (options.confirm !== false) {
    const positions = [...new Set(people.map((p) => `${p.level}|${p.position}`))].map((key) => {
      const [level = '', position = ''] = key.split('|');
      const role = position === 'Nurse' ? 'nurse' : position === 'Driver' ? 'driver' : 'clerk';
      return { level, position, role, seniority: 'mid' };
    });
    const res = await send(t, account, 'PUT', '/api/benchmarking/mapping', { positions });
    expect(res.statusCode, res.body).toBe(200);
  }
  if (options.optIn !== false) await optIn(account, true);
  const org = { account, name, reportId };
  orgs.push(org);
  return org;
};

const optIn = async (account: Account, contribute: boolean) => {
  const res = await send(t, account, 'PUT', '/api/organisation/benchmarking', { contribute });
  expect(res.json<Contribution>().contribute).toBe(contribute);
};

const pool = async (org: { account: Account; reportId: string }, query = '') =>
  (
    await send(
      t,
      org.account,
      'GET',
      `/api/reports/pay-gap/${org.reportId}/benchmark?source=pool${query}`,
    )
  ).json<BenchmarkResponse>();

const national = (answer: BenchmarkResponse, role: string, measure = 'base') =>
  answer.cells.find((c) => c.role === role && c.region === null && c.measure === measure);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
  second = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  // Contributors left by other test files in this database are not part of these cases.
  await t.ctx.db.updateTable('organisations').set({ benchmark_contribute: false }).execute();
  for (const [i, name] of ['Alfa', 'Beta', 'Gamma', 'Delta'].entries()) {
    await contributor(
      `${name} Sp. z o.o.`,
      staff(3, 'Nurse', { from: 6000 + i * 1000, prefix: name }),
    );
  }
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('the pooled benchmark', () => {
  it('withholds a cell of 4 organisations and shows it once a 5th contributes', async () => {
    await buildSnapshot(t.ctx, TODAY);
    expect(national(await pool(orgs[0] as (typeof orgs)[0]), 'nurse')).toMatchObject({
      status: 'withheld',
      withheld_reason: 'too_few_organisations',
      people: null,
      p50: null,
      source: { kind: 'pool', organisations: null },
    });
    await contributor('Epsilon Sp. z o.o.', staff(3, 'Nurse', { from: 11000, prefix: 'Epsilon' }));
    await buildSnapshot(t.ctx, TODAY);
    const cell = national(await pool(orgs[0] as (typeof orgs)[0]), 'nurse');
    // 15 nurses: 6000, 6100, 6200, 7000, …, 9200, 11 000, 11 100, 11 200 (PERCENTILE.INC).
    expect(cell).toMatchObject({
      status: 'shown',
      withheld_reason: null,
      people: 15,
      p25: 7050,
      p50: 8100,
      p75: 9150,
      source: { kind: 'pool', organisations: 5 },
      own_median: 6100,
      standing: { band: 'below_p25', ratio: 0.75, ratio_to: 'p50' },
    });
    expect(cell?.women_median).not.toBeNull();
  });

  it('never answers a contributor’s identity or its own figures', async () => {
    const answers = await Promise.all(orgs.map((o) => pool(o)));
    const text = JSON.stringify(answers);
    for (const o of orgs) {
      expect(text).not.toContain(o.account.organisationId);
      expect(text).not.toContain(o.name);
    }
    // The snapshot itself holds no organisation column, and no count below 5.
    const columns = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'benchmark_snapshot_cells'`.execute(
      t.ctx.db,
    );
    expect(
      columns.rows.map((c) => c.column_name).filter((c) => /organisation_id|report|name/.test(c)),
    ).toEqual([]);
    const low = await t.ctx.db
      .selectFrom('benchmark_snapshot_cells')
      .select('role')
      .where('organisations', '<', 5)
      .execute();
    expect(low).toEqual([]);
    // Nothing per organisation rides along: a cell has the contract's fields and no others.
    const keys = Object.keys(national(answers[0] as BenchmarkResponse, 'nurse') ?? {}).sort();
    expect(keys).toEqual(Object.keys(benchmarkCellSchema.shape).sort());
  });

  it('pools confirmed mappings only: an organisation that confirmed nothing adds nobody', async () => {
    await contributor('Zeta Sp. z o.o.', staff(40, 'Nurse', { from: 20000, prefix: 'Zeta' }), {
      confirm: false,
    });
    await buildSnapshot(t.ctx, TODAY);
    expect(national(await pool(orgs[0] as (typeof orgs)[0]), 'nurse')).toMatchObject({
      people: 15,
    });
  });

  it('removes an organisation that opted out at the next snapshot', async () => {
    await optIn((orgs[4] as (typeof orgs)[0]).account, false);
    // Until the next snapshot the last one stands.
    expect(national(await pool(orgs[0] as (typeof orgs)[0]), 'nurse')?.status).toBe('shown');
    await buildSnapshot(t.ctx, TODAY);
    expect(national(await pool(orgs[0] as (typeof orgs)[0]), 'nurse')).toMatchObject({
      status: 'withheld',
      withheld_reason: 'too_few_organisations',
    });
    // One snapshot only: the earlier cells are gone, not kept beside the new ones.
    const snapshots = await t.ctx.db.selectFrom('benchmark_snapshots').selectAll().execute();
    expect(snapshots).toHaveLength(1);
  });

  it('excludes data younger than 3 months, and says so', async () => {
    const recent = await contributor(
      'Eta Sp. z o.o.',
      staff(3, 'Nurse', { from: 9000, prefix: 'Eta' }),
      {
        periodEnd: RECENT,
      },
    );
    await buildSnapshot(t.ctx, TODAY);
    expect(national(await pool(orgs[0] as (typeof orgs)[0]), 'nurse')).toMatchObject({
      status: 'withheld',
      withheld_reason: 'too_recent',
    });
    const own = (
      await send(t, recent.account, 'GET', '/api/organisation/benchmarking')
    ).json<Contribution>();
    expect(own.eligible_report_id).toBeNull();
    // Three months later the same report counts.
    await buildSnapshot(t.ctx, addMonths(RECENT, 3));
    expect(national(await pool(orgs[0] as (typeof orgs)[0]), 'nurse')).toMatchObject({
      status: 'shown',
      people: 15,
    });
  });

  it('withholds a cell of fewer than 10 people and one where a contributor holds 26 %', async () => {
    await optIn((orgs[4] as (typeof orgs)[0]).account, true);
    for (const [i, name] of ['Theta', 'Iota', 'Kappa', 'Lambda', 'Mu'].entries()) {
      const o = orgs[i] as (typeof orgs)[0];
      void name;
      // Drivers: 9 people in 5 organisations. Clerks: 26 of 100 in the first.
      const people = [
        ...staff(i === 0 ? 1 : 2, 'Driver', { prefix: `d${i}` }),
        ...staff([26, 20, 18, 18, 18][i] ?? 0, 'Clerk', { prefix: `c${i}` }),
        ...staff(3, 'Nurse', { from: 6000 + i * 1000, prefix: `n${i}` }),
      ];
      o.reportId = await seedReport(t, o.account.organisationId, { people, periodEnd: OLD });
      const positions = ['Driver', 'Clerk'].map((position) => ({
        level: 'L1',
        position,
        role: position.toLowerCase(),
        seniority: 'mid',
      }));
      await send(t, o.account, 'PUT', '/api/benchmarking/mapping', { positions });
    }
    await buildSnapshot(t.ctx, TODAY);
    const answer = await pool(orgs[0] as (typeof orgs)[0]);
    expect(national(answer, 'driver')).toMatchObject({
      status: 'withheld',
      withheld_reason: 'too_few_people',
    });
    expect(national(answer, 'clerk')).toMatchObject({
      status: 'withheld',
      withheld_reason: 'dominant_contributor',
    });
  });

  it('is idempotent, and two workers at once write one snapshot with the same cells', async () => {
    const cells = () =>
      t.ctx.db
        .selectFrom('benchmark_snapshot_cells')
        .selectAll()
        .orderBy('role')
        .orderBy('seniority')
        .orderBy('region')
        .orderBy('measure')
        .execute();
    await buildSnapshot(t.ctx, TODAY);
    const once = await cells();
    const [a, b] = await Promise.all([
      buildSnapshot(t.ctx, TODAY),
      buildSnapshot(second.ctx, TODAY),
    ]);
    expect(a).toEqual(b);
    expect(await cells()).toEqual(once);
    expect(await t.ctx.db.selectFrom('benchmark_snapshots').selectAll().execute()).toHaveLength(1);
  });

  it('is a monthly job on pg-boss’s scheduler, one active at a time', async () => {
    const schedule = await sql<{ name: string; cron: string }>`
      SELECT name, cron FROM pgboss.schedule WHERE name = 'benchmark-snapshot'`.execute(t.ctx.db);
    expect(schedule.rows).toEqual([{ name: 'benchmark-snapshot', cron: '0 4 1 * *' }]);
    const queue = await sql<{ policy: string }>`
      SELECT policy FROM pgboss.queue WHERE name = 'benchmark-snapshot'`.execute(t.ctx.db);
    expect(queue.rows).toEqual([{ policy: 'singleton' }]);
  });

  it('runs from the operator’s command line', async () => {
    const lines: string[] = [];
    const code = await runAdmin(t.ctx, ['benchmark-snapshot'], {
      out: (line) => lines.push(line),
      confirm: async () => false,
    });
    expect(code).toBe(0);
    expect(lines.join('\n')).toMatch(
      /^Benchmark snapshot replaced: \d+ cells, \d+ shown, \d+ withheld\.$/,
    );
  });
});
