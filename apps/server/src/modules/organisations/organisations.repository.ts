import { sql, type Kysely, type Transaction } from 'kysely';
import type { PlanId } from '@parytet/contract/plans';
import type { Database } from '../../db/schema.ts';
import type { LimitsOverride } from './organisations.service.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export type NewOrganisation = {
  name: string;
  numberOfEmployees: string;
  plan: PlanId;
  trialEndsAt: Date;
};

/** An organisation with its first user as owner, inside the caller's transaction. */
export const insertOwnedOrganisation = async (trx: Trx, ownerId: string, org: NewOrganisation) => {
  const organisation = await trx
    .insertInto('organisations')
    .values({
      name: org.name,
      number_of_employees: org.numberOfEmployees,
      plan: org.plan,
      trial_ends_at: org.trialEndsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('memberships')
    .values({ user_id: ownerId, organisation_id: organisation.id, role: 'owner' })
    .execute();
  return organisation.id;
};

/** Deletes the organisations this user owns and is the only member of. */
export const deleteSoleOwnedOrganisations = (trx: Trx, userId: string) =>
  trx
    .deleteFrom('organisations')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('memberships')
        .select('organisation_id')
        .where('user_id', '=', userId)
        .where('role', '=', 'owner'),
    )
    .where(
      (eb) =>
        eb
          .selectFrom('memberships as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.organisation_id', '=', 'organisations.id'),
      '=',
      1,
    )
    .execute();

/** The caller's own organisation's plan, for limits and access checks. */
export const findOrganisationPlan = (db: Db, organisationId: string) =>
  db
    .selectFrom('organisations')
    .select(['plan', 'limits_override', 'trial_ends_at', 'subscription_active'])
    .where('id', '=', organisationId)
    .executeTakeFirst();

// Operator-only queries below (admin-cli.ts): they act on any organisation by design.

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

export const updateOrganisation = (
  db: Db,
  id: string,
  changes: {
    plan?: PlanId;
    limitsOverride?: LimitsOverride | null;
    subscriptionActive?: boolean;
  },
) =>
  db
    .updateTable('organisations')
    .set({
      ...(changes.plan ? { plan: changes.plan } : {}),
      ...(changes.limitsOverride !== undefined
        ? {
            limits_override:
              changes.limitsOverride === null ? null : JSON.stringify(changes.limitsOverride),
          }
        : {}),
      ...(changes.subscriptionActive !== undefined
        ? { subscription_active: changes.subscriptionActive }
        : {}),
    })
    .where('id', '=', id)
    .returning(['id', 'name', 'plan', 'limits_override', 'subscription_active', 'trial_ends_at'])
    .executeTakeFirst();

export const listOrganisations = (db: Db) =>
  db
    .selectFrom('organisations')
    .select((eb) => [
      'organisations.id',
      'organisations.name',
      'organisations.plan',
      'organisations.limits_override',
      'organisations.trial_ends_at',
      'organisations.subscription_active',
      'organisations.created_at',
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
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('memberships.organisation_id', '=', 'organisations.id')
        .as('members'),
    ])
    .orderBy('organisations.created_at')
    .execute();
