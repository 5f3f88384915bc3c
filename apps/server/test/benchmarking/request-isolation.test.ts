import { benchmarkingRoutes } from '@parytet/contract/routes/benchmarking';
import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '#modules/benchmark-pool/index.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { addMember, createAccount, type Account, type TestApp } from '../reports/reports-kit.ts';
import { send } from '../reporting/reporting-kit.ts';
import { seedReport, staff } from './benchmark-kit.ts';

/**
 * No request reaches another organisation's rows (decisions §10): every SQL statement the
 * benchmarking routes (and the market draft of salary bands) send while one organisation calls
 * them is captured; none names another organisation's id or report, and every statement on an
 * organisation's tables is scoped to the caller's. Only the snapshot (aggregates, no
 * organisation column) is read without a scope. The snapshot job, run here beside them, is the
 * one place that reads across organisations, and it is not reachable from any route.
 */

const SCOPED_TABLES = [
  'reports',
  'report_results',
  'report_employees',
  'report_employee_rows',
  'report_level_groups',
  'report_position_groups',
  'benchmark_position_mappings',
  'benchmark_location_mappings',
  'audit_log',
  'organisations',
  'salary_band_versions',
];

type Statement = { sql: string; parameters: readonly unknown[] };
const compiler = new PostgresQueryCompiler();
let captured: Statement[] | null = null;
const capture: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs) => {
    captured?.push(compiler.compileQuery(args.node, args.queryId));
    return args.node;
  },
  transformResult: async (args: PluginTransformResultArgs) => args.result,
};

let t: TestApp;
let victim: Account;
let caller: Account;
let viewer: Account;
let victimReport: string;
let callerReport: string;
const VICTIM_NAME = 'Victim Pool Sp. z o.o.';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  victim = await createAccount(t, { plan: 'MASTER' });
  await t.ctx.db
    .updateTable('organisations')
    .set({ name: VICTIM_NAME })
    .where('id', '=', victim.organisationId)
    .execute();
  victimReport = await seedReport(t, victim.organisationId, {
    people: staff(12, 'Nurse', { from: 7777, location: 'Gdańsk' }),
    periodEnd: '2020-12-31',
  });
  const positions = [{ level: 'L1', position: 'Nurse', role: 'nurse', seniority: 'mid' }];
  await send(t, victim, 'PUT', '/api/benchmarking/mapping', { positions });
  await send(t, victim, 'PUT', '/api/organisation/benchmarking', { contribute: true });
  caller = await createAccount(t, { plan: 'MASTER' });
  viewer = await addMember(t, caller, 'viewer');
  callerReport = await seedReport(t, caller.organisationId, {
    people: staff(6, 'Nurse', { from: 5000, location: 'Gdańsk' }),
    periodEnd: '2020-12-31',
  });
  await send(t, caller, 'PUT', '/api/organisation/benchmarking', { contribute: true });
  await buildSnapshot(t.ctx, new Date().toISOString().slice(0, 10));
  t.ctx.db = t.ctx.db.withPlugin(capture);
}, 60_000);
afterAll(() => t.close());

/** Every benchmarking route, as the caller's owner and viewer; each statement they caused. */
const walk = async () => {
  captured = [];
  const bodies: string[] = [];
  const report = (q: string) => `/api/reports/pay-gap/${callerReport}/benchmark${q}`;
  const calls: [Account, 'GET' | 'PUT' | 'POST', string, object?][] = [
    [caller, 'GET', '/api/benchmarking/roles'],
    [caller, 'GET', '/api/benchmarking/mapping'],
    [caller, 'GET', `/api/benchmarking/mapping?report_id=${callerReport}`],
    [
      caller,
      'PUT',
      '/api/benchmarking/mapping',
      { positions: [{ level: 'L1', position: 'Nurse', role: 'nurse', seniority: 'mid' }] },
    ],
    [caller, 'GET', report('?source=market')],
    [caller, 'GET', report('?source=pool')],
    [viewer, 'GET', report('?source=pool')],
    [caller, 'GET', '/api/organisation/benchmarking'],
    [caller, 'PUT', '/api/organisation/benchmarking', { contribute: true }],
    [caller, 'POST', '/api/salary-bands/draft', { report_id: callerReport, method: 'market' }],
    [
      caller,
      'POST',
      '/api/salary-bands/draft',
      { report_id: callerReport, method: 'market', benchmark_source: 'pool' },
    ],
    // Naming the other organisation's report: 404, and still nothing of it is read.
    [caller, 'GET', `/api/reports/pay-gap/${victimReport}/benchmark?source=pool`],
    [caller, 'GET', `/api/benchmarking/mapping?report_id=${victimReport}`],
  ];
  for (const [account, method, url, body] of calls) {
    const res = await send(t, account, method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(
      url.includes(victimReport) ? 405 : 300,
    );
    bodies.push(res.body);
  }
  const statements = captured;
  captured = null;
  return { statements, bodies, calls };
};

describe('benchmarking requests read only the caller’s organisation and the snapshot', () => {
  it('walks every benchmarking route', async () => {
    const { calls } = await walk();
    const walked = new Set(
      calls.map(
        ([, method, url]) => `${method} ${url.split('?')[0]?.replace(/[0-9a-f-]{36}/, ':id')}`,
      ),
    );
    for (const route of Object.values(benchmarkingRoutes)) {
      expect(walked, route.path).toContain(`${route.method} /api${route.path}`);
    }
  });

  it('sends no statement naming another organisation, and scopes every one to the caller', async () => {
    const { statements } = await walk();
    expect(statements.length).toBeGreaterThan(10);
    for (const s of statements) {
      const params = s.parameters.map(String);
      expect(params, s.sql).not.toContain(victim.organisationId);
      // The other organisation's report id only where the caller named it, under its own scope.
      if (params.includes(victimReport)) expect(params, s.sql).toContain(caller.organisationId);
      const touched = SCOPED_TABLES.filter((table) => new RegExp(`"${table}"`).test(s.sql));
      if (touched.length > 0) {
        expect(params, `${s.sql} is not scoped to the caller`).toContain(caller.organisationId);
      }
    }
    // The one unscoped read: the snapshot of aggregates.
    const unscoped = statements.filter(
      (s) => !s.parameters.map(String).includes(caller.organisationId),
    );
    for (const s of unscoped) {
      expect(s.sql, s.sql).toMatch(
        /"benchmark_snapshot(s|_cells)"|"users"|"memberships"|"sessions"/,
      );
    }
  });

  it('answers no other organisation’s id, name or figure', async () => {
    const { bodies } = await walk();
    const text = bodies.join('\n');
    expect(text).not.toContain(victim.organisationId);
    expect(text).not.toContain(victimReport);
    expect(text).not.toContain(VICTIM_NAME);
    // The victim's nurses were paid 7 777 and up; one contributor alone never makes a cell.
    expect(text).not.toMatch(/\b7777\b/);
  });
});
