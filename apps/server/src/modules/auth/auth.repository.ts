import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { CodeKind } from './codes.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export type NewUser = {
  email: string;
  passwordHash: string;
  fullName: string;
  jobTitle: string;
  lang: string;
  verifyCodeHash: string;
  verifyExpiresAt: Date;
};

/** E-mails are stored lower-case; the unique index is on lower(email). */
export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'full_name', 'lang', 'verified_at', 'token_version'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

export const hasLiveCode = async (db: Db, userId: string, kind: CodeKind) => {
  const row = await db
    .selectFrom('auth_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
};

const insertUser = async (
  trx: Trx,
  account: Omit<NewUser, 'verifyCodeHash' | 'verifyExpiresAt'>,
  verified: boolean,
) => {
  const user = await trx
    .insertInto('users')
    .values({
      email: account.email.toLowerCase(),
      password_hash: account.passwordHash,
      full_name: account.fullName,
      job_title: account.jobTitle,
      lang: account.lang,
      ...(verified ? { verified_at: sql<Date>`now()` } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
};

/**
 * User and verification code in the caller's transaction (the organisation module adds the
 * organisation and the owner membership in the same one). An unverified sign-up whose link has
 * lapsed (`replaceUserId`) is removed first, so the address can be registered afresh.
 */
export const insertUnverifiedUser = async (trx: Trx, account: NewUser) => {
  const userId = await insertUser(trx, account, false);
  await trx
    .insertInto('auth_codes')
    .values({
      user_id: userId,
      kind: 'verify',
      code_hash: account.verifyCodeHash,
      expires_at: account.verifyExpiresAt,
    })
    .execute();
  return userId;
};

/** A user whose address an invitation already proved: verified at once, no code to mail. */
export const insertInvitedUser = (
  trx: Trx,
  account: Omit<NewUser, 'verifyCodeHash' | 'verifyExpiresAt'>,
) => insertUser(trx, account, true);

/** Removes an unverified user (a lapsed sign-up being replaced). */
export const deleteUnverifiedUser = (trx: Trx, userId: string) =>
  trx.deleteFrom('users').where('id', '=', userId).where('verified_at', 'is', null).execute();

/** A new link makes every older unused link of the same kind worthless. */
export const replaceCode = (
  db: Db,
  userId: string,
  kind: CodeKind,
  code: { codeHash: string; expiresAt: Date },
) =>
  db.transaction().execute(async (trx) => {
    await trx
      .updateTable('auth_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('auth_codes')
      .values({ user_id: userId, kind, code_hash: code.codeHash, expires_at: code.expiresAt })
      .execute();
  });

/** The user a live (unused, unexpired) code belongs to. */
export const findLiveCodeUser = async (db: Db, codeHash: string, kind: CodeKind) => {
  const row = await db
    .selectFrom('auth_codes')
    .select('user_id')
    .where('code_hash', '=', codeHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id;
};

/** Marks a live code used in the same statement that checks it, so it works only once. */
const consumeCode = (trx: Db, codeHash: string, kind: CodeKind) =>
  trx
    .updateTable('auth_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', codeHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();

export const verifyEmailWithCode = (db: Db, codeHash: string) =>
  db.transaction().execute(async (trx) => {
    const used = await consumeCode(trx, codeHash, 'verify');
    if (!used) return false;
    await trx
      .updateTable('users')
      .set({ verified_at: sql<Date>`coalesce(verified_at, now())` })
      .where('id', '=', used.user_id)
      .execute();
    return true;
  });

/**
 * Sets the new password, ends every older session (token_version), confirms the address (the
 * mail reached its owner), voids other reset links and forgets failed logins.
 */
export const resetPasswordWithCode = (db: Db, codeHash: string, passwordHash: string) =>
  db.transaction().execute(async (trx) => {
    const used = await consumeCode(trx, codeHash, 'reset');
    if (!used) return false;
    const user = await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        verified_at: sql<Date>`coalesce(verified_at, now())`,
      }))
      .where('id', '=', used.user_id)
      .returning('email')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('auth_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', used.user_id)
      .where('kind', '=', 'reset')
      .where('used_at', 'is', null)
      .execute();
    await trx.deleteFrom('login_failures').where('email', '=', user.email).execute();
    return true;
  });
