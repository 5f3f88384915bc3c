import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, permissions, roles, type Role } from '@parytet/contract/permissions';
import { allRoutes } from '@parytet/contract/routes';
import type { RouteDefinition } from '@parytet/contract/routes/define-route';
import { multipart } from '../reports/reports-kit.ts';
import {
  addMember,
  api,
  createOrgApp,
  createOrganisation,
  uniqueEmail,
  type Account,
  type TestApp,
} from './org-kit.ts';

/**
 * A valid body for every route that takes one, so the role check (not validation) decides.
 * A route added with a body and no sample here fails loudly.
 */
const SAMPLE_BODIES: Record<string, () => object> = {
  'PATCH /reports/pay-gap/:id': () => ({ label: 'Renamed' }),
  'POST /organisation/invitations': () => ({
    email: uniqueEmail('roles'),
    role: 'viewer',
    lang: 'en',
  }),
  'PATCH /organisation/members/:user_id': () => ({ role: 'viewer' }),
  'POST /organisation/transfer-ownership': () => ({ user_id: randomUUID() }),
  // A name that does not match: an allowed owner meets the confirmation, not the deletion.
  'DELETE /organisation': () => ({ name: 'Not this organisation' }),
};

const keyOf = (route: RouteDefinition) => `${route.method} ${route.path}`;
// Path parameters name nothing that exists: an allowed role gets past the check to a 404.
const urlOf = (route: RouteDefinition) =>
  `/api${route.path.replaceAll(/:(\w+)/g, () => randomUUID())}`;

let t: TestApp;
let close: () => Promise<void>;
const accounts = {} as Record<Role, Account>;

beforeAll(async () => {
  ({ t, close } = await createOrgApp());
  const owner = await createOrganisation(t);
  accounts.owner = owner;
  for (const role of roles.filter((r) => r !== 'owner')) {
    accounts[role] = await addMember(t, owner.organisationId, role);
  }
});
afterAll(() => close());

const call = (route: RouteDefinition, account: Account) => {
  const url = urlOf(route);
  if (route.body === 'multipart') {
    const form = multipart([{ name: 'label', value: 'Role check' }]);
    return t.app.inject({
      method: route.method,
      url,
      payload: form.payload,
      headers: { ...form.headers, ...account.auth, 'accept-language': 'en' },
    });
  }
  const sample = SAMPLE_BODIES[keyOf(route)];
  if (route.body && !sample) throw new Error(`No sample body for ${keyOf(route)}`);
  return api(t, account, route.method as 'GET', url, sample?.());
};

const guarded = allRoutes().filter((r) => r.permission && !r.feature);

describe('roles against every guarded route, from the permission map', () => {
  it('covers every permission the routes declare', () => {
    const used = new Set(guarded.map((r) => r.permission));
    for (const permission of used) expect(Object.keys(permissions)).toContain(permission);
    expect(guarded.length).toBeGreaterThan(10);
  });

  const cases = guarded.flatMap((route) =>
    roles.map((role) => [keyOf(route), role, route] as const),
  );

  it.each(cases)('%s as %s', async (key, role, route) => {
    const res = await call(route, accounts[role]);
    const refused =
      res.statusCode === 403 && res.json<{ error: string }>().error === 'FORBIDDEN_FOR_ROLE';
    const permission = route.permission;
    if (!permission) throw new Error(key);
    expect(refused, `${key} as ${role}: ${res.statusCode} ${res.body.slice(0, 160)}`).toBe(
      !can(role, permission),
    );
    if (refused) {
      expect(res.json<{ message: string }>().message).toContain('role');
    }
  });
});
