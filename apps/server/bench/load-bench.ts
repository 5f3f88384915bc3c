/**
 * `npm run bench:load`: the report calls under many concurrent users. Starts the real server in a
 * child process on a free port (its own embedded PostgreSQL unless DATABASE_URL is set), signs up
 * its users through the API, uploads their reports, drives the calls with autocannon and prints
 * p50/p95/p99 and errors beside the targets. Stops everything it started.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { allRoutes } from '@parytet/contract/routes';
import { buildBenchFile } from '../../../packages/engine/bench/build-bench-file.ts';
import { logIn, signUpUser, uploadReady, type LoadUser } from './load-users.ts';

const REPORT_USERS = Number(process.env.LOAD_USERS ?? 200);
const EMPLOYEES_USERS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const REPORT_ROWS = 1_000;
const SETUP_AT_ONCE = 4;
const LARGE_ROWS = 100_000;

type Scenario = {
  name: string;
  connections: number;
  /** Every connection is one user: its bearer header and the paths it cycles through. */
  clients: { authorization: string; paths: string[] }[];
  p99TargetMs: number;
};

type Outcome = {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  target: number;
};

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const startServer = async () => {
  const child = spawn(process.execPath, ['apps/server/bench/load-server-child.ts'], {
    env: { ...process.env, DEFAULT_PLAN: 'ENTERPRISE', REGISTRATION_ENABLED: 'true' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const { url, outbox } = JSON.parse(first) as { url: string; outbox: string };
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end();
    });
  return { url, outbox, stop };
};

/** The report views a screen reads; the indicators where the route table has them. */
const reportPaths = (id: string) =>
  ['base', 'adjusted', 'salary-ranges', 'extended-salary-ranges', 'indicators']
    .filter((view) => allRoutes().some((r) => r.path === `/reports/pay-gap/:id/${view}`))
    .map((view) => `/api/reports/pay-gap/${id}/${view}`);

const run = async (url: string, scenario: Scenario): Promise<Outcome> => {
  const times: number[] = [];
  let next = 0;
  const options: autocannon.Options = {
    url,
    connections: scenario.connections,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        setupRequest: (request, shared) => {
          const context = shared as { client?: Scenario['clients'][number]; step?: number };
          // Each connection takes the next user once and keeps it: one connection, one user.
          const client = (context.client ??= scenario.clients[next++ % scenario.clients.length]);
          const step = (context.step = (context.step ?? 0) + 1);
          return {
            ...request,
            method: 'GET',
            path: client?.paths[step % client.paths.length] ?? '/',
            headers: { authorization: client?.authorization ?? '' },
          };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(done);
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const sorted = Float64Array.from(times).sort();
  return {
    name: scenario.name,
    requests: result.requests.total,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    target: scenario.p99TargetMs,
  };
};

const format = (o: Outcome) => {
  const verdict = o.errors === 0 && o.p99 <= o.target ? 'OK' : 'OVER';
  return (
    `${o.name.padEnd(44)} ${String(o.requests).padStart(7)} req  ` +
    `p50 ${o.p50.toFixed(1).padStart(6)}  p95 ${o.p95.toFixed(1).padStart(6)}  ` +
    `p99 ${o.p99.toFixed(1).padStart(6)} ms  errors ${o.errors}  ` +
    `target p99 ≤ ${o.target} ms, no error  ${verdict}`
  );
};

const server = await startServer();
const outcomes: Outcome[] = [];
try {
  const started = performance.now();
  const small = await buildBenchFile(REPORT_ROWS, 'csv');
  const users: (LoadUser & { reportId: string })[] = [];
  // A few users at a time: each waits on argon2, its mail and its report's job, one after
  // another; in turn the 200 took about 200 s.
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_AT_ONCE }, async () => {
      for (let n = next++; n < REPORT_USERS; n = next++) {
        const user = await signUpUser(server.url, server.outbox, n);
        users[n] = { ...user, reportId: await uploadReady(server.url, user.authorization, small) };
      }
    }),
  );
  // The employees screen of one large organisation, read by 50 sessions at once.
  const owner = users[0];
  if (!owner) throw new Error('no users');
  const largeId = await uploadReady(
    server.url,
    owner.authorization,
    await buildBenchFile(LARGE_ROWS, 'csv'),
  );
  const sessions = await Promise.all(
    Array.from({ length: EMPLOYEES_USERS }, () => logIn(server.url, owner.email)),
  );
  console.log(
    `set up ${REPORT_USERS} users with ${REPORT_ROWS}-row reports and one ${LARGE_ROWS}-row ` +
      `report in ${((performance.now() - started) / 1000).toFixed(1)} s; ${SECONDS} s per scenario`,
  );

  outcomes.push(
    await run(server.url, {
      name: `report views, ${REPORT_USERS} users`,
      connections: REPORT_USERS,
      clients: users.map((u) => ({
        authorization: u.authorization,
        paths: reportPaths(u.reportId),
      })),
      p99TargetMs: 50,
    }),
  );
  const filters = ['level=L3', 'gender=female&min_gap=5', 'position=Position%2012', 'level=L7'];
  outcomes.push(
    await run(server.url, {
      name: `employees filtered+paged 100k, ${EMPLOYEES_USERS} users`,
      connections: EMPLOYEES_USERS,
      clients: sessions.map((authorization, i) => ({
        authorization,
        paths: filters.map(
          (f, k) =>
            `/api/reports/pay-gap/${largeId}/employees?${f}&page=${1 + ((i + k) % 5)}&page_size=50`,
        ),
      })),
      p99TargetMs: 100,
    }),
  );
} finally {
  await server.stop();
}
for (const o of outcomes) console.log(format(o));
console.log(`machine: ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(2)}`);
process.exit(outcomes.every((o) => o.errors === 0 && o.p99 <= o.target) ? 0 : 1);
