import { sql, type Kysely, type Transaction } from 'kysely';
import type { PlanId } from '@parytet/contract/plans';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

// The daily job's queries. Each step is one UPDATE … RETURNING (or a row lock taken with SKIP
// LOCKED), so two workers running the job at once never act on the same organisation twice: the
// second UPDATE waits for the first's row lock, re-reads the row and no longer matches it.

/** Plans whose operator-set term ended go back to the deployment's default plan. */
export const endLapsedPlans = (db: Db, now: Date, defaultPlan: PlanId) =>
  db
    .with('ended', (q) =>
      q
        .selectFrom('organisations')
        .select(['id', 'plan'])
        .where('plan_ends_at', '<=', now)
        .forUpdate()
        .skipLocked(),
    )
    .updateTable('organisations')
    .from('ended')
    .set({ plan: defaultPlan, plan_ends_at: null })
    .whereRef('organisations.id', '=', 'ended.id')
    .returning(['organisations.id', 'organisations.name', 'ended.plan as previous_plan'])
    .execute();

/** Trials that ended without a subscription become blocked, once. */
export const blockLapsedTrials = (db: Db, now: Date) =>
  db
    .updateTable('organisations')
    .set({ blocked_at: now })
    .where('blocked_at', 'is', null)
    .where('subscription_active', '=', false)
    .where('trial_ends_at', '<=', now)
    .returning(['id', 'name'])
    .execute();

/** Claims the organisations whose owners are due the deletion warning (each only once). */
export const claimDeletionWarnings = (trx: Trx, now: Date, blockedBefore: Date) =>
  trx
    .updateTable('organisations')
    .set({ deletion_warned_at: now })
    .where('blocked_at', '<=', blockedBefore)
    .where('deletion_warned_at', 'is', null)
    .returning(['id', 'name', 'blocked_at'])
    .execute();

export const findOwners = (db: Db, organisationId: string) =>
  db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.email', 'users.full_name', 'users.lang'])
    .where('memberships.organisation_id', '=', organisationId)
    .where('memberships.role', '=', 'owner')
    .execute();

/**
 * Locks one organisation due for deletion: blocked before `blockedBefore` and warned before
 * `warnedBefore` (the owners always get their days of notice). SKIP LOCKED lets a second worker
 * take the next one instead of waiting.
 */
export const lockOneDueForDeletion = (trx: Trx, blockedBefore: Date, warnedBefore: Date) =>
  trx
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('blocked_at', '<=', blockedBefore)
    .where('deletion_warned_at', '<=', warnedBefore)
    .orderBy('blocked_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();

/**
 * Deletes an organisation and every row of its data inside the caller's transaction. Every table
 * that holds an organisation's data references it ON DELETE CASCADE (report_employees goes with
 * its report by trigger); test/plans/organisation-deletion.test.ts proves no row is left in any
 * table. Members who belong to no other organisation are deleted too: an account without an
 * organisation can no longer sign in, and keeping it would keep personal data for nothing.
 */
export const deleteOrganisationAndData = async (trx: Trx, organisationId: string) => {
  const members = await trx
    .selectFrom('memberships')
    .select('user_id')
    .where('organisation_id', '=', organisationId)
    .execute();
  const deleted = await trx
    .deleteFrom('organisations')
    .where('id', '=', organisationId)
    .returning(['id', 'name'])
    .executeTakeFirst();
  if (!deleted) return null;
  const ids = members.map((m) => m.user_id);
  const users =
    ids.length === 0
      ? []
      : await trx
          .deleteFrom('users')
          .where('id', 'in', ids)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('memberships')
                  .select(sql`1`.as('one'))
                  .whereRef('memberships.user_id', '=', 'users.id'),
              ),
            ),
          )
          .returning('email')
          .execute();
  return { ...deleted, deletedUsers: users.map((u) => u.email) };
};
