import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The verified user behind a token, with the organisation it acts for. */
export const findSessionUser = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_id', 'users.id')
    .select(['users.id', 'users.token_version', 'memberships.organisation_id', 'memberships.role'])
    .where('users.id', '=', userId)
    .where('users.verified_at', 'is not', null)
    .executeTakeFirst();

/** The caller's own profile within the organisation it acts for. */
export const findProfile = (db: Kysely<Database>, userId: string, organisationId: string) =>
  db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_id', 'users.id')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select([
      'users.full_name',
      'users.email',
      'memberships.role',
      'organisations.name as organisation_name',
      'organisations.plan',
      'organisations.limits_override',
      'organisations.trial_ends_at',
      'organisations.subscription_active',
    ])
    .where('users.id', '=', userId)
    .where('memberships.organisation_id', '=', organisationId)
    .executeTakeFirst();
