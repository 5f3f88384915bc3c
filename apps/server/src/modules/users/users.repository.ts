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
