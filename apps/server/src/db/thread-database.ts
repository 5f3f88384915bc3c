import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import './pg-types.ts';
import type { Database } from './schema.ts';

/**
 * Kysely on connections of a worker thread's own (a pool cannot cross threads), for long work
 * kept off the API's event loop; `db.destroy()` closes them. One connection: such a thread
 * reads page by page, one query at a time.
 */
export const openThreadDatabase = (connectionString: string) => {
  const pool = new pg.Pool({ connectionString, max: 1 });
  // An idle connection that dies is dropped by the pool; the next query opens another, and a
  // query on a dying one fails the work, which its job retries.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
};
