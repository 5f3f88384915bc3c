/**
 * The load bench's pieces: its server in a child process, one scenario driven with autocannon
 * (one connection, one user) and its outcome printed beside its target.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { allRoutes } from '@parytet/contract/routes';

export const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);

export type Scenario = {
  name: string;
  connections: number;
  /** Every connection is one user: its bearer header and the paths it cycles through. */
  clients: { authorization: string; paths: string[] }[];
  p99TargetMs: number;
};

export type Outcome = {
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

/** The server in a child process; `embedded` leaves DATABASE_URL out (the default setup). */
export const startServer = async (embedded = false) => {
  const { DATABASE_URL, ...rest } = process.env;
  const env = embedded || DATABASE_URL === undefined ? rest : { ...rest, DATABASE_URL };
  const child = spawn(process.execPath, ['apps/server/bench/load-server-child.ts'], {
    env: { ...env, DEFAULT_PLAN: 'ENTERPRISE', REGISTRATION_ENABLED: 'true' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const { url, outbox } = JSON.parse(first) as { url: string; outbox: string };
  const answers: ((line: string) => void)[] = [];
  lines.on('line', (line) => answers.shift()?.(line));
  /** The storm's reports as the database holds them (load-server-child.ts). */
  const check = (ids: string[], since: Date) =>
    new Promise<Record<string, number>>((resolve) => {
      answers.push((line) =>
        resolve((JSON.parse(line) as { check: Record<string, number> }).check),
      );
      child.stdin.write(`${JSON.stringify({ check: { ids, since: since.toISOString() } })}\n`);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end();
    });
  return { url, outbox, check, stop };
};
export type LoadServer = Awaited<ReturnType<typeof startServer>>;

/** The report views a screen reads; the indicators where the route table has them. */
export const reportPaths = (id: string) =>
  ['base', 'adjusted', 'salary-ranges', 'extended-salary-ranges', 'indicators']
    .filter((view) => allRoutes().some((r) => r.path === `/reports/pay-gap/:id/${view}`))
    .map((view) => `/api/reports/pay-gap/${id}/${view}`);

/** Runs for SECONDS, or, given `until`, until it settles (at most `maxSeconds`). */
export const run = async (
  url: string,
  scenario: Scenario,
  until?: { done: Promise<unknown>; maxSeconds: number },
): Promise<Outcome> => {
  const times: number[] = [];
  let next = 0;
  const options: autocannon.Options = {
    url,
    connections: scenario.connections,
    duration: until?.maxSeconds ?? SECONDS,
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
    void until?.done.finally(() => instance.stop());
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

export const meets = (o: Outcome) => o.errors === 0 && o.p99 <= o.target;

export const format = (o: Outcome) => {
  const verdict = o.errors === 0 && o.p99 <= o.target ? 'OK' : 'OVER';
  return (
    `${o.name.padEnd(44)} ${String(o.requests).padStart(7)} req  ` +
    `p50 ${o.p50.toFixed(1).padStart(6)}  p95 ${o.p95.toFixed(1).padStart(6)}  ` +
    `p99 ${o.p99.toFixed(1).padStart(6)} ms  errors ${o.errors}  ` +
    `target p99 ≤ ${o.target} ms, no error  ${verdict}`
  );
};
