import { sql, type Kysely } from 'kysely';
import type { Role } from '@parytet/contract/permissions';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;

/** The caller's organisations, the most recently used first, then the oldest membership. */
export const listUserOrganisations = (db: Db, userId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select(['organisations.id', 'organisations.name', 'memberships.role'])
    .where('memberships.user_id', '=', userId)
    .orderBy(sql`memberships.last_used_at DESC NULLS LAST`)
    .orderBy('memberships.created_at')
    .execute();

export const findMembership = (db: Db, userId: string, organisationId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['memberships.role', 'users.email', 'users.id', 'users.token_version'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.organisation_id', '=', organisationId)
    .executeTakeFirst();

export const touchMembership = (db: Db, userId: string, organisationId: string) =>
  db
    .updateTable('memberships')
    .set({ last_used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('organisation_id', '=', organisationId)
    .execute();

export const listMembers = (db: Db, organisationId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'users.id as user_id',
      'users.full_name',
      'users.email',
      'memberships.role',
      'memberships.created_at as joined_at',
    ])
    .where('memberships.organisation_id', '=', organisationId)
    .orderBy('memberships.created_at')
    .execute();

/**
 * Locks the organisation's memberships for the rest of the transaction, so two owners demoting or
 * removing each other at once cannot leave it without one; answers how many owners it has.
 */
export const lockAndCountOwners = async (db: Db, organisationId: string) => {
  const rows = await db
    .selectFrom('memberships')
    .select('role')
    .where('organisation_id', '=', organisationId)
    .forUpdate()
    .execute();
  return rows.filter((r) => r.role === 'owner').length;
};

export const setRole = (db: Db, userId: string, organisationId: string, role: Role) =>
  db
    .updateTable('memberships')
    .set({ role })
    .where('user_id', '=', userId)
    .where('organisation_id', '=', organisationId)
    .execute();

export const deleteMembership = (db: Db, userId: string, organisationId: string) =>
  db
    .deleteFrom('memberships')
    .where('user_id', '=', userId)
    .where('organisation_id', '=', organisationId)
    .execute();

export const countMemberships = async (db: Db, userId: string) => {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
