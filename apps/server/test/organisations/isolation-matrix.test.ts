import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@parytet/contract/routes';
import type { RouteDefinition } from '@parytet/contract/routes/define-route';
import { validCsv } from '../reports/csv-files.ts';
import { uploadAndWait } from '../reports/reports-kit.ts';
import type { TestSmtpServer } from '../helpers/smtp.ts';
import {
  addMember,
  api,
  createOrgApp,
  createOrganisation,
  invite,
  uniqueEmail,
  type Account,
  type TestApp,
} from './org-kit.ts';

/**
 * Organisation A's things a user of organisation B may name in a path. B's user is B's owner, so
 * no role check can hide a leak: only the scoping of every query to the caller's organisation
 * answers 404.
 */
type World = {
  reportId: string;
  invitationId: string;
  invitationCode: string;
  memberId: string;
  chatId: string;
  exportId: string;
  dataExportId: string;
  letterId: string;
  recordId: string;
};

type Fixture = {
  params: (w: World) => Record<string, string>;
  query?: string;
  body?: object;
  /** Not 404, and why that is no leak. */
  expect?: { status: number; error?: string; why: string };
};

const report = { params: (w: World) => ({ id: w.reportId }) };
const member = { params: (w: World) => ({ user_id: w.memberId }) };
const chat = { params: (w: World) => ({ id: w.chatId }) };
const exported = { params: (w: World) => ({ id: w.exportId }) };
const dataExport = { params: (w: World) => ({ id: w.dataExportId }) };
/** Sign-in with a provider names no organisation's data; none is configured in this app. */
const provider = { params: () => ({ provider: 'google' }) };

/**
 * One fixture per route with a path parameter. A route added without one fails the test below:
 * add its fixture here (what of organisation A it names, and the body a valid call needs).
 */
const FIXTURES: Record<string, Fixture> = {
  'GET /reports/pay-gap/:id/base': report,
  'GET /reports/pay-gap/:id/adjusted': report,
  'GET /reports/pay-gap/:id/salary-ranges': report,
  'GET /reports/pay-gap/:id/extended-salary-ranges': report,
  'GET /reports/pay-gap/:id/employees': report,
  'PATCH /reports/pay-gap/:id': { ...report, body: { label: 'Taken over' } },
  'DELETE /reports/pay-gap/:id': report,
  'DELETE /organisation/invitations/:id': { params: (w) => ({ id: w.invitationId }) },
  'PATCH /organisation/members/:user_id': { ...member, body: { role: 'viewer' } },
  'DELETE /organisation/members/:user_id': member,
  'GET /auth/login/:provider': provider,
  'GET /auth/login/:provider/callback': { ...provider, query: 'code=c&state=s' },
  'GET /chats/:id': chat,
  'POST /chats/:id/answer': { ...chat, body: { prompt: 'Senior' } },
  'PATCH /chats/:id': { ...chat, body: { name: 'Taken over' } },
  'DELETE /chats/:id': chat,
  'GET /reports/pay-gap/:id/export.pdf': report,
  'GET /reports/pay-gap/:id/export.xlsx': report,
  'GET /reports/pay-gap/:id/document': report,
  'POST /reports/pay-gap/:id/exports': { ...report, body: { format: 'pdf', lang: 'en' } },
  'GET /exports/:id': exported,
  'GET /exports/:id/download': exported,
  'GET /organisation/exports/:id': dataExport,
  'GET /organisation/exports/:id/download': dataExport,
  'POST /reports/pay-gap/:id/letters': { ...report, body: { employee_id: '1', lang: 'en' } },
  'GET /reports/pay-gap/:id/letters': report,
  'GET /reports/pay-gap/:id/letters/:letterId/letter.pdf': {
    params: (w) => ({ id: w.reportId, letterId: w.letterId }),
  },
  'GET /reports/pay-gap/:id/indicators': report,
  'GET /reports/pay-gap/:id/assessment': report,
  'GET /reports/pay-gap/:id/salary-bands': report,
  'GET /reports/pay-gap/:id/benchmark': report,
  'GET /reports/pay-gap/:id/regression': report,
  'GET /reports/pay-gap/:id/comparison': report,
  'POST /reports/pay-gap/:id/assessment/records': {
    ...report,
    body: { kind: 'justification', category: 'L1', criteria: ['skills'], text: 'Taken over' },
  },
  'DELETE /reports/pay-gap/:id/assessment/records/:recordId': {
    params: (w) => ({ id: w.reportId, recordId: w.recordId }),
  },
  'POST /reports/pay-gap/:id/submission': { ...report, body: { submitted_on: '2025-01-01' } },
  'DELETE /reports/pay-gap/:id/submission': report,
  'GET /invitations/:code': {
    params: (w) => ({ code: w.invitationCode }),
    expect: {
      status: 200,
      why: 'the mailed code is the credential: whoever holds the link may read its invitation',
    },
  },
  'POST /invitations/:code/accept': {
    params: (w) => ({ code: w.invitationCode }),
    expect: {
      status: 403,
      error: 'INVITATION_EMAIL_MISMATCH',
      why: 'only the invited address may use the code; anyone else is refused and nothing is used',
    },
  },
};

const keyOf = (route: RouteDefinition) => `${route.method} ${route.path}`;
const withParams = (route: RouteDefinition) => /:\w+/.test(route.path);
const urlOf = (path: string, params: Record<string, string>, query?: string) =>
  `/api${path.replaceAll(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: the fixture gives no ${name}`);
    return encodeURIComponent(value);
  })}${query ? `?${query}` : ''}`;

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
let owner: Account;
let attacker: Account;
let world: World;

/** Everything of organisation A a call could change, as one comparable value. */
const snapshot = async (organisationId: string) => {
  const db = t.ctx.db;
  const count = (
    table:
      | 'chats'
      | 'report_exports'
      | 'organisation_exports'
      | 'information_requests'
      | 'assessment_records'
      | 'category_schemes',
  ) =>
    db
      .selectFrom(table)
      .select(sql<string>`count(*)`.as('n'))
      .where('organisation_id', '=', organisationId)
      .executeTakeFirstOrThrow();
  const chats = await db
    .selectFrom('chats')
    .leftJoin('chat_messages', 'chat_messages.chat_id', 'chats.id')
    .select(['chats.id', 'chats.name', sql<string>`count(chat_messages.id)`.as('messages')])
    .where('chats.organisation_id', '=', organisationId)
    .groupBy(['chats.id', 'chats.name'])
    .orderBy('chats.id')
    .execute();
  const reporting = await Promise.all(
    (
      [
        'chats',
        'report_exports',
        'organisation_exports',
        'information_requests',
        'assessment_records',
        'category_schemes',
      ] as const
    ).map(count),
  );
  const [reports, memberships, invitations, audit, results] = await Promise.all([
    db
      .selectFrom('reports')
      .select(['id', 'label', 'currency', 'period_start', 'period_end', 'status', 'submitted_on'])
      .where('organisation_id', '=', organisationId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('memberships')
      .select(['user_id', 'role'])
      .where('organisation_id', '=', organisationId)
      .orderBy('user_id')
      .execute(),
    db
      .selectFrom('invitations')
      .select(['id', 'role', 'used_at', 'revoked_at', 'expires_at'])
      .where('organisation_id', '=', organisationId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('audit_log')
      .select(sql<string>`count(*)`.as('n'))
      .where('organisation_id', '=', organisationId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('report_results')
      .innerJoin('reports', 'reports.id', 'report_results.report_id')
      .select(sql<string>`count(*)`.as('n'))
      .where('reports.organisation_id', '=', organisationId)
      .executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ reports, memberships, invitations, audit, results, chats, reporting });
};

beforeAll(async () => {
  ({ t, smtp, close } = await createOrgApp({ queue: true }));
  owner = await createOrganisation(t, 'Victim Sp. z o.o.');
  attacker = await createOrganisation(t, 'Attacker Sp. z o.o.');
  const memberA = await addMember(t, owner.organisationId, 'member');
  const ready = await uploadAndWait(
    t,
    owner,
    { fileName: 'a.csv', data: validCsv(30) },
    'Victim report',
  );
  expect(ready.report_ready).toBe(true);
  const invitation = await invite(t, smtp, owner, uniqueEmail('pending'), 'member');
  // Both on a plan with every feature, so no plan gate can answer before the scoping does.
  await t.ctx.db
    .updateTable('organisations')
    .set({ plan: 'ENTERPRISE' })
    .where('id', 'in', [owner.organisationId, attacker.organisationId])
    .execute();
  // Bands in force, so the report read against them answers its own owner.
  const bands = await api(t, owner, 'PUT', '/api/salary-bands', {
    effective_from: '2000-01-01',
    basis: 'base',
    currency: 'PLN',
    bands: [{ level: 'L1', job_family: null, min: 4000, mid: 5000, max: 6000 }],
  });
  expect(bands.statusCode, bands.body).toBe(200);
  const started = await api(t, owner, 'POST', '/api/chats/start?language=en', {
    prompt: 'What should I pay a developer?',
  });
  expect(started.statusCode, started.body).toBe(201);
  const mine = { organisation_id: owner.organisationId, report_id: ready.id };
  const inserted = await Promise.all([
    t.ctx.db
      .insertInto('report_exports')
      .values({
        ...mine,
        format: 'xlsx',
        lang: 'en',
        status: 'ready',
        progress: 100,
        file_name: 'victim.xlsx',
        data: Buffer.from('PK victim'),
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
    t.ctx.db
      .insertInto('information_requests')
      .values({
        ...mine,
        employee_id: '1',
        lang: 'en',
        requested_on: '2026-11-02',
        due_on: '2027-01-02',
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
    t.ctx.db
      .insertInto('assessment_records')
      .values({ ...mine, category: 'L1', kind: 'justification', body: 'Seniority.' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  ]);
  // A data ZIP really built (its file on disk), so that its own owner downloads it.
  const archive = await api(t, owner, 'POST', '/api/organisation/exports');
  expect(archive.statusCode, archive.body).toBe(202);
  const dataExportId = (archive.json() as { id: string }).id;
  for (let status = ''; status !== 'ready';) {
    status = (await api(t, owner, 'GET', `/api/organisation/exports/${dataExportId}`)).json()
      .status;
    expect(status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  world = {
    reportId: ready.id,
    invitationId: invitation.id,
    invitationCode: invitation.code,
    memberId: memberA.userId,
    chatId: (started.json() as { chat_id: string }).chat_id,
    exportId: inserted[0].id,
    dataExportId,
    letterId: inserted[1].id,
    recordId: inserted[2].id,
  };
}, 120_000);
afterAll(() => close());

describe('isolation matrix: another organisation’s ids', () => {
  const routes = allRoutes().filter(withParams);

  it('has a fixture for every route with a path parameter', () => {
    const missing = routes.map(keyOf).filter((key) => !(key in FIXTURES));
    expect(
      missing,
      `Routes without an isolation fixture; add them to FIXTURES in ${import.meta.filename}`,
    ).toEqual([]);
    // A fixture for a route that no longer exists is a sign the table moved on without it.
    expect(Object.keys(FIXTURES).filter((key) => !routes.some((r) => keyOf(r) === key))).toEqual(
      [],
    );
  });

  it.each(routes.map((route) => [keyOf(route), route] as const))(
    '%s answers another organisation’s user without a leak, and changes nothing',
    async (key, route) => {
      const fixture = FIXTURES[key];
      if (!fixture) throw new Error(`No isolation fixture for ${key}: add one to FIXTURES`);
      const url = urlOf(route.path, fixture.params(world), fixture.query);
      const before = await snapshot(owner.organisationId);
      const res = await api(t, attacker, route.method as 'GET', url, fixture.body);
      const expected = fixture.expect ?? { status: 404, error: 'NOT_FOUND' };
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBe(expected.status);
      if (expected.error) expect(res.json()).toMatchObject({ error: expected.error });
      expect(await snapshot(owner.organisationId)).toBe(before);

      // The fixture names something real: its own organisation's owner reads it.
      if (route.method === 'GET' && route.auth === 'bearer') {
        const own = await api(t, owner, 'GET', url);
        expect(own.statusCode, `${key} for its own owner`).toBe(200);
      }
    },
  );
});
