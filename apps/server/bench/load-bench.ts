/**
 * `npm run bench:load`: the report calls under many concurrent users. Starts the real server in a
 * child process on a free port (its own embedded PostgreSQL unless DATABASE_URL is set), signs up
 * its users through the API, uploads their reports, drives the calls with autocannon and prints
 * p50/p95/p99 and errors beside the targets; then reporting day's storm (load-storm.ts: 100
 * organisations upload at once while 200 users read) and the report views on the embedded
 * default with one token (a second server without DATABASE_URL when it is set). Each figure is
 * printed beside its target; the exit code is 1 when one is missed. Stops everything it started.
 */
import { cpus, loadavg } from 'node:os';
import { buildBenchFile } from '../../../packages/engine/bench/build-bench-file.ts';
import { format, meets, reportPaths, run, SECONDS, startServer, type Outcome } from './load-run.ts';
import { logIn, signUpUser, uploadReady, type LoadUser } from './load-users.ts';
import { formatStorm, runStorm, stormMet, type StormOutcome } from './load-storm.ts';

const REPORT_USERS = Number(process.env.LOAD_USERS ?? 200);
const EMPLOYEES_USERS = 50;
const REPORT_ROWS = 1_000;
const SETUP_AT_ONCE = 4;
const LARGE_ROWS = 100_000;
/** Report reads on the embedded default, and during the storm: p99 within this. */
const READS_UNDER_LOAD_P99_MS = 100;

/**
 * The report views of one report read over 200 connections with one token, on the embedded
 * default (no DATABASE_URL): a server of its own when this run's is on DATABASE_URL.
 */
const embeddedReads = async (
  main: { url: string; user: LoadUser & { reportId: string } } | null,
) => {
  const server = main ? null : await startServer(true);
  try {
    const url = main?.url ?? (server?.url as string);
    const user =
      main?.user ??
      (await (async () => {
        const signed = await signUpUser(url, server?.outbox as string, 0);
        const small = await buildBenchFile(REPORT_ROWS, 'csv');
        return { ...signed, reportId: await uploadReady(url, signed.authorization, small) };
      })());
    return await run(url, {
      name: `report views, embedded PostgreSQL, 1 token × ${REPORT_USERS} connections`,
      connections: REPORT_USERS,
      clients: [{ authorization: user.authorization, paths: reportPaths(user.reportId) }],
      p99TargetMs: READS_UNDER_LOAD_P99_MS,
    });
  } finally {
    await server?.stop();
  }
};

const onDatabaseUrl = process.env.DATABASE_URL !== undefined;
const server = await startServer();
const outcomes: Outcome[] = [];
let storm: StormOutcome | undefined;
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
  storm = await runStorm(server, users, READS_UNDER_LOAD_P99_MS);
  outcomes.push(storm.reads);
  // On the embedded default already: its one-token scenario reads this server.
  if (!onDatabaseUrl) outcomes.push(await embeddedReads({ url: server.url, user: owner }));
} finally {
  await server.stop();
}
if (onDatabaseUrl) outcomes.push(await embeddedReads(null));
for (const o of outcomes) console.log(format(o));
if (storm) console.log(formatStorm(storm));
console.log(`machine: ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(2)}`);
process.exit(outcomes.every(meets) && storm !== undefined && stormMet(storm) ? 0 : 1);
