import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '#config.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import './pg-types.ts';
import { resilientPool } from './resilient-pool.ts';
import type { Database } from './schema.ts';

export type Db = {
  db: Kysely<Database>;
  pool: pg.Pool;
  connectionString: string;
  /**
   * Where a tool may create and drop databases: the embedded PostgreSQL's superuser (the app's
   * role may not), else DATABASE_URL itself.
   */
  adminConnectionString: string;
  embedded: boolean;
  close: () => Promise<void>;
};

export const openDatabase = async (
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>,
  log: (message: string) => void = () => undefined,
): Promise<Db> => {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, log);
  const connectionString = config.DATABASE_URL ?? embedded?.connectionString ?? '';
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose connection dies (PostgreSQL restarting, a failover, an idle timeout,
  // pg_terminate_backend) is emitted here; without a listener it would end the process. The pool
  // drops that client and opens a new one for the next query.
  pool.on('error', (error) => log(`database connection lost: ${error.message}`));
  // A checked-out client's own error reaches its query as a rejection; this keeps the client's
  // event from escaping in between.
  pool.on('connect', (client) => {
    client.on('error', (error) => log(`database client error: ${error.message}`));
  });
  // Reads that meet a lost connection run again on a new one (resilient-pool.ts).
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: resilientPool(pool, log) }),
  });
  return {
    db,
    pool,
    connectionString,
    adminConnectionString: embedded?.adminConnectionString ?? connectionString,
    embedded: embedded !== null,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
};
