import type { Kysely } from 'kysely';
import { preparedQuery } from '#db/prepared.ts';
import type { Database } from '#db/schema.ts';

const sessionQuery = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_id', 'users.id')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select([
      'users.id',
      'users.token_version',
      'memberships.organisation_id',
      'memberships.role',
      'organisations.plan',
      'organisations.features_override',
    ])
    .where('users.id', '=', userId)
    .where('users.verified_at', 'is not', null)
    .orderBy('memberships.created_at')
    .limit(1);

// Every authenticated request not served by the session cache runs one of these: built once,
// prepared per connection.
const sessionOfOldest = preparedQuery((db: Kysely<Database>, { userId }: { userId: string }) =>
  sessionQuery(db, userId),
);
const sessionFor = preparedQuery(
  (db: Kysely<Database>, { userId, organisationId }: { userId: string; organisationId: string }) =>
    sessionQuery(db, userId).where('memberships.organisation_id', '=', organisationId),
);

/**
 * The verified user behind a token with the organisation it acts for: the token's organisation
 * while the user is still a member of it; a token without one (issued before organisations could
 * be switched) acts for the user's oldest membership.
 */
export const findSessionUser = async (
  db: Kysely<Database>,
  userId: string,
  organisationId: string | undefined,
) => {
  const [row] = await (organisationId === undefined
    ? sessionOfOldest(db, { userId })
    : sessionFor(db, { userId, organisationId }));
  return row;
};

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
      'organisations.blocked_at',
      'organisations.deletion_warned_at',
    ])
    .where('users.id', '=', userId)
    .where('memberships.organisation_id', '=', organisationId)
    .executeTakeFirst();
