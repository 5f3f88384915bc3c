/**
 * `node apps/server/bench/large-upload-bench.ts`: large files through the API, upload to ready,
 * phase by phase, beside the engine run directly and the full pandas peer on the same file in
 * the same run. The server runs in a child process (large-upload-child.ts) as `npm start` runs
 * it, for one ENTERPRISE organisation whose limits the operator raised; its peak RSS is read
 * from /proc for each upload alone. Targets: ready within 2 × the engine's own time (a fresh
 * process's first run), within 0.6 × the full peer's for the 1 000 000-row CSV and the
 * 300 000-row XLSX, and the server's peak RSS within 1 GB. `BENCH_REPEAT` (default 3) sets the
 * runs per case; `BENCH_ONLY=1000000` runs the cases whose name holds it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { buildBenchFile } from '../../../packages/engine/bench/build-bench-file.ts';
import { medianPeer, runPandasPeer, type PeerTime } from '../../../packages/engine/bench/peers.ts';
import { runCaseProcess } from '../../../packages/engine/bench/thread-flags.ts';
import type { ReportPhases } from '#modules/report-processing/report-processor.ts';
import { differencesFromEngine } from './large-upload-check.ts';

type Case = {
  rows: number;
  format: 'csv' | 'xlsx';
  /** Sent as the web sends it: the form gzip-compressed (Content-Encoding: gzip). */
  gzip: boolean;
  /** Ready within this share of the full peer's time on the same file. */
  peerRatio?: number;
};

const CASES: Case[] = [
  { rows: 100_000, format: 'csv', gzip: true },
  { rows: 1_000_000, format: 'csv', gzip: true, peerRatio: 0.6 },
  { rows: 1_000_000, format: 'csv', gzip: false, peerRatio: 0.6 },
  { rows: 300_000, format: 'xlsx', gzip: false, peerRatio: 0.6 },
];
const ENGINE_RATIO = 2;
const PEAK_RSS_TARGET_MB = 1024;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const POLL_MS = 20;

const nameOf = (c: Case) => `${c.rows} ${c.format}${c.gzip ? ' gzip' : ''}`;
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = Awaited<ReturnType<typeof startServer>>;

const startServer = async () => {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./large-upload-child.ts', import.meta.url))],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const phases = new Map<string, ReportPhases>();
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  let vacuumed: (() => void) | null = null;
  lines.on('line', (line) => {
    const message = JSON.parse(line) as { id: string; phases: ReportPhases } | { vacuumed: true };
    if ('vacuumed' in message) vacuumed?.();
    else phases.set(message.id, message.phases);
  });
  const info = JSON.parse(first) as { url: string; authorization: string };
  const pid = child.pid ?? 0;
  return {
    ...info,
    phasesOf: async (id: string) => {
      for (let i = 0; i < 100 && !phases.has(id); i++) await sleep(10);
      return phases.get(id);
    },
    /** Vacuums the report tables, as autovacuum would after the bench deleted a report. */
    vacuum: () =>
      new Promise<void>((resolve) => {
        vacuumed = resolve;
        child.stdin.write('vacuum\n');
      }),
    /** Forgets the peak so far (Linux: writing 5 to clear_refs resets VmHWM). */
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    peakMb: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
};

/** The multipart body a browser sends, compressed as its CompressionStream does when asked. */
const encodeForm = async (data: Buffer, c: Case) => {
  const form = new FormData();
  form.append('label', `Bench ${nameOf(c)}`);
  form.append('file', new Blob([new Uint8Array(data)]), `bench.${c.format}`);
  if (!c.gzip) return { body: form, headers: {} };
  const encoded = new Response(form);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return {
    body: await promisify(gzip)(bytes),
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-encoding': 'gzip',
    },
  };
};

type Run = {
  readyMs: number;
  answerMs: number;
  /** The upload answer's Server-Timing phases (read, count, store, enqueue). */
  answer: Record<string, number>;
  queueMs: number;
  phases: ReportPhases;
  peakMb: number;
};

const uploadUntilReady = async (
  server: Server,
  data: Buffer,
  c: Case,
  /** Looks at the ready report before it is deleted. */
  inspect?: (read: (path: string) => Promise<unknown>) => Promise<void>,
): Promise<Run> => {
  const { body, headers } = await encodeForm(data, c);
  const auth = { authorization: server.authorization };
  server.resetPeak();
  const started = performance.now();
  const res = await fetch(`${server.url}/api/reports/pay-gap/upload`, {
    method: 'POST',
    body,
    headers: { ...auth, ...headers },
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const answeredAt = Date.now();
  const answerMs = performance.now() - started;
  const answer = Object.fromEntries(
    (res.headers.get('server-timing') ?? '').split(', ').map((entry) => {
      const [name, dur] = entry.split(';dur=');
      return [name ?? '', Number(dur)];
    }),
  );
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const view = await fetch(`${server.url}/api/reports/pay-gap/${id}/base`, { headers: auth });
    const status = (await view.json()) as { report_ready: boolean; error_code: string | null };
    if (status.error_code) throw new Error(`report failed: ${status.error_code}`);
    if (status.report_ready) break;
    await sleep(POLL_MS);
  }
  const readyMs = performance.now() - started;
  const peakMb = server.peakMb();
  const phases = await server.phasesOf(id);
  if (!phases) throw new Error(`no phases for report ${id}`);
  await inspect?.(async (path) =>
    (await fetch(`${server.url}/api/reports/pay-gap/${id}/${path}`, { headers: auth })).json(),
  );
  await fetch(`${server.url}/api/reports/pay-gap/${id}`, { method: 'DELETE', headers: auth });
  await server.vacuum();
  return { readyMs, answerMs, answer, queueMs: phases.claimedAt - answeredAt, phases, peakMb };
};

type Outcome = {
  c: Case;
  bytes: number;
  engineMs: number;
  engineRssMb: number;
  full: PeerTime | undefined;
  runs: Run[];
  /** What the first ready report answered otherwise than the engine run directly. */
  differences: string[];
};

const caseScript = fileURLToPath(
  new URL('../../../packages/engine/bench/bench-case.ts', import.meta.url),
);

const runCase = async (server: Server, c: Case, dir: string): Promise<Outcome> => {
  const data = await buildBenchFile(c.rows, c.format);
  const file = join(dir, `bench-${c.rows}.${c.format}`);
  writeFileSync(file, data);
  const engine: { ms: number; maxRssMb: number }[] = [];
  const full: PeerTime[] = [];
  const runs: Run[] = [];
  let differences: string[] = [];
  // Outside the timing, once per case: the figures against the engine run in this process.
  const compare = async (read: (path: string) => Promise<unknown>) => {
    differences = await differencesFromEngine(read, data, `bench.${c.format}`);
  };
  for (let i = 0; i < REPEAT; i++) {
    // One after another on the same file, so each sees the same load; pandas reads an XLSX
    // through openpyxl (minutes at 300 000 rows): once.
    engine.push(JSON.parse(runCaseProcess(caseScript, file)) as { ms: number; maxRssMb: number });
    if (c.peerRatio !== undefined && (c.format === 'csv' || i === 0)) {
      full.push(runPandasPeer('full', file));
    }
    runs.push(await uploadUntilReady(server, data, c, i === 0 ? compare : undefined));
  }
  return {
    c,
    bytes: data.length,
    engineMs: median(engine.map((e) => e.ms)),
    engineRssMb: Math.max(...engine.map((e) => e.maxRssMb)),
    full: medianPeer(full),
    runs,
    differences,
  };
};

const verdicts = (o: Outcome) => {
  const ready = median(o.runs.map((r) => r.readyMs));
  const peak = Math.max(...o.runs.map((r) => r.peakMb));
  const engineOk = ready <= ENGINE_RATIO * o.engineMs;
  const peer = o.full && 'ms' in o.full ? o.full.ms : undefined;
  const peerOk = o.c.peerRatio === undefined || peer === undefined || ready <= o.c.peerRatio * peer;
  const sameOk = o.differences.length === 0;
  return { ready, peak, peer, engineOk, peerOk, rssOk: peak <= PEAK_RSS_TARGET_MB, sameOk };
};

const ms = (value: number) => `${Math.round(value)} ms`;
const med = (o: Outcome, pick: (r: Run) => number) => ms(median(o.runs.map(pick)));

const format = (outcomes: readonly Outcome[]) => {
  const lines = [
    'case               size  engine    ready  ready/engine  ready/full peer       server peak RSS  = engine  ok',
  ];
  for (const o of outcomes) {
    const v = verdicts(o);
    const peerText =
      o.full === undefined
        ? '-'
        : 'skipped' in o.full
          ? `peer skipped: ${o.full.skipped}`
          : `${(v.ready / (v.peer ?? NaN)).toFixed(2)} × ${ms(v.peer ?? NaN)} (≤ ${o.c.peerRatio})`;
    const ok = v.engineOk && v.peerOk && v.rssOk && v.sameOk;
    lines.push(
      [
        nameOf(o.c).padEnd(16),
        `${(o.bytes / 1e6).toFixed(1)} MB`.padStart(8),
        ms(o.engineMs).padStart(8),
        ms(v.ready).padStart(8),
        `${(v.ready / o.engineMs).toFixed(2)} × (≤ ${ENGINE_RATIO})`.padStart(13),
        peerText.padEnd(22),
        `${Math.round(v.peak)} MB (≤ ${PEAK_RSS_TARGET_MB})`.padStart(16),
        (v.sameOk ? 'yes' : 'NO').padStart(8),
        ok ? ' yes' : ' NO',
      ].join(' '),
    );
  }
  lines.push(
    '',
    'where the time went (medians): answer [read, count, store, enqueue], then the job',
  );
  for (const o of outcomes) {
    const a = (key: string) => med(o, (r) => r.answer[key] ?? NaN);
    lines.push(
      `${nameOf(o.c).padEnd(16)} answer ${med(o, (r) => r.answerMs)} [${a('read')}, ` +
        `${a('count')}, ${a('store')}, ${a('enqueue')}], queue ${med(o, (r) => r.queueMs)}, ` +
        `thread ${med(o, (r) => r.phases.waitMs)}, parse ${med(o, (r) => r.phases.parseMs)}, ` +
        `compute ${med(o, (r) => r.phases.computeMs)}, store ${med(o, (r) => r.phases.storeMs)}`,
    );
  }
  for (const o of outcomes) {
    if (o.differences.length > 0) {
      lines.push(`${nameOf(o.c)}: differs from the engine in ${o.differences.join(', ')}`);
    }
  }
  lines.push(
    `engine = parse + validate + every report and the EU indicators, a fresh process's first run;`,
    `= engine: the four report views, the employee total and three pages of rows of the first`,
    `  ready report equal the engine's run in this process on the same file;`,
    `ready = from sending the upload until the report reads ready; medians of ${REPEAT} runs each,`,
    `the engine, the peer and the upload one after another on the same file;`,
    `machine: ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  return lines.join('\n');
};

if (import.meta.main) {
  // The engine's first run is the figure; its warm runs would only cost time here.
  process.env.BENCH_WARM_RUNS = '0';
  const only = process.env.BENCH_ONLY;
  const cases = only ? CASES.filter((c) => nameOf(c).includes(only)) : CASES;
  const dir = mkdtempSync(join(tmpdir(), 'parytet-large-bench-'));
  const server = await startServer();
  // What earlier runs left in a shared database (DATABASE_URL), cleared as autovacuum would.
  await server.vacuum();
  const outcomes: Outcome[] = [];
  try {
    // A running server is warm: its JIT, its connections, its compute thread.
    const warm: Case = { rows: 2_000, format: 'csv', gzip: true };
    await uploadUntilReady(server, await buildBenchFile(warm.rows, 'csv'), warm);
    for (const c of cases) outcomes.push(await runCase(server, c, dir));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(format(outcomes));
  const v = outcomes.map(verdicts);
  process.exit(v.every((x) => x.engineOk && x.peerOk && x.rssOk && x.sameOk) ? 0 : 1);
}
