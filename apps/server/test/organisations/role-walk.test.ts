import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, roles, type Role } from '@parytet/contract/permissions';
import { allRoutes } from '@parytet/contract/routes';
import type { RouteDefinition } from '@parytet/contract/routes/define-route';
import { csv } from '../reports/csv-files.ts';
import { multipart, uploadAndWait } from '../reports/reports-kit.ts';
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
import { forbiddenFigures, leaksIn, SEED_ROWS } from './role-walk-seed.ts';

/**
 * Every route of the contract's route table, called by each role of one organisation whose
 * report holds small groups (one woman director, two women analysts). For every role: 403
 * FORBIDDEN_FOR_ROLE exactly where the permission map says. For the viewer (decisions §9):
 * no answer holds a per-person figure or a figure over fewer people than the minimum group size.
 * A route added to the table is walked at once: its path parameters are filled by name.
 */

type World = {
  reportId: string;
  exportId: string;
  dataExportId: string;
  letterId: string;
  invitationCode: string;
};

type Call = { url: string; body?: object; multipart?: true; validBody: boolean };
type Fixture = (w: World, caller: Account) => Promise<Partial<Call>> | Partial<Call>;

const keyOf = (route: RouteDefinition) => `${route.method} ${route.path}`;

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
let world: World;
const accounts = {} as Record<Role, Account>;

/** A member of the organisation made for one call that would remove or change its caller. */
const throwaway = (role: Role) => addMember(t, accounts.owner.organisationId, role);

/**
 * What a call needs beyond the path parameters filled by name (below): a valid body, or a target
 * that keeps the shared world intact for the next caller (the caller's own chat, a member made
 * for the call, an id that names nothing where the call would delete the report).
 */
/** Bands for the seeded levels, everyone inside them: the structure is no one's pay. */
const BANDS = {
  effective_from: '2000-01-01',
  basis: 'base',
  currency: 'PLN',
  bands: [
    { level: 'Analyst', job_family: null, min: 3000, mid: 6000, max: 9000 },
    { level: 'Director', job_family: null, min: 10000, mid: 20000, max: 40000 },
    { level: 'Specialist', job_family: null, min: 3000, mid: 4500, max: 6000 },
  ],
};

const FIXTURES: Record<string, Fixture> = {
  'PUT /salary-bands': () => ({ body: BANDS }),
  'POST /salary-bands/draft': (w) => ({ body: { report_id: w.reportId, method: 'percentiles' } }),
  'PUT /benchmarking/mapping': () => ({ body: { positions: [], locations: [] } }),
  'PUT /organisation/benchmarking': () => ({ body: { contribute: false } }),
  'PATCH /users/me': () => ({ body: { full_name: 'Walked User' } }),
  'POST /users/me/password': () => ({
    body: { current_password: 'Not-the-password1', new_password: 'Another-pass-2' },
  }),
  'DELETE /users/me': () => ({ body: { password: 'Not-the-password1' } }),
  'DELETE /organisation': () => ({ body: { name: 'Not this organisation' } }),
  'POST /reports/pay-gap/upload': () => ({ multipart: true }),
  'PATCH /reports/pay-gap/:id': (w) => ({
    url: `/api/reports/pay-gap/${w.reportId}`,
    body: { label: 'Walked report' },
  }),
  'DELETE /reports/pay-gap/:id': () => ({ url: `/api/reports/pay-gap/${randomUUID()}` }),
  'POST /auth/switch-organisation': (_w, caller) => ({
    body: { organisation_id: caller.organisationId },
  }),
  'POST /organisation/invitations': () => ({
    body: { email: uniqueEmail('walk'), role: 'viewer', lang: 'en' },
  }),
  'DELETE /organisation/invitations/:id': () => ({
    url: `/api/organisation/invitations/${randomUUID()}`,
  }),
  'PATCH /organisation/members/:user_id': async () => ({
    url: `/api/organisation/members/${(await throwaway('member')).userId}`,
    body: { role: 'viewer' },
  }),
  'DELETE /organisation/members/:user_id': async () => ({
    url: `/api/organisation/members/${(await throwaway('member')).userId}`,
  }),
  'POST /organisation/transfer-ownership': () => ({ body: { user_id: randomUUID() } }),
  'POST /reports/pay-gap/:id/exports': (w) => ({
    url: `/api/reports/pay-gap/${w.reportId}/exports`,
    body: { format: 'xlsx', lang: 'en' },
  }),
  'POST /reports/pay-gap/:id/letters': (w) => ({
    url: `/api/reports/pay-gap/${w.reportId}/letters`,
    body: { employee_id: 'W-DIR', lang: 'en' },
  }),
  'POST /reports/pay-gap/:id/assessment/records': (w) => ({
    url: `/api/reports/pay-gap/${w.reportId}/assessment/records`,
    body: { kind: 'justification', category: 'Director', criteria: ['skills'], text: 'Walk' },
  }),
  'DELETE /reports/pay-gap/:id/assessment/records/:recordId': (w) => ({
    url: `/api/reports/pay-gap/${w.reportId}/assessment/records/${randomUUID()}`,
  }),
  'POST /chats/start': () => ({
    url: '/api/chats/start?language=en',
    body: { prompt: 'What do we pay a Director?' },
  }),
  'POST /chats/:id/answer': async (_w, caller) => ({
    url: `/api/chats/${await ownChat(caller)}/answer`,
    body: { prompt: 'Director' },
  }),
  'PATCH /chats/:id': async (_w, caller) => ({
    url: `/api/chats/${await ownChat(caller)}`,
    body: { name: 'Walked chat' },
  }),
  'GET /chats/:id': async (_w, caller) => ({ url: `/api/chats/${await ownChat(caller)}` }),
  'DELETE /chats/:id': async (_w, caller) => ({ url: `/api/chats/${await ownChat(caller)}` }),
};

/** A chat of the caller's own (chats are personal), or a fresh id when it may not chat. */
const ownChat = async (caller: Account) => {
  const started = await api(t, caller, 'POST', '/api/chats/start?language=en', {
    prompt: 'What do we pay a Director?',
  });
  return started.statusCode === 201
    ? (started.json() as { chat_id: string }).chat_id
    : randomUUID();
};

/** Path parameters by name: a report's views take the seeded report, and so on. */
const paramFor = (path: string, name: string, w: World) => {
  if (name === 'id' && path.startsWith('/exports/')) return w.exportId;
  if (name === 'id' && path.startsWith('/organisation/exports/')) return w.dataExportId;
  if (name === 'id' && path.startsWith('/reports/pay-gap/')) return w.reportId;
  if (name === 'letterId') return w.letterId;
  if (name === 'code') return w.invitationCode;
  if (name === 'provider') return 'google';
  return randomUUID();
};

const callOf = async (route: RouteDefinition, caller: Account): Promise<Call> => {
  const fixture = (await FIXTURES[keyOf(route)]?.(world, caller)) ?? {};
  const url =
    fixture.url ??
    `/api${route.path.replaceAll(/:(\w+)/g, (_, name: string) => paramFor(route.path, name, world))}`;
  const validBody = route.body === undefined || fixture.body !== undefined;
  return { url, validBody, ...(fixture.body && { body: fixture.body }), ...fixture };
};

const send = async (route: RouteDefinition, caller: Account) => {
  const call = await callOf(route, caller);
  if (call.multipart) {
    const form = multipart([{ name: 'label', value: 'Walked upload' }]);
    const res = await t.app.inject({
      method: route.method,
      url: call.url,
      payload: form.payload,
      headers: { ...form.headers, ...caller.auth, 'accept-language': 'en' },
    });
    return { res, call: { ...call, validBody: true } };
  }
  // A route with a body and no fixture is still walked, with an empty body.
  const body = call.body ?? (route.body ? {} : undefined);
  const res = await api(t, caller, route.method as 'GET', call.url, body);
  return { res, call };
};

beforeAll(async () => {
  ({ t, smtp, close } = await createOrgApp({ queue: true }));
  accounts.owner = await createOrganisation(t, 'Walk Sp. z o.o.');
  for (const role of roles.filter((r) => r !== 'owner')) {
    accounts[role] = await addMember(t, accounts.owner.organisationId, role);
  }
  const ready = await uploadAndWait(
    t,
    accounts.owner,
    { fileName: 'walk.csv', data: csv(SEED_ROWS) },
    'Walk report',
  );
  expect(ready.report_ready, JSON.stringify(ready.error_details)).toBe(true);
  const letter = await api(t, accounts.owner, 'POST', `/api/reports/pay-gap/${ready.id}/letters`, {
    employee_id: 'W-DIR',
    lang: 'en',
  });
  expect(letter.statusCode, letter.body).toBe(201);
  const exported = await api(
    t,
    accounts.owner,
    'POST',
    `/api/reports/pay-gap/${ready.id}/exports`,
    {
      format: 'xlsx',
      lang: 'en',
    },
  );
  expect(exported.statusCode, exported.body).toBeLessThan(300);
  // The data ZIP, built, so that its status and download answer the roles that may read them.
  const archive = await api(t, accounts.owner, 'POST', '/api/organisation/exports');
  expect(archive.statusCode, archive.body).toBe(202);
  const dataExportId = (archive.json() as { id: string }).id;
  for (let status = ''; status !== 'ready';) {
    const row = await api(t, accounts.owner, 'GET', `/api/organisation/exports/${dataExportId}`);
    status = (row.json() as { status: string }).status;
    expect(status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const invitation = await invite(t, smtp, accounts.owner, uniqueEmail('pending'), 'viewer');
  const bands = await api(t, accounts.owner, 'PUT', '/api/salary-bands', BANDS);
  expect(bands.statusCode, bands.body).toBe(200);
  world = {
    reportId: ready.id,
    exportId: (exported.json() as { id: string }).id,
    dataExportId,
    letterId: (letter.json() as { id: string }).id,
    invitationCode: invitation.code,
  };
}, 120_000);
afterAll(() => close());

const routes = allRoutes();
const answers = new Map<Role, { key: string; body: string }[]>();

describe('every route of the route table, as each role', () => {
  it('has no fixture for a route that no longer exists', () => {
    const keys = new Set(routes.map(keyOf));
    expect(Object.keys(FIXTURES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(roles.map((role) => [role] as const))(
    'as %s: refused exactly where the permission map says',
    async (role) => {
      const seen: { key: string; body: string }[] = [];
      for (const route of routes) {
        const key = keyOf(route);
        const { res, call } = await send(route, accounts[role]);
        seen.push({ key, body: res.body });
        const refused =
          res.statusCode === 403 && res.json<{ error: string }>().error === 'FORBIDDEN_FOR_ROLE';
        const context = `${key} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (route.permission && !can(role, route.permission) && call.validBody) {
          expect(refused, context).toBe(true);
        } else {
          expect(refused, context).toBe(false);
        }
        // A read the role may make of the seeded world answers.
        if (route.method === 'GET' && route.auth === 'bearer' && !refused) {
          expect(res.statusCode, context).toBeLessThan(400);
        }
      }
      answers.set(role, seen);
    },
    120_000,
  );
});

describe('a viewer sees aggregates only (decisions §9)', () => {
  const forbidden = forbiddenFigures(3);

  it('the seeded report holds small-group figures the HR team sees', () => {
    const owner = answers.get('owner') ?? [];
    const shown = forbidden.filter((f) => owner.some((a) => leaksIn(a.body, [f]).length > 0));
    // The director's own pay and the two women analysts' average reach the HR team's views.
    expect(shown.map((f) => f.what)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Director'),
        expect.stringContaining('Analyst'),
      ]),
    );
  });

  it('no answer to a viewer holds a per-person figure or a figure over a small group', () => {
    const viewer = answers.get('viewer') ?? [];
    expect(viewer.length).toBe(routes.length);
    const leaks = viewer.flatMap((a) => leaksIn(a.body, forbidden).map((f) => `${a.key}: ${f}`));
    expect(leaks).toEqual([]);
  });

  it('says what it withheld and why', async () => {
    const res = await api(
      t,
      accounts.viewer,
      'GET',
      `/api/reports/pay-gap/${world.reportId}/adjusted`,
    );
    const director = (res.json() as { w1: { level: string }[] }).w1.find(
      (r) => r.level === 'Director',
    );
    expect(director).toMatchObject({
      average_salary_women: null,
      small_group: true,
      small_group_reasons: ['few_women'],
    });
  });
});
