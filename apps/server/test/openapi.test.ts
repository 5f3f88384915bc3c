import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@parytet/contract/routes';
import { successStatus } from '@parytet/contract/routes/define-route';
import { createTestApp } from './helpers/test-context.ts';

/** The operations (method, path, answered statuses) the server documented before the table. */
/** Operations added after the route table, each by the issue that needed it. */
const ADDED_SINCE = [
  'GET /api/legal 200', // operator's legal details and plan prices
  // Self-service: the profile, the plans and the trial.
  'PATCH /api/users/me 204,400,401',
  'POST /api/users/me/password 200,400,401',
  'DELETE /api/users/me 204,400,401,409',
  // The data ZIP, built in the background (it replaced GET /api/organisation/export, which
  // built it on the request).
  'POST /api/organisation/exports 202,401,429',
  'GET /api/organisation/exports/{id} 200,401,404',
  'GET /api/organisation/exports/{id}/download 200',
  'DELETE /api/organisation 204,400,401',
  // The assistant chat.
  'GET /api/chats/ 200,401,403',
  'GET /api/chats/profile 200,401,403',
  'POST /api/chats/start 201,400,401,403',
  'GET /api/chats/{id} 200,401,403,404',
  'POST /api/chats/{id}/answer 200,400,401,403,404',
  'PATCH /api/chats/{id} 204,400,401,403,404',
  'DELETE /api/chats/{id} 204,401,403,404',
  // Google and Microsoft sign-in
  'GET /api/auth/login/{provider} 302,400,404,429',
  'GET /api/auth/login/{provider}/callback 200,400,404,409,429',
  'POST /api/auth/register/social 200,400,401,409,429',
  // Organisations, members, invitations and the audit log
  'GET /api/organisations 200,401',
  'POST /api/auth/switch-organisation 200,400,401,404',
  'POST /api/organisation/invitations 201,400,401,409',
  'DELETE /api/organisation/invitations/{id} 204,401,404',
  'GET /api/invitations/{code} 200,400,429', // rate-limited per address
  'POST /api/invitations/{code}/accept 200,400,401,403,409',
  'GET /api/organisation/members 200,401',
  'PATCH /api/organisation/members/{user_id} 204,400,401,404,409',
  'DELETE /api/organisation/members/{user_id} 204,401,404,409',
  'POST /api/organisation/leave 204,401,409',
  'POST /api/organisation/transfer-ownership 204,400,401,404',
  'GET /api/organisation/audit-log 200,400,401',
  // Reports to hand on and Article 7 letters.
  'GET /api/reports/pay-gap/{id}/export.pdf 200',
  'GET /api/reports/pay-gap/{id}/export.xlsx 200',
  'GET /api/reports/pay-gap/{id}/document 200,401,404,409',
  'POST /api/reports/pay-gap/{id}/exports 202,400,401,404,409,429', // TOO_MANY_EXPORTS
  'GET /api/exports/{id} 200,401,404',
  'GET /api/exports/{id}/download 200',
  'POST /api/reports/pay-gap/{id}/letters 201,400,401,404,409',
  'GET /api/reports/pay-gap/{id}/letters 200,401,404',
  'GET /api/reports/pay-gap/{id}/letters/{letterId}/letter.pdf 200',
  // EU Pay Transparency reporting
  'GET /api/reports/pay-gap/{id}/indicators 200,401,403,404',
  'GET /api/reports/pay-gap/{id}/assessment 200,401,403,404',
  'POST /api/reports/pay-gap/{id}/assessment/records 201,400,401,403,404',
  'DELETE /api/reports/pay-gap/{id}/assessment/records/{recordId} 204,401,403,404',
  // Recording the report's submission (decisions §8).
  'POST /api/reports/pay-gap/{id}/submission 200,400,401,403,404,409',
  'DELETE /api/reports/pay-gap/{id}/submission 204,401,403,404',
  'GET /api/reporting/categories 200,401,403',
  'PUT /api/reporting/categories 200,400,401,403',
  'GET /api/reporting/categories/versions 200,401,403',
  // Salary bands (decisions §10).
  'GET /api/salary-bands 200,401,403',
  'PUT /api/salary-bands 200,400,401,403',
  'GET /api/salary-bands/versions 200,401,403',
  'POST /api/salary-bands/draft 200,400,401,403,404,409',
  'GET /api/reports/pay-gap/{id}/salary-bands 200,401,403,404,409,422',
  // The regression models, the comparison and the trend
  'GET /api/reports/pay-gap/{id}/regression 200,400,401,403,404',
  'GET /api/reports/pay-gap/{id}/comparison 200,400,401,403,404',
  'GET /api/reporting/trend 200,401,403',
  'GET /api/reporting/regression-model 200,401,403',
  'PUT /api/reporting/regression-model 200,400,401,403',
  // Benchmarking (decisions §10).
  'GET /api/benchmarking/roles 200,401,403',
  'GET /api/benchmarking/mapping 200,401,403,404,409',
  'PUT /api/benchmarking/mapping 200,400,401,403,404,409',
  'GET /api/reports/pay-gap/{id}/benchmark 200,401,403,404,409,422',
  'GET /api/organisation/benchmarking 200,401,403',
  'PUT /api/organisation/benchmarking 200,400,401,403',
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
  'POST /api/reports/pay-gap/upload 201,400,413,429', // TOO_MANY_UPLOADS
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
    // A route that checks the caller's role or plan feature may also answer 403.
    const checked = new Set(
      allRoutes()
        .filter((r) => (r.permission ?? r.feature) && Object.keys(r.responses).length > 0)
        .map((r) => `${r.method} ${documented(r.path)}`),
    );
    const withRoleChecks = (line: string) => {
      const [method, path, statuses = ''] = line.split(' ');
      if (!checked.has(`${method} ${path}`)) return line;
      const all = new Set([...statuses.split(','), '403']);
      return `${method} ${path} ${[...all].sort().join(',')}`;
    };
    expect(now.sort()).toEqual([...BEFORE_ROUTE_TABLE, ...ADDED_SINCE].map(withRoleChecks).sort());
  });

  it('marks exactly the bearer routes as needing a token, with their success status', () => {
    for (const route of allRoutes().filter((r) => !r.hidden)) {
      const op = paths[documented(route.path)]?.[route.method.toLowerCase()];
      expect(op?.security !== undefined, route.path).toBe(route.auth === 'bearer');
      expect(Object.keys(op?.responses ?? {}), route.path).toContain(String(successStatus(route)));
    }
  });
});
