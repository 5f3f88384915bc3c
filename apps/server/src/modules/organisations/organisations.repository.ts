import { sql, type Kysely, type Transaction } from 'kysely';
import type { Role } from '@parytet/contract/permissions';
import type { PlanId } from '@parytet/contract/plans';
import type { Database } from '#db/schema.ts';

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

/** A new membership; false when the user already is a member. */
export const insertMembership = async (
  db: Db,
  userId: string,
  organisationId: string,
  role: Role,
) => {
  const row = await db
    .insertInto('memberships')
    .values({
      user_id: userId,
      organisation_id: organisationId,
      role,
      last_used_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
};
