import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { preparedName } from './prepared.ts';
import { mayChangeSessions, sessionsWritten } from './session-writes.ts';

/** SQLSTATEs of a connection ended by the server: shutdown, crash, restart, terminated backend. */
const LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** What `pg` itself says when the socket went away. */
const LOST_MESSAGE =
  /Connection terminated|connection ended|not queryable|ECONNRESET|EPIPE|ECONNREFUSED/i;

/** The database connection was lost (as opposed to the query being refused). */
export const isConnectionLost = (error: unknown) => {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? String(error.code) : '';
  return LOST_CODES.has(code) || LOST_MESSAGE.test(error.message);
};

/**
 * Statements safe to run again on a new connection when they are the first on a checked-out
 * client: a read (autocommit, nothing held) or the start of a transaction (nothing done yet).
 * A statement after the first may rely on the session (a transaction, a lock): never retried.
 */
const RETRY_SAFE = /^\s*(select\b|begin\s*$|start transaction\b)/i;

/** A fresh connection for a safe statement, at most this many times. */
const MAX_RETRIES = 3;

/** Waits before connecting again: PostgreSQL restarting refuses connections for a moment. */
const CONNECT_DELAYS_MS = [100, 400, 1_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const connectWithRetry = async (pool: pg.Pool, log: (message: string) => void) => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pool.connect();
    } catch (error) {
      const delay = CONNECT_DELAYS_MS[attempt];
      if (delay === undefined || !isConnectionLost(error)) throw error;
      log(`database connection refused, retrying: ${(error as Error).message}`);
      await sleep(delay);
    }
  }
};

/**
 * The pool as Kysely sees it. A connection lost under a query (PostgreSQL restarting, a failover,
 * pg_terminate_backend) fails that query; when the query was safe to repeat, it runs once more on
 * a fresh connection instead, so a lost connection costs the user nothing. Anything else fails as
 * before, and the broken client is discarded rather than returned to the pool.
 */
export const resilientPool = (pool: pg.Pool, log: (message: string) => void): PostgresPool => ({
  options: pool.options,
  connect: async () => {
    let client = await connectWithRetry(pool, log);
    let statements = 0;
    let broken: Error | undefined;
    // A statement of this connection wrote what a session is read from (session-writes.ts).
    let sessionWrite = false;

    const query = async (text: string, parameters: readonly unknown[]) => {
      const retrySafe = statements++ === 0 && RETRY_SAFE.test(text);
      const name = preparedName(text);
      for (let attempt = 1; ; attempt++) {
        try {
          const values = [...parameters];
          const result = await (name
            ? client.query({ name, text, values })
            : client.query(text, values));
          if (mayChangeSessions(text)) {
            sessionWrite = true;
            sessionsWritten(pool);
          }
          return result;
        } catch (error) {
          if (!isConnectionLost(error)) throw error;
          if (!retrySafe || attempt > MAX_RETRIES) {
            broken = error as Error;
            throw error;
          }
          // The pool may hand out another client whose end it has not heard of yet.
          log(`database connection lost, query retried: ${(error as Error).message}`);
          client.release(error as Error);
          client = await connectWithRetry(pool, log);
        }
      }
    };

    const wrapper = {
      // Kysely reads the backend's pid to cancel a query.
      get processID() {
        return (client as pg.PoolClient & { processID?: number }).processID;
      },
      query: ((textOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]) => {
        if (typeof textOrCursor !== 'string') {
          statements++;
          return client.query(textOrCursor as unknown as pg.Submittable);
        }
        return query(textOrCursor, parameters ?? []);
      }) as unknown as PostgresPoolClient['query'],
      release: (destroy?: boolean) => {
        client.release(broken ?? destroy);
        if (sessionWrite) sessionsWritten(pool);
      },
    };
    return wrapper as PostgresPoolClient & { processID?: number };
  },
  end: () => pool.end(),
});
