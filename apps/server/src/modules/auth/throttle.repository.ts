import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;

type ThrottleTables = Database & {
  rate_limit_counters: { key: string; count: number; reset_at: Date };
  login_attack_alerts: { email: string; sent_at: Date };
};
const throttleDb = (db: Db) => db.$extendTables<ThrottleTables>();

/**
 * Counts one hit for `key` in one statement, so concurrent processes never lose a count: a new
 * key or one whose window ended starts again at 1 with a fresh window.
 */
export const incrementCounter = async (db: Db, key: string, windowMs: number) => {
  const { rows } = await sql<{ count: number; ttl_ms: number }>`
    INSERT INTO rate_limit_counters AS c (key, count, reset_at)
    VALUES (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.reset_at <= clock_timestamp() THEN 1 ELSE c.count + 1 END,
      reset_at = CASE WHEN c.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE c.reset_at END
    RETURNING c.count,
      greatest(0, ceil(extract(epoch FROM c.reset_at - clock_timestamp()) * 1000))::float8 AS ttl_ms
  `.execute(db);
  const row = rows[0];
  return { current: row?.count ?? 1, ttl: row?.ttl_ms ?? windowMs };
};

/** The count of a live window, without counting. */
export const readCounter = async (db: Db, key: string) => {
  const row = await throttleDb(db)
    .selectFrom('rate_limit_counters')
    .select([
      'count',
      sql<number>`greatest(0, ceil(extract(epoch FROM reset_at - clock_timestamp()) * 1000))::float8`.as(
        'ttl_ms',
      ),
    ])
    .where('key', '=', key)
    .where('reset_at', '>', sql<Date>`clock_timestamp()`)
    .executeTakeFirst();
  return { current: row?.count ?? 0, ttl: row?.ttl_ms ?? 0 };
};

export const deleteExpiredCounters = (db: Db) =>
  throttleDb(db)
    .deleteFrom('rate_limit_counters')
    .where('reset_at', '<=', sql<Date>`clock_timestamp()`)
    .execute();

export type FailureCounts = {
  /** Unknown devices' failures from this source (IP), in the window. */
  pair: number;
  pairOldest: Date | null;
  pairLast: Date | null;
  /** Unknown devices' failures from every source, in the window. */
  unknown: number;
  unknownLast: Date | null;
  /** This known device's failures, in the window (0 without a device cookie). */
  device: number;
  /** Every failure on the address, in the window. */
  total: number;
};

/** Failed logins of one address since `since`, as the throttle weighs them. */
export const loginFailureCounts = async (
  db: Db,
  attempt: { email: string; source: string; device: string | null },
  since: Date,
): Promise<FailureCounts> => {
  const { email, source, device } = attempt;
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [
      sql<number>`count(*) FILTER (WHERE device IS NULL AND source = ${source})`.as('pair'),
      sql<Date | null>`min(failed_at) FILTER (WHERE device IS NULL AND source = ${source})`.as(
        'pair_oldest',
      ),
      sql<Date | null>`max(failed_at) FILTER (WHERE device IS NULL AND source = ${source})`.as(
        'pair_last',
      ),
      sql<number>`count(*) FILTER (WHERE device IS NULL)`.as('unknown'),
      sql<Date | null>`max(failed_at) FILTER (WHERE device IS NULL)`.as('unknown_last'),
      sql<number>`count(*) FILTER (WHERE device = ${device ?? ''})`.as('device'),
      eb.fn.countAll<number>().as('total'),
    ])
    .where('email', '=', email)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    pair: Number(row.pair),
    pairOldest: row.pair_oldest,
    pairLast: row.pair_last,
    unknown: Number(row.unknown),
    unknownLast: row.unknown_last,
    device: Number(row.device),
    total: Number(row.total),
  };
};

/** Records a failure and drops this address's failures that no longer count. */
export const recordLoginFailure = async (
  db: Db,
  attempt: { email: string; source: string; device: string | null },
  windowStart: Date,
) => {
  await db.insertInto('login_failures').values(attempt).execute();
  await db
    .deleteFrom('login_failures')
    .where('email', '=', attempt.email)
    .where('failed_at', '<=', windowStart)
    .execute();
};

/**
 * A success forgets the failures of its own kind: a known device's own, or an unknown device's
 * from its source. The others keep counting.
 */
export const clearLoginFailures = (
  db: Db,
  attempt: { email: string; source: string; device: string | null },
) =>
  db
    .deleteFrom('login_failures')
    .where('email', '=', attempt.email)
    .where((eb) =>
      attempt.device
        ? eb('device', '=', attempt.device)
        : eb.and([eb('source', '=', attempt.source), eb('device', 'is', null)]),
    )
    .execute();

/**
 * Claims the right to mail the owner about an attack: true for one caller per window, whatever
 * the number of processes answering failed logins at the same moment.
 */
export const claimAttackAlert = async (db: Db, email: string, windowStart: Date) => {
  const row = await throttleDb(db)
    .insertInto('login_attack_alerts')
    .values({ email, sent_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet({ sent_at: sql<Date>`now()` })
        .where('login_attack_alerts.sent_at', '<=', windowStart),
    )
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
};
