import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import {
  deleteExpiredCounters,
  incrementCounter,
  readCounter,
} from '#modules/auth/throttle.repository.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

const CLEANUP_EVERY_MS = 5 * 60_000;

/**
 * A store for @fastify/rate-limit that keeps every counter in PostgreSQL (rate_limit_counters),
 * so the limits hold across restarts and are shared by every API process. Each route (and each
 * limiter made with createRateLimit, told apart by its key) counts under its own prefix.
 */
export const postgresRateLimitStore = (db: Kysely<Database>): FastifyRateLimitStoreCtor => {
  let lastCleanup = 0;
  const cleanUp = () => {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    // Expired rows only take space; losing a cleanup to an error costs nothing.
    deleteExpiredCounters(db).catch(() => {
      lastCleanup = 0;
    });
  };

  class PostgresStore implements FastifyRateLimitStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      cleanUp();
      incrementCounter(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback) {
      readCounter(db, this.prefix + key).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes its merged limit options, the route under `routeInfo`.
      const { routeInfo } = routeOptions as unknown as RouteInfo;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      const url = routeInfo?.url ?? '';
      return new PostgresStore(undefined, `${this.prefix}${method}${url}|`);
    }
  }
  return PostgresStore;
};
