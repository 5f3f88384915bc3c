import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { PlanId } from '@parytet/contract/plans';
import type { Role } from '@parytet/contract/permissions';
import { hashPassword } from '#modules/auth-session/passwords.ts';
import { signSessionToken } from '#modules/auth-session/tokens.ts';
import type { createTestApp } from '../helpers/test-context.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export const PASSWORD = 'Secret-pass1';
export const DAY = 24 * 60 * 60 * 1000;

const uniqueEmail = (label: string) =>
  `${label}-${randomUUID().slice(0, 8)}@plans-tests.example.com`;

/** A verified user with a password, optionally a member of an organisation, and its token. */
export const createUser = async (
  t: TestApp,
  options: { organisationId?: string; role?: Role; lang?: 'en' | 'pl'; email?: string } = {},
) => {
  const user = await t.ctx.db
    .insertInto('users')
    .values({
      email: options.email ?? uniqueEmail('user'),
      password_hash: await hashPassword(PASSWORD),
      full_name: 'Anna Kowalska',
      job_title: 'HR',
      lang: options.lang ?? 'en',
      verified_at: sql<Date>`now()`,
    })
    .returning(['id', 'email', 'token_version'])
    .executeTakeFirstOrThrow();
  if (options.organisationId) {
    await t.ctx.db
      .insertInto('memberships')
      .values({
        user_id: user.id,
        organisation_id: options.organisationId,
        role: options.role ?? 'owner',
      })
      .execute();
  }
  const { token } = await signSessionToken(t.ctx, user, options.organisationId);
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
};

export const createOrganisation = async (
  t: TestApp,
  options: {
    name?: string;
    plan?: PlanId;
    trialEndsAt?: Date | null;
    subscriptionActive?: boolean;
    blockedAt?: Date | null;
    planEndsAt?: Date | null;
  } = {},
) => {
  const org = await t.ctx.db
    .insertInto('organisations')
    .values({
      name: options.name ?? `Plans Test ${randomUUID().slice(0, 6)}`,
      number_of_employees: '50-249',
      plan: options.plan ?? 'STARTER',
      trial_ends_at: options.trialEndsAt ?? null,
      subscription_active: options.subscriptionActive ?? false,
      blocked_at: options.blockedAt ?? null,
      plan_ends_at: options.planEndsAt ?? null,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const owner = await createUser(t, { organisationId: org.id, role: 'owner' });
  return { ...org, owner };
};

export const organisationRow = (t: TestApp, id: string) =>
  t.ctx.db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Rows that still belong to an organisation, in EVERY table of the schema (information_schema, so
 * a table added later is covered): by organisation_id, by the organisation's report ids, by its
 * members' user ids, and the organisation and users rows themselves. Answers "table: count".
 */
export const remainingRows = async (
  t: TestApp,
  ids: { organisationId: string; reportIds: string[]; userIds: string[] },
) => {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables tb
      ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
      AND c.column_name IN ('organisation_id', 'report_id', 'user_id', 'actor_id', 'created_by')
  `.execute(t.ctx.db);
  const found: Record<string, number> = {};
  const count = async (table: string, column: string, values: string[]) => {
    if (values.length === 0) return;
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)}::text IN (${sql.join(values)})
    `.execute(t.ctx.db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) found[`${table}.${column}`] = n;
  };
  for (const { table_name: table, column_name: column } of columns.rows) {
    if (column === 'organisation_id') await count(table, column, [ids.organisationId]);
    else if (column === 'report_id') await count(table, column, ids.reportIds);
    else await count(table, column, ids.userIds);
  }
  await count('organisations', 'id', [ids.organisationId]);
  await count('users', 'id', ids.userIds);
  return { found, tablesChecked: new Set(columns.rows.map((c) => c.table_name)) };
};

/** Rows in every table of the public schema: a deletion must bring each back to its baseline. */
export const tableCounts = async (t: TestApp) => {
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name
  `.execute(t.ctx.db);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const { rows } = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.ctx.db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
};
