import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** The caller's own organisation's plan, for limits and access checks. */
export const findOrganisationPlan = (db: Kysely<Database>, organisationId: string) =>
  db
    .selectFrom('organisations')
    .select(['plan', 'limits_override', 'trial_ends_at', 'subscription_active', 'blocked_at'])
    .where('id', '=', organisationId)
    .executeTakeFirst();
