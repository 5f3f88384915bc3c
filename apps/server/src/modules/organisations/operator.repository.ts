import { sql, type Kysely } from 'kysely';
import type { PlanId } from '@parytet/contract/plans';
import type { Database } from '#db/schema.ts';

// Operator-only queries (the admin CLI): they act on any organisation by design.

type Db = Kysely<Database>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Organisations an operator's reference names: an organisation id, or a member's e-mail. */
export const findOrganisationsByRef = async (db: Db, ref: string) => {
  if (UUID.test(ref)) {
    return db.selectFrom('organisations').select(['id', 'name']).where('id', '=', ref).execute();
  }
  return db
    .selectFrom('organisations')
    .innerJoin('memberships', 'memberships.organisation_id', 'organisations.id')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['organisations.id', 'organisations.name'])
    .where(sql<string>`lower(users.email)`, '=', ref.trim().toLowerCase())
    .execute();
};

export type OrganisationChanges = {
  plan?: PlanId;
  plan_ends_at?: Date | null;
  limits_override?: string | null;
  features_override?: string | null;
  subscription_active?: boolean;
  trial_ends_at?: Date | null;
  blocked_at?: Date | null;
  deletion_warned_at?: Date | null;
};

const STATE_COLUMNS = [
  'id',
  'name',
  'plan',
  'plan_ends_at',
  'limits_override',
  'features_override',
  'subscription_active',
  'trial_ends_at',
  'blocked_at',
  'deletion_warned_at',
] as const;

export const findOrganisationState = (db: Db, id: string) =>
  db.selectFrom('organisations').select(STATE_COLUMNS).where('id', '=', id).executeTakeFirst();
export type OrganisationState = NonNullable<Awaited<ReturnType<typeof findOrganisationState>>>;

export const updateOrganisationState = (db: Db, id: string, changes: OrganisationChanges) =>
  db
    .updateTable('organisations')
    .set(changes)
    .where('id', '=', id)
    .returning(STATE_COLUMNS)
    .executeTakeFirst();

export const listOrganisations = (db: Db) =>
  db
    .selectFrom('organisations')
    .select((eb) => [
      ...STATE_COLUMNS.map((c) => `organisations.${c}` as const),
      eb
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select('users.email')
        .whereRef('memberships.organisation_id', '=', 'organisations.id')
        .where('memberships.role', '=', 'owner')
        .orderBy('memberships.created_at')
        .limit(1)
        .as('owner_email'),
      eb
        .selectFrom('memberships')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('memberships.organisation_id', '=', 'organisations.id')
        .as('members'),
      eb
        .selectFrom('reports')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('reports.organisation_id', '=', 'organisations.id')
        .as('reports'),
    ])
    .orderBy('organisations.created_at')
    .execute();

export const listUsers = (db: Db) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.full_name',
      'users.verified_at',
      'users.created_at',
      eb
        .selectFrom('memberships')
        .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
        .select(
          sql<string>`string_agg(organisations.name || ' (' || memberships.role || ')', ', '
            ORDER BY memberships.created_at)`.as('organisations'),
        )
        .whereRef('memberships.user_id', '=', 'users.id')
        .as('organisations'),
    ])
    .orderBy('users.created_at')
    .execute();

export const listAuditLog = (db: Db, organisationId: string, limit: number) =>
  db
    .selectFrom('audit_log')
    .select(['created_at', 'actor_email', 'action', 'target', 'details'])
    .where('organisation_id', '=', organisationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
