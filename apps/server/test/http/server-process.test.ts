import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type Run } from '../helpers/spawn-server.ts';
import { testDatabaseUrl } from '../helpers/test-database.ts';

const expectCleanStop = (run: Run, signal: string) => {
  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain(`Parytet stopped (${signal}).`);
  expect(run.output).not.toMatch(/57P01|Unhandled|\n\s+at |Error:|"level":50/);
};

describe('starting and stopping the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parytet-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.each([
    ['SIGINT', 'group'],
    ['SIGTERM', 'process'],
    ['SIGINT', 'process'],
    ['SIGTERM', 'group'],
  ] as const)(
    'stops cleanly on %s sent to its %s, exit code 0',
    async (signal, target) => {
      const port = await freePort();
      const server = startServer({
        DATABASE_URL: testDatabaseUrl(),
        PORT: String(port),
        DATA_DIR: dataDir,
      });
      await server.running();
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const pid = server.child.pid ?? 0;
      process.kill(target === 'group' ? -pid : pid, signal);
      expectCleanStop(await server.exited, signal);
      // One line for the API request, none for the stop but its own.
      expect(server.output()).toContain('/api/health');
    },
    60_000,
  );

  it('stops cleanly with the embedded PostgreSQL on Ctrl-C to the process group', async () => {
    const pgPort = await freePort();
    const server = startServer({
      PORT: String(await freePort()),
      DATA_DIR: path.join(dataDir, 'embedded'),
      EMBEDDED_PG_PORT: String(pgPort),
    });
    await server.running(90_000);
    process.kill(-(server.child.pid ?? 0), 'SIGINT');
    expectCleanStop(await server.exited, 'SIGINT');
  }, 120_000);

  it('says which variable to set when the embedded PostgreSQL port is taken', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const server = startServer({
        PORT: String(await freePort()),
        DATA_DIR: path.join(dataDir, 'taken'),
        EMBEDDED_PG_PORT: String(port),
      });
      const run = await server.exited;
      expect(run.code).toBe(1);
      expect(run.output).not.toContain('undefined');
      expect(run.output).toContain(`port ${port}, where the embedded PostgreSQL listens`);
      expect(run.output).toContain('set EMBEDDED_PG_PORT to a free port');
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('says which variable to set when the HTTP port is taken', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '0.0.0.0', resolve));
    try {
      const server = startServer({
        DATABASE_URL: testDatabaseUrl(),
        PORT: String(port),
        DATA_DIR: dataDir,
      });
      const run = await server.exited;
      expect(run.code).toBe(1);
      expect(run.output).toContain(`port ${port} is already in use`);
      expect(run.output).toContain('set PORT to a free port');
    } finally {
      blocker.close();
    }
  }, 60_000);
});
