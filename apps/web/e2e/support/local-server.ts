import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A port nothing listens on right now, for a server the tests or benches start. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/** Drops and recreates database `name` on the server of `serverUrl`; answers its URL. */
const freshDatabase = async (serverUrl: string, name: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export type LocalServerOptions = {
  /** Prefix of the temporary DATA_DIR (embedded database, outbox). */
  dataDirPrefix: string;
  /** The database to create afresh on DATABASE_URL's server, when that is set. */
  database: string;
  /** Variables beside the ones every local server gets (port, URL, data folder, no rate limits). */
  env?: Record<string, string>;
  healthTimeoutMs: number;
};

export type LocalServer = {
  baseUrl: string;
  dataDir: string;
  /** The server's own variables (not the inherited ones), e.g. to run the admin CLI alike. */
  env: Record<string, string>;
  /** Stops the server; removes its DATA_DIR unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The real server (API and the built web app) as a child process on a free port, with a
 * temporary DATA_DIR, answered once `/api/health` is ok: for the browser tests and the web bench.
 */
export const startLocalServer = async (options: LocalServerOptions): Promise<LocalServer> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), options.dataDirPrefix));
  // The embedded PostgreSQL runs as the postgres user under root and must reach its folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (process.env.DATABASE_URL)
    env.DATABASE_URL = await freshDatabase(process.env.DATABASE_URL, options.database);
  const server: ChildProcess = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // E2E_SERVER_LOG=<file> keeps the server's whole output for a failure that needs it.
  const logFile = process.env.E2E_SERVER_LOG;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (logFile) appendFileSync(logFile, chunk);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const deadline = Date.now() + options.healthTimeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    dataDir,
    env,
    stop: async ({ keepData = false } = {}) => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
};
