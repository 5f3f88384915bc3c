import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsFile } from '#db/embedded-credentials.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { freePort, startServer } from '../helpers/spawn-server.ts';
import { createAccount, datasetsDir, upload, waitForReport } from '../reports/reports-kit.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Whether a process of the group led by `pid` still runs (zombies aside: a container's init may
 * leave a dead orphan unreaped). Read from /proc: the fields after the command's closing
 * parenthesis are the state, the parent and the process group.
 */
const groupAlive = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .some((name) => {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      } catch {
        return false;
      }
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return state !== 'Z' && Number(group) === pid;
    });

const waitUntil = async (check: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('after a crash, with the embedded PostgreSQL', () => {
  let dataDir: string;
  const groups: number[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parytet-crash-'));
  });
  afterAll(async () => {
    for (const pid of groups) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('kill -9 of the server, then a start: the leftover database is stopped and the report resolved', async () => {
    const env = {
      DATA_DIR: path.join(dataDir, 'killed'),
      EMBEDDED_PG_PORT: String(await freePort()),
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    };
    // The first server holds every report for a minute: long enough to be killed mid-job.
    const first = startServer({
      ...env,
      PORT: String(await freePort()),
      PARYTET_TEST_PROCESS_DELAY_MS: '60000',
    });
    groups.push(first.child.pid ?? 0);
    await first.running(90_000);

    const credentials = JSON.parse(await readFile(credentialsFile(env.DATA_DIR), 'utf8')) as {
      app: string;
    };
    const url = `postgres://parytet_app:${encodeURIComponent(credentials.app)}@127.0.0.1:${env.EMBEDDED_PG_PORT}/parytet`;
    const api = await createTestApp(
      { RATE_LIMIT_ENABLED: 'false', DATABASE_URL: url },
      { queue: { runWorker: false } },
    );
    try {
      const account = await createAccount(api);
      const data = await readFile(path.join(datasetsDir, 'glassdoor_upload_format.csv'));
      const res = await upload(api, account, { fileName: 'glassdoor.csv', data });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: string }>();
      await waitUntil(async () => {
        const row = await api.ctx.db
          .selectFrom('reports')
          .select('started_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return row.started_at !== null;
      }, 'the first server took the report');

      // The server alone, as `kill -9 <pid>` does: its PostgreSQL is left running.
      first.child.kill('SIGKILL');
      await first.exited;
      const killedAt = Date.now();
      expect(groupAlive(first.child.pid ?? 0)).toBe(true);

      const second = startServer({ ...env, PORT: String(await freePort()) });
      groups.push(second.child.pid ?? 0);
      await second.running(90_000);
      expect(second.output()).toContain('Stopping the embedded PostgreSQL left running');
      // The old PostgreSQL is gone with its group: nothing of the killed server remains.
      expect(groupAlive(first.child.pid ?? 0)).toBe(false);

      const report = await waitForReport(api, account, id, 45_000);
      const seconds = (Date.now() - killedAt) / 1000;
      console.log(`kill -9 then start: report ready ${seconds.toFixed(1)} s after the kill`);
      expect(report).toMatchObject({ report_ready: true, records: 1000 });
      expect(seconds).toBeLessThan(30);

      // A database still run by a live Parytet is not a leftover: a second start is refused.
      const third = startServer({ ...env, PORT: String(await freePort()) });
      const refused = await third.exited;
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is in use by another running Parytet');

      await api.close();
      process.kill(second.child.pid ?? 0, 'SIGTERM');
      expect((await second.exited).code).toBe(0);
    } finally {
      await api.close().catch(() => undefined);
    }
  }, 180_000);

  it('SIGTERM to `npm start` stops the server and its PostgreSQL, leaving no process behind', async () => {
    const env = {
      DATA_DIR: path.join(dataDir, 'npm'),
      EMBEDDED_PG_PORT: String(await freePort()),
      PORT: String(await freePort()),
    };
    const npm = startServer(env, { file: 'npm', args: ['start', '--', '--no-build'], cwd: root });
    const pid = npm.child.pid ?? 0;
    groups.push(pid);
    await npm.running(90_000);
    process.kill(pid, 'SIGTERM');
    const run = await npm.exited;
    expect(run.output).toContain('Parytet stopped (SIGTERM).');
    expect(run.code).toBe(0);
    await waitUntil(() => !groupAlive(pid), 'every process of `npm start` ended', 10_000);
    expect(existsSync(path.join(env.DATA_DIR, 'pg', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});
