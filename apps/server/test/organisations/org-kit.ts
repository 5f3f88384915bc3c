import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Role } from '@parytet/contract/permissions';
import { hashPassword } from '#modules/auth-session/passwords.ts';
import { linkCode, startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { signToken } from '../reports/reports-kit.ts';

const APP_URL = 'http://parytet.test';
const INVITE = `${APP_URL}/auth/invite/`;
export const PASSWORD = 'Secret-pass1';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An app whose mail goes to a loopback SMTP server, with its job queue when reports run. */
export const createOrgApp = async (options: { queue?: boolean } = {}) => {
  const smtp = await startSmtpServer();
  const t = await createTestApp(
    { SMTP_URL: smtp.url, APP_URL, RATE_LIMIT_ENABLED: 'false' },
    options.queue ? { queue: true } : {},
  );
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
};

export const uniqueEmail = (label: string) =>
  `${label}-${randomUUID().slice(0, 8)}@org-tests.example.com`;

/** A session token for the user acting for one organisation, as login would sign it. */
const tokenFor = async (t: TestApp, userId: string, organisationId: string) => {
  const user = await t.ctx.db
    .selectFrom('users')
    .select('token_version')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return signToken(t, userId, user.token_version, organisationId);
};

export type Account = {
  userId: string;
  organisationId: string;
  email: string;
  token: string;
  auth: { authorization: string };
};

/** A verified user with a password (PASSWORD), without any organisation yet. */
export const createUser = async (t: TestApp, label = 'user', fullName = 'Jan Nowak') => {
  const email = uniqueEmail(label);
  const user = await t.ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      full_name: fullName,
      job_title: 'HR',
      lang: 'en',
      verified_at: sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, email };
};

export const accountFor = async (
  t: TestApp,
  user: { userId: string; email: string },
  organisationId: string,
): Promise<Account> => {
  const token = await tokenFor(t, user.userId, organisationId);
  return { ...user, organisationId, token, auth: { authorization: `Bearer ${token}` } };
};

export const addMembership = (t: TestApp, userId: string, organisationId: string, role: Role) =>
  t.ctx.db
    .insertInto('memberships')
    .values({ user_id: userId, organisation_id: organisationId, role })
    .execute();

/** A fresh organisation (ENTERPRISE, so no plan limit gets in the way) with its owner. */
export const createOrganisation = async (t: TestApp, name = 'Org Test Sp. z o.o.') => {
  const org = await t.ctx.db
    .insertInto('organisations')
    .values({ name, number_of_employees: '50-249', plan: 'ENTERPRISE', trial_ends_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = await createUser(t, 'owner', 'Olga Owner');
  await addMembership(t, owner.userId, org.id, 'owner');
  return accountFor(t, owner, org.id);
};

/** Another user in the organisation with this role. */
export const addMember = async (t: TestApp, organisationId: string, role: Role) => {
  const user = await createUser(t, role, `Member ${role}`);
  await addMembership(t, user.userId, organisationId, role);
  return accountFor(t, user, organisationId);
};

export const api = (
  t: TestApp,
  account: Account | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(account?.auth ?? {}), 'accept-language': 'en' },
  });

/** Invites by the API and reads the code from the mailed link. */
export const invite = async (
  t: TestApp,
  smtp: TestSmtpServer,
  inviter: Account,
  email: string,
  role: Role = 'member',
  lang: 'en' | 'pl' = 'en',
) => {
  const res = await api(t, inviter, 'POST', '/api/organisation/invitations', { email, role, lang });
  if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  const mail = await smtp.nextMail(email);
  return { id: res.json<{ id: string }>().id, code: linkCode(mail, INVITE), mail };
};

export const auditActions = async (t: TestApp, organisationId: string) =>
  (
    await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'actor_id', 'details'])
      .where('organisation_id', '=', organisationId)
      .orderBy('id')
      .execute()
  ).map((row) => row);
