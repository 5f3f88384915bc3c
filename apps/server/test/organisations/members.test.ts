import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogResponse, MembersResponse } from '@parytet/contract/organisations';
import {
  PASSWORD,
  accountFor,
  addMember,
  addMembership,
  api,
  auditActions,
  createOrgApp,
  createOrganisation,
  type TestApp,
} from './org-kit.ts';

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await createOrgApp());
});
afterAll(() => close());

const roleOf = async (organisationId: string, userId: string) =>
  (
    await t.ctx.db
      .selectFrom('memberships')
      .select('role')
      .where('organisation_id', '=', organisationId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.role;

describe('members', () => {
  it('are listed with name, e-mail, role and joined date', async () => {
    const owner = await createOrganisation(t);
    const viewer = await addMember(t, owner.organisationId, 'viewer');
    const res = await api(t, viewer, 'GET', '/api/organisation/members');
    expect(res.statusCode).toBe(200);
    const body = res.json<MembersResponse>();
    expect(body.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [viewer.email, 'viewer'],
    ]);
    expect(body.members[0]?.full_name).toBe('Olga Owner');
    expect(Date.parse(body.members[0]?.joined_at ?? '')).not.toBeNaN();
    expect(body.invitations).toEqual([]);
  });

  it('change roles within what the caller may assign; only an owner touches an owner', async () => {
    const owner = await createOrganisation(t);
    const admin = await addMember(t, owner.organisationId, 'admin');
    const member = await addMember(t, owner.organisationId, 'member');
    const url = (id: string) => `/api/organisation/members/${id}`;

    expect((await api(t, admin, 'PATCH', url(member.userId), { role: 'viewer' })).statusCode).toBe(
      204,
    );
    expect(await roleOf(owner.organisationId, member.userId)).toBe('viewer');

    const promote = await api(t, admin, 'PATCH', url(member.userId), { role: 'owner' });
    expect(promote.json()).toMatchObject({ error: 'FORBIDDEN_FOR_ROLE' });
    const demoteOwner = await api(t, admin, 'PATCH', url(owner.userId), { role: 'member' });
    expect(demoteOwner.json()).toMatchObject({ error: 'FORBIDDEN_FOR_ROLE' });
    expect(await roleOf(owner.organisationId, owner.userId)).toBe('owner');

    const unknown = await api(t, owner, 'PATCH', url('not-a-uuid'), { role: 'member' });
    expect(unknown.statusCode).toBe(404);

    const audit = await auditActions(t, owner.organisationId);
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'member.role_changed',
        target: member.email,
        actor_id: admin.userId,
        details: { from: 'member', to: 'viewer' },
      }),
    );
  });

  it('never leave an organisation without an owner', async () => {
    const owner = await createOrganisation(t);
    const self = `/api/organisation/members/${owner.userId}`;
    const demote = await api(t, owner, 'PATCH', self, { role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ error: 'LAST_OWNER' });
    expect((await api(t, owner, 'DELETE', self)).json()).toMatchObject({ error: 'LAST_OWNER' });
    // The owner has another organisation, so only the owner rule stops it leaving.
    const other = await createOrganisation(t);
    await addMembership(t, owner.userId, other.organisationId, 'member');
    const leave = await api(t, owner, 'POST', '/api/organisation/leave');
    expect(leave.json()).toMatchObject({ error: 'LAST_OWNER' });

    // With a second owner, the first may step down.
    const second = await addMember(t, owner.organisationId, 'owner');
    expect((await api(t, second, 'PATCH', self, { role: 'admin' })).statusCode).toBe(204);
    expect(await roleOf(owner.organisationId, owner.userId)).toBe('admin');
  });

  it('can be removed, after which their token for the organisation authenticates no more', async () => {
    const owner = await createOrganisation(t);
    const member = await addMember(t, owner.organisationId, 'member');
    expect((await api(t, member, 'GET', '/api/users/me')).statusCode).toBe(200);
    const res = await api(t, owner, 'DELETE', `/api/organisation/members/${member.userId}`);
    expect(res.statusCode).toBe(204);
    expect((await api(t, member, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect(await auditActions(t, owner.organisationId)).toContainEqual(
      expect.objectContaining({ action: 'member.removed', target: member.email }),
    );
  });

  it('may leave an organisation, but not their only one', async () => {
    const owner = await createOrganisation(t);
    const member = await addMember(t, owner.organisationId, 'member');
    const only = await api(t, member, 'POST', '/api/organisation/leave');
    expect(only.statusCode).toBe(409);
    expect(only.json()).toMatchObject({ error: 'ONLY_ORGANISATION' });

    const home = await createOrganisation(t);
    await addMembership(t, member.userId, home.organisationId, 'viewer');
    expect((await api(t, member, 'POST', '/api/organisation/leave')).statusCode).toBe(204);
    expect(await roleOf(owner.organisationId, member.userId)).toBeUndefined();
    expect(await auditActions(t, owner.organisationId)).toContainEqual(
      expect.objectContaining({ action: 'member.left', actor_id: member.userId }),
    );
  });

  it('receive ownership from the owner, who stays as admin', async () => {
    const owner = await createOrganisation(t);
    const admin = await addMember(t, owner.organisationId, 'admin');
    const byAdmin = await api(t, admin, 'POST', '/api/organisation/transfer-ownership', {
      user_id: owner.userId,
    });
    expect(byAdmin.json()).toMatchObject({ error: 'FORBIDDEN_FOR_ROLE' });
    const res = await api(t, owner, 'POST', '/api/organisation/transfer-ownership', {
      user_id: admin.userId,
    });
    expect(res.statusCode).toBe(204);
    expect(await roleOf(owner.organisationId, admin.userId)).toBe('owner');
    expect(await roleOf(owner.organisationId, owner.userId)).toBe('admin');
    const stranger = await createOrganisation(t);
    const outside = await api(t, admin, 'POST', '/api/organisation/transfer-ownership', {
      user_id: stranger.userId,
    });
    expect(outside.statusCode).toBe(404);
    expect(await auditActions(t, owner.organisationId)).toContainEqual(
      expect.objectContaining({ action: 'ownership.transferred', target: admin.email }),
    );
  });
});

describe('switching organisations', () => {
  it('lists the caller’s organisations and answers a token for another one', async () => {
    const first = await createOrganisation(t, 'First Sp. z o.o.');
    const second = await createOrganisation(t, 'Second Sp. z o.o.');
    await addMembership(t, first.userId, second.organisationId, 'viewer');

    const list = await api(t, first, 'GET', '/api/organisations');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        { id: first.organisationId, name: 'First Sp. z o.o.', role: 'owner', acting: true },
        { id: second.organisationId, name: 'Second Sp. z o.o.', role: 'viewer', acting: false },
      ]),
    );

    const switched = await api(t, first, 'POST', '/api/auth/switch-organisation', {
      organisation_id: second.organisationId,
    });
    expect(switched.statusCode).toBe(200);
    const { token } = switched.json<{ token: string }>();
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ organisation_id: second.organisationId, role: 'viewer' });

    // A fresh login acts for the organisation last switched to.
    const login = await api(t, null, 'POST', '/api/auth/login', {
      email: first.email,
      password: PASSWORD,
    });
    const loginMe = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    expect(loginMe.json()).toMatchObject({ organisation_id: second.organisationId });
  });

  it('refuses an organisation the caller is not a member of with 404', async () => {
    const mine = await createOrganisation(t);
    const theirs = await createOrganisation(t);
    const res = await api(t, mine, 'POST', '/api/auth/switch-organisation', {
      organisation_id: theirs.organisationId,
    });
    expect(res.statusCode).toBe(404);
    const forged = await accountFor(t, mine, theirs.organisationId);
    expect((await api(t, forged, 'GET', '/api/users/me')).statusCode).toBe(401);
  });
});

describe('audit log', () => {
  it('is paged, newest first, with the total', async () => {
    const owner = await createOrganisation(t);
    const members = [];
    for (const role of ['member', 'viewer', 'admin'] as const) {
      members.push(await addMember(t, owner.organisationId, role));
    }
    for (const m of members) {
      await api(t, owner, 'PATCH', `/api/organisation/members/${m.userId}`, { role: 'viewer' });
    }
    await api(t, owner, 'DELETE', `/api/organisation/members/${members[0]?.userId ?? ''}`);
    const page1 = await api(t, owner, 'GET', '/api/organisation/audit-log?page=1&page_size=2');
    expect(page1.statusCode).toBe(200);
    const body = page1.json<AuditLogResponse>();
    expect(body.total).toBe(3);
    expect(body.items.map((i) => i.action)).toEqual(['member.removed', 'member.role_changed']);
    expect(body.items[0]).toMatchObject({ actor_email: owner.email, target: members[0]?.email });
    const page2 = (
      await api(t, owner, 'GET', '/api/organisation/audit-log?page=2&page_size=2')
    ).json<AuditLogResponse>();
    expect(page2.items.map((i) => i.target)).toEqual([members[0]?.email]);
    const bad = await api(t, owner, 'GET', '/api/organisation/audit-log?page_size=1000');
    expect(bad.statusCode).toBe(400);
  });
});
