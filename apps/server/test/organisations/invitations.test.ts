import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtpServer } from '../helpers/smtp.ts';
import {
  PASSWORD,
  accountFor,
  addMember,
  api,
  createOrgApp,
  createOrganisation,
  createUser,
  invite,
  uniqueEmail,
  type TestApp,
} from './org-kit.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await createOrgApp());
});
afterAll(() => close());

const signUp = (email: string, code: string, overrides: Record<string, unknown> = {}) =>
  api(t, null, 'POST', '/api/auth/register', {
    email,
    password: PASSWORD,
    full_name: 'Celina Colleague',
    job_title: 'Payroll',
    lang: 'en',
    invitation_code: code,
    ...overrides,
  });

const login = (email: string) =>
  api(t, null, 'POST', '/api/auth/login', { email, password: PASSWORD });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const meWith = async (token: string) =>
  (await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).json<{
    organisation_id: string;
    role: string;
    email: string;
  }>();

describe('invitations', () => {
  it('mail a link in the chosen language that the invite screen can read without login', async () => {
    const owner = await createOrganisation(t, 'Invite Preview Sp. z o.o.');
    const email = uniqueEmail('Preview');
    const { code, mail } = await invite(t, smtp, owner, email, 'admin', 'pl');
    expect(mail.subject).toContain('Invite Preview Sp. z o.o.');
    expect(mail.text).toContain('Olga Owner zaprasza Cię');
    expect(mail.text).toContain('7 dni');

    const preview = await api(t, null, 'GET', `/api/invitations/${code}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      organisation_name: 'Invite Preview Sp. z o.o.',
      inviter_name: 'Olga Owner',
      email: email.toLowerCase(),
      role: 'admin',
      account_exists: false,
    });
    // Only the hash is stored.
    const stored = await t.ctx.db.selectFrom('invitations').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(code);
  });

  it('let a new user sign up verified, join the inviting organisation and log in at once', async () => {
    const owner = await createOrganisation(t);
    const email = uniqueEmail('newcomer');
    const { code } = await invite(t, smtp, owner, email, 'member');
    const res = await signUp(email, code);
    expect(res.statusCode).toBe(201);

    // No organisation of its own, no verification mail: the invitation proved the address.
    const logged = await login(email);
    expect(logged.statusCode).toBe(200);
    const me = await meWith(logged.json<{ token: string }>().token);
    expect(me).toMatchObject({ organisation_id: owner.organisationId, role: 'member' });
    const memberships = await t.ctx.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select('memberships.organisation_id')
      .where('users.email', '=', email)
      .execute();
    expect(memberships).toEqual([{ organisation_id: owner.organisationId }]);

    // The code worked once.
    expect((await api(t, null, 'GET', `/api/invitations/${code}`)).json()).toMatchObject({
      error: 'INVALID_INVITATION',
    });
    const again = await signUp(uniqueEmail('other'), code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'INVALID_INVITATION' });
  });

  it('refuse a sign-up with an address other than the invited one, and use nothing', async () => {
    const owner = await createOrganisation(t);
    const email = uniqueEmail('invited');
    const { code } = await invite(t, smtp, owner, email);
    const other = uniqueEmail('impostor');
    const res = await signUp(other, code);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'INVITATION_EMAIL_MISMATCH' });
    const user = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', other)
      .executeTakeFirst();
    expect(user).toBeUndefined();
    expect((await signUp(email, code)).statusCode).toBe(201);
  });

  it('let an existing user accept when logged in with the invited address, and answer a token for it', async () => {
    const owner = await createOrganisation(t, 'Joined Sp. z o.o.');
    const elsewhere = await createOrganisation(t, 'Home Sp. z o.o.');
    const { code } = await invite(t, smtp, owner, elsewhere.email, 'viewer');
    const preview = await api(t, null, 'GET', `/api/invitations/${code}`);
    expect(preview.json()).toMatchObject({ account_exists: true });

    const accepted = await api(t, elsewhere, 'POST', `/api/invitations/${code}/accept`);
    expect(accepted.statusCode).toBe(200);
    const me = await meWith(accepted.json<{ token: string }>().token);
    expect(me).toMatchObject({ organisation_id: owner.organisationId, role: 'viewer' });

    // The older token still acts for the home organisation; a new login for the joined one.
    expect((await meWith(elsewhere.token)).organisation_id).toBe(elsewhere.organisationId);
    const logged = await login(elsewhere.email);
    expect((await meWith(logged.json<{ token: string }>().token)).organisation_id).toBe(
      owner.organisationId,
    );

    const reused = await api(t, elsewhere, 'POST', `/api/invitations/${code}/accept`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'INVALID_INVITATION' });
  });

  it('refuse acceptance by a user logged in with another address', async () => {
    const owner = await createOrganisation(t);
    const { code } = await invite(t, smtp, owner, uniqueEmail('someone'));
    const stranger = await createOrganisation(t);
    const res = await api(t, stranger, 'POST', `/api/invitations/${code}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'INVITATION_EMAIL_MISMATCH' });
    const row = await t.ctx.db
      .selectFrom('invitations')
      .select('used_at')
      .where('organisation_id', '=', owner.organisationId)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('stop working after 7 days', async () => {
    const owner = await createOrganisation(t);
    const email = uniqueEmail('late');
    const { id, code } = await invite(t, smtp, owner, email);
    const row = await t.ctx.db
      .selectFrom('invitations')
      .select(['created_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(
      7 * 24 * 3600 * 1000 - 60_000,
    );
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(
      7 * 24 * 3600 * 1000 + 60_000,
    );
    // The clock moves on: the invitation's week is over.
    await t.ctx.db
      .updateTable('invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expect((await api(t, null, 'GET', `/api/invitations/${code}`)).statusCode).toBe(400);
    const res = await signUp(email, code);
    expect(res.json()).toMatchObject({ error: 'INVALID_INVITATION' });
    const members = await api(t, owner, 'GET', '/api/organisation/members');
    expect(members.json<{ invitations: unknown[] }>().invitations).toEqual([]);
  });

  it('can be revoked, after which the link is invalid', async () => {
    const owner = await createOrganisation(t);
    const email = uniqueEmail('revoked');
    const { id, code } = await invite(t, smtp, owner, email);
    const listed = await api(t, owner, 'GET', '/api/organisation/members');
    expect(listed.json<{ invitations: { id: string }[] }>().invitations.map((i) => i.id)).toEqual([
      id,
    ]);
    expect((await api(t, owner, 'DELETE', `/api/organisation/invitations/${id}`)).statusCode).toBe(
      204,
    );
    expect((await api(t, owner, 'DELETE', `/api/organisation/invitations/${id}`)).statusCode).toBe(
      404,
    );
    const res = await signUp(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_INVITATION' });
  });

  it('replace an earlier pending invitation to the same address', async () => {
    const owner = await createOrganisation(t);
    const email = uniqueEmail('twice');
    const first = await invite(t, smtp, owner, email, 'viewer');
    const second = await invite(t, smtp, owner, email, 'member');
    expect((await api(t, null, 'GET', `/api/invitations/${first.code}`)).statusCode).toBe(400);
    expect((await api(t, null, 'GET', `/api/invitations/${second.code}`)).json()).toMatchObject({
      role: 'member',
    });
  });

  it('refuse inviting a member, a role above the inviter, and a verified address to sign up again', async () => {
    const owner = await createOrganisation(t);
    const admin = await addMember(t, owner.organisationId, 'admin');
    const already = await api(t, owner, 'POST', '/api/organisation/invitations', {
      email: admin.email,
      role: 'member',
      lang: 'en',
    });
    expect(already.json()).toMatchObject({ error: 'ALREADY_A_MEMBER' });
    const upward = await api(t, admin, 'POST', '/api/organisation/invitations', {
      email: uniqueEmail('boss'),
      role: 'owner',
      lang: 'en',
    });
    expect(upward.statusCode).toBe(403);
    expect(upward.json()).toMatchObject({ error: 'FORBIDDEN_FOR_ROLE' });

    const existing = await createUser(t, 'existing');
    const { code } = await invite(t, smtp, admin, existing.email, 'viewer');
    const res = await signUp(existing.email, code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'USER_ALREADY_EXISTS' });
    // Logged in, the same user accepts instead.
    const home = await createOrganisation(t);
    await t.ctx.db
      .insertInto('memberships')
      .values({ user_id: existing.userId, organisation_id: home.organisationId, role: 'owner' })
      .execute();
    const account = await accountFor(t, existing, home.organisationId);
    expect((await api(t, account, 'POST', `/api/invitations/${code}/accept`)).statusCode).toBe(200);
  });

  it('answer an unknown code with INVALID_INVITATION in the caller’s language', async () => {
    const res = await t.app.inject({
      url: '/api/invitations/nonsense',
      headers: { 'accept-language': 'pl' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_INVITATION' });
    expect(res.json<{ message: string }>().message).toContain('zaproszenie');
  });

  it('still require company and size for a sign-up without an invitation', async () => {
    const res = await api(t, null, 'POST', '/api/auth/register', {
      email: uniqueEmail('plain'),
      password: PASSWORD,
      full_name: 'Plain User',
      job_title: 'HR',
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST_BODY' });
  });
});
