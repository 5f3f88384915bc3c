import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export const findCredentials = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirst();

export const updateFullName = (db: Db, userId: string, fullName: string) =>
  db.updateTable('users').set({ full_name: fullName }).where('id', '=', userId).execute();

/** New hash and a new token version: every token signed before stops working. */
export const replacePassword = (db: Db, userId: string, passwordHash: string) =>
  db
    .updateTable('users')
    .set({ password_hash: passwordHash, token_version: sql<number>`token_version + 1` })
    .where('id', '=', userId)
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();

/**
 * The user's memberships with, per organisation, how many other owners and other members it has.
 * The organisations' membership rows are locked, so two owners leaving at once cannot both pass
 * the last-owner check.
 */
export const lockMembershipsOf = async (trx: Trx, userId: string) => {
  const mine = await trx
    .selectFrom('memberships')
    .select(['organisation_id', 'role'])
    .where('user_id', '=', userId)
    .execute();
  if (mine.length === 0) return [];
  const ids = mine.map((m) => m.organisation_id);
  const all = await trx
    .selectFrom('memberships')
    .select(['organisation_id', 'user_id', 'role'])
    .where('organisation_id', 'in', ids)
    .orderBy('organisation_id')
    .orderBy('user_id')
    .forUpdate()
    .execute();
  return mine.map((m) => {
    const others = all.filter(
      (o) => o.organisation_id === m.organisation_id && o.user_id !== userId,
    );
    return {
      organisationId: m.organisation_id,
      role: m.role,
      otherMembers: others.length,
      otherOwners: others.filter((o) => o.role === 'owner').length,
    };
  });
};

export const deleteUser = (trx: Trx, userId: string) =>
  trx.deleteFrom('users').where('id', '=', userId).execute();

export const findOrganisationName = (db: Db, organisationId: string) =>
  db.selectFrom('organisations').select('name').where('id', '=', organisationId).executeTakeFirst();
