import { sql, type Kysely, type Transaction } from 'kysely';
import type { SocialProvider } from '@parytet/contract/auth-providers';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export type NewAttempt = {
  stateHash: string;
  provider: SocialProvider;
  browserHash: string;
  nonce: string;
  codeVerifier: string;
  lang: string;
  expiresAt: Date;
};

/** Stores a sign-in under way and clears the ones that lapsed unanswered. */
export const insertAttempt = async (db: Db, attempt: NewAttempt) => {
  await db
    .deleteFrom('social_login_attempts')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('social_login_attempts')
    .values({
      state_hash: attempt.stateHash,
      provider: attempt.provider,
      browser_hash: attempt.browserHash,
      nonce: attempt.nonce,
      code_verifier: attempt.codeVerifier,
      lang: attempt.lang,
      expires_at: attempt.expiresAt,
    })
    .execute();
};

/** Takes the live attempt of this state: deleted in the same statement, so it works only once. */
export const takeAttempt = (db: Db, stateHash: string, provider: SocialProvider) =>
  db
    .deleteFrom('social_login_attempts')
    .where('state_hash', '=', stateHash)
    .where('provider', '=', provider)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['browser_hash', 'nonce', 'code_verifier', 'lang'])
    .executeTakeFirst();

/** The user of a provider account, with whether it belongs to any organisation yet. */
export const findIdentityUser = (db: Db, provider: SocialProvider, subject: string) =>
  db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .select(['users.id', 'users.token_version'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('memberships').whereRef('memberships.user_id', '=', 'users.id'))
        .as('has_membership'),
    )
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();

export type NewSocialUser = {
  provider: SocialProvider;
  subject: string;
  email: string;
  fullName: string;
  lang: string;
};

/** A verified user without a password (the provider proved the address) and its identity. */
export const insertSocialUser = async (trx: Trx, user: NewSocialUser) => {
  const row = await trx
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      password_hash: null,
      full_name: user.fullName,
      job_title: '',
      lang: user.lang,
      verified_at: sql<Date>`now()`,
    })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_identities')
    .values({
      provider: user.provider,
      subject: user.subject,
      user_id: row.id,
      email: user.email.toLowerCase(),
    })
    .execute();
  return row;
};

/** The user behind a sign-up token, locked until the transaction ends (one organisation). */
export const lockSignupUser = (trx: Trx, userId: string) =>
  trx
    .selectFrom('users')
    .select(['id', 'token_version'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('memberships').whereRef('memberships.user_id', '=', 'users.id'))
        .as('has_membership'),
    )
    .where('id', '=', userId)
    .where('verified_at', 'is not', null)
    .forUpdate()
    .executeTakeFirst();

export const updateProfile = (trx: Trx, userId: string, fullName: string, jobTitle: string) =>
  trx
    .updateTable('users')
    .set({ full_name: fullName, job_title: jobTitle })
    .where('id', '=', userId)
    .execute();
