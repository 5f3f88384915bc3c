import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@parytet/contract/routes';
import { successStatus } from '@parytet/contract/routes/define-route';
import { createTestApp } from './helpers/test-context.ts';

/** The operations (method, path, answered statuses) the server documented before the table. */
/** Operations added after the route table, each by the issue that needed it. */
const ADDED_SINCE = [
  'GET /api/legal 200', // operator's legal details and plan prices (issue 12)
];

const BEFORE_ROUTE_TABLE = [
  'GET /api/auth/providers 200',
  'POST /api/auth/register 201,400,403,409,429',
  'POST /api/auth/register/verify 204,400,429',
  'POST /api/auth/register/resend 204,400,429',
  'POST /api/auth/login 200,400,401,403,429',
  'POST /api/auth/forgot-password 204,400,429',
  'POST /api/auth/forgot-password/reset 204,400,429',
  'GET /api/users/me 200,401',
  'GET /api/plans 200',
  'GET /api/reports/pay-gap 200,401',
  'GET /api/reports/pay-gap/limits 200,401',
  'POST /api/reports/pay-gap/upload 201,400,413',
  'GET /api/reports/pay-gap/example/download 200',
  'GET /api/reports/pay-gap/{id}/base 200,401,404',
  'GET /api/reports/pay-gap/{id}/adjusted 200,401,404',
  'GET /api/reports/pay-gap/{id}/salary-ranges 200,401,404',
  'GET /api/reports/pay-gap/{id}/extended-salary-ranges 200,401,404',
  'GET /api/reports/pay-gap/{id}/employees 200,401,404',
  'PATCH /api/reports/pay-gap/{id} 204,400,401,404',
  'DELETE /api/reports/pay-gap/{id} 204,401,404',
];

type Operation = { responses?: Record<string, unknown>; security?: unknown[] };

describe('OpenAPI document', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  const documented = (path: string) => `/api${path.replaceAll(/:(\w+)/g, '{$1}')}`;

  it('lists exactly the operations of the route table', () => {
    const table = allRoutes()
      .filter((r) => !r.hidden)
      .map((r) => `${r.method} ${documented(r.path)}`);
    expect(
      operations()
        .map((o) => `${o.method} ${o.path}`)
        .sort(),
    ).toEqual(table.sort());
  });

  it('lists the same operations and statuses as before the route table', () => {
    const now = operations().map(
      (o) => `${o.method} ${o.path} ${Object.keys(o.op.responses ?? {}).join(',')}`,
    );
    expect(now.sort()).toEqual([...BEFORE_ROUTE_TABLE, ...ADDED_SINCE].sort());
  });

  it('marks exactly the bearer routes as needing a token, with their success status', () => {
    for (const route of allRoutes().filter((r) => !r.hidden)) {
      const op = paths[documented(route.path)]?.[route.method.toLowerCase()];
      expect(op?.security !== undefined, route.path).toBe(route.auth === 'bearer');
      expect(Object.keys(op?.responses ?? {}), route.path).toContain(String(successStatus(route)));
    }
  });
});
