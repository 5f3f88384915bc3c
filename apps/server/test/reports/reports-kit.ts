import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Role } from '@parytet/contract/permissions';
import type { PlanId } from '@parytet/contract/plans';
import type { ReportSummary } from '@parytet/contract/reports';
import { createTestApp } from '../helpers/test-context.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const datasetsDir = path.resolve(import.meta.dirname, '../../../../../shared/datasets');

export type OrgOptions = {
  plan?: PlanId;
  trialEndsAt?: Date | null;
  /** Set by the daily job when a trial lapsed without a subscription (test/plans). */
  blockedAt?: Date | null;
  subscriptionActive?: boolean;
  limitsOverride?: Record<string, unknown> | null;
};

/** A session token as login signs it; with `org` when it acts for one organisation. */
export const signToken = (t: TestApp, userId: string, version: number, organisationId?: string) =>
  new SignJWT({ ver: version, ...(organisationId && { org: organisationId }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('parytet')
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(t.ctx.jwtSecret);

/** A verified user without a password (tests sign its sessions directly). */
const insertUser = (t: TestApp, user: { email: string; fullName: string }) =>
  t.ctx.db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: null,
      full_name: user.fullName,
      job_title: 'HR',
      lang: 'en',
      verified_at: sql<Date>`now()`,
    })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();

/** A fresh organisation with one verified owner, and a session token for it. */
export const createAccount = async (t: TestApp, options: OrgOptions = {}) => {
  const org = await t.ctx.db
    .insertInto('organisations')
    .values({
      name: 'Reports Test Sp. z o.o.',
      number_of_employees: '50-249',
      plan: options.plan ?? 'ENTERPRISE',
      limits_override: options.limitsOverride ? JSON.stringify(options.limitsOverride) : null,
      trial_ends_at: options.trialEndsAt ?? null,
      blocked_at: options.blockedAt ?? null,
      subscription_active: options.subscriptionActive ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await insertUser(t, {
    email: `reports-${randomUUID()}@reports-tests.example.com`,
    fullName: 'Anna Kowalska',
  });
  await t.ctx.db
    .insertInto('memberships')
    .values({ user_id: user.id, organisation_id: org.id, role: 'owner' })
    .execute();
  const token = await signToken(t, user.id, user.token_version);
  return {
    token,
    organisationId: org.id,
    userId: user.id,
    auth: { authorization: `Bearer ${token}` },
  };
};
export type Account = Awaited<ReturnType<typeof createAccount>>;

/** Another user of the account's organisation with the given role, and a session for them. */
export const addMember = async (t: TestApp, account: Account, role: Role): Promise<Account> => {
  const user = await insertUser(t, {
    email: `${role}-${randomUUID()}@reports-tests.example.com`,
    fullName: 'Jan Nowak',
  });
  await t.ctx.db
    .insertInto('memberships')
    .values({ user_id: user.id, organisation_id: account.organisationId, role })
    .execute();
  const token = await signToken(t, user.id, user.token_version, account.organisationId);
  return { ...account, userId: user.id, token, auth: { authorization: `Bearer ${token}` } };
};

export type FormPart =
  | { name: string; value: string }
  | { name: string; fileName: string; data: Buffer | string; contentType?: string };

/** A multipart/form-data body built by hand, so tests control every byte of it. */
export const multipart = (parts: FormPart[]) => {
  const boundary = `----parytet${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

export const upload = (
  t: TestApp,
  account: Account,
  file: { fileName: string; data: Buffer | string } | null,
  label: string | null = 'Report 2025',
) => {
  const parts: FormPart[] = [];
  if (label !== null) parts.push({ name: 'label', value: label });
  if (file) parts.push({ name: 'file', ...file });
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/reports/pay-gap/upload',
    payload: body.payload,
    headers: { ...body.headers, ...account.auth, 'accept-language': 'en' },
  });
};

export const get = (t: TestApp, account: Account, url: string) =>
  t.app.inject({ url, headers: { ...account.auth, 'accept-language': 'en' } });

/** Polls the report list, as the web does, until the report is no longer processing. */
export const waitForReport = async (
  t: TestApp,
  account: Account,
  id: string,
  timeoutMs = 30_000,
): Promise<ReportSummary> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (await get(t, account, '/api/reports/pay-gap')).json<ReportSummary[]>();
    const report = list.find((r) => r.id === id);
    if (!report) throw new Error(`report ${id} is not listed`);
    if (report.report_ready || report.report_failed) return report;
    if (Date.now() > deadline) throw new Error(`report ${id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Uploads a file and waits for its job: the report as listed once settled. */
export const uploadAndWait = async (
  t: TestApp,
  account: Account,
  file: { fileName: string; data: Buffer | string },
  label = 'Report 2025',
) => {
  const res = await upload(t, account, file, label);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  const { id } = res.json<{ id: string }>();
  return waitForReport(t, account, id);
};
