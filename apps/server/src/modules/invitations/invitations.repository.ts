import { sql, type Kysely } from 'kysely';
import type { Role } from '@parytet/contract/permissions';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;

export type NewInvitation = {
  organisationId: string;
  email: string;
  role: Role;
  codeHash: string;
  invitedBy: string;
  expiresAt: Date;
};

/** A new invitation replaces any pending one for the same address in the organisation. */
export const insertInvitation = (db: Db, invitation: NewInvitation) =>
  db.transaction().execute(async (trx) => {
    await trx
      .updateTable('invitations')
      .set({ revoked_at: sql<Date>`now()` })
      .where('organisation_id', '=', invitation.organisationId)
      .where('email', '=', invitation.email)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    return trx
      .insertInto('invitations')
      .values({
        organisation_id: invitation.organisationId,
        email: invitation.email,
        role: invitation.role,
        code_hash: invitation.codeHash,
        invited_by: invitation.invitedBy,
        expires_at: invitation.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });

/** A live invitation by its code's hash, with what the invite screen shows. */
export const findLiveInvitation = (db: Db, codeHash: string) =>
  db
    .selectFrom('invitations')
    .innerJoin('organisations', 'organisations.id', 'invitations.organisation_id')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by')
    .select([
      'invitations.id',
      'invitations.organisation_id',
      'invitations.email',
      'invitations.role',
      'invitations.expires_at',
      'organisations.name as organisation_name',
      'inviter.full_name as inviter_name',
    ])
    .where('invitations.code_hash', '=', codeHash)
    .where('invitations.used_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .where('invitations.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/**
 * Marks a live invitation used in the statement that checks it, so it works once; in the
 * caller's transaction, with the membership it creates.
 */
export const consumeInvitation = (db: Db, codeHash: string) =>
  db
    .updateTable('invitations')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'organisation_id', 'email', 'role', 'invited_by'])
    .executeTakeFirst();

export const revokeInvitation = async (db: Db, organisationId: string, id: string) => {
  const result = await db
    .updateTable('invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('email')
    .executeTakeFirst();
  return result?.email;
};

export const listPendingInvitations = (db: Db, organisationId: string) =>
  db
    .selectFrom('invitations')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.role',
      'invitations.created_at',
      'invitations.expires_at',
      'inviter.full_name as invited_by',
    ])
    .where('invitations.organisation_id', '=', organisationId)
    .where('invitations.used_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .where('invitations.expires_at', '>', sql<Date>`now()`)
    .orderBy('invitations.created_at', 'desc')
    .execute();

export const isMemberByEmail = async (db: Db, organisationId: string, email: string) => {
  const row = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('users.id')
    .where('memberships.organisation_id', '=', organisationId)
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
};

export const findInviter = (db: Db, userId: string, organisationId: string) =>
  db
    .selectFrom('users')
    .innerJoin('organisations', (join) => join.on('organisations.id', '=', organisationId))
    .select(['users.full_name', 'organisations.name as organisation_name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();

export const verifiedUserExists = async (db: Db, email: string) => {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
};

export const findUserEmail = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['email', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirst();
