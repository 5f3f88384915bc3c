/**
 * Server benchmark of a report read against the salary bands:
 * `node apps/server/bench/salary-bands-server-bench.ts`. On a 100 000-row report (the engine
 * bench's file) with bands drafted from its own pay: the first call (its stored inputs parsed
 * and read against the bands in a thread, every person's place written as JSON there), the next
 * calls (the kept reading, the people spliced into the answer), and a viewer's call (the bands
 * alone). Each is the whole HTTP call, the answer read to its last byte.
 */
// The server in this process, as npm start runs it (see indicators-server-bench.ts).
import '../src/lib/memory-tuning.ts';
import { execFile, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { buildBenchFile } from '../../../packages/engine/bench/build-bench-file.ts';
import { startBenchServer } from './bench-server.ts';

/**
 * `cpuMs`: the server process's CPU time over the call. The call is made by curl, another
 * process as a browser would be, so reading a 20 MB answer is not counted as the server's work
 * (fetch in this process where curl is missing, and then both are).
 */
type Figure = { name: string; ms: number; cpuMs: number; targetMs: number; bytes: number };

// The issue's target for the call; a first reading of a report pays for the thread and the
// parse once, within the indicators' first-call target.
const CALL_TARGET_MS = 200;
const FIRST_TARGET_MS = 3000;
const ROWS = 100_000;

const hasCurl = spawnSync('curl', ['--version']).error === undefined;

/** One GET by curl: its wall time and the bytes of the answer. */
const curl = async (url: string, authorization: string) => {
  const { stdout } = await promisify(execFile)('curl', [
    ...['-s', '-o', '/dev/null', '-w', '%{http_code} %{size_download} %{time_total}'],
    ...['-H', `authorization: ${authorization}`, url],
  ]);
  const [status, bytes, seconds] = stdout.split(' ').map(Number);
  return { status, bytes: bytes ?? 0, ms: (seconds ?? NaN) * 1000 };
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export const runSalaryBandsServerBench = async () => {
  const server = await startBenchServer();
  const account = await server.createAccount();
  const headers = { authorization: account.authorization, 'content-type': 'application/json' };
  const api = (p: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api${p}`, { ...init, headers: { ...headers, ...init.headers } });
  const timed = async (p: string, auth = account.authorization) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    let call: { status: number | undefined; bytes: number; ms: number };
    if (hasCurl) call = await curl(`${server.url}/api${p}`, auth);
    else {
      const res = await fetch(`${server.url}/api${p}`, { headers: { authorization: auth } });
      const bytes = (await res.arrayBuffer()).byteLength;
      call = { status: res.status, bytes, ms: performance.now() - started };
    }
    if (call.status !== 200) throw new Error(`${p}: ${call.status}`);
    const used = process.cpuUsage(cpu);
    return { ms: call.ms, cpuMs: (used.user + used.system) / 1000, bytes: call.bytes };
  };
  const figures: Figure[] = [];
  try {
    const form = new FormData();
    form.append('label', 'Salary bands bench');
    form.append('file', new Blob([new Uint8Array(await buildBenchFile(ROWS, 'csv'))]), 'b.csv');
    const uploaded = await fetch(`${server.url}/api/reports/pay-gap/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: account.authorization },
    });
    const { id } = (await uploaded.json()) as { id: string };
    for (;;) {
      const body = (await (await api(`/reports/pay-gap/${id}/base`)).json()) as {
        status: string;
      };
      if (body.status === 'failed') throw new Error('report failed');
      if (body.status === 'ready') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const draft = await api('/salary-bands/draft', {
      method: 'POST',
      body: JSON.stringify({ report_id: id, method: 'percentiles' }),
    });
    const { bands, currency } = (await draft.json()) as { bands: unknown[]; currency: string };
    const saved = await api('/salary-bands', {
      method: 'PUT',
      body: JSON.stringify({ effective_from: '2000-01-01', basis: 'base', currency, bands }),
    });
    if (saved.status !== 200) throw new Error(`bands: ${saved.status} ${await saved.text()}`);
    const viewer = await server.addMember(account.organisationId, 'viewer');

    const call = `/reports/pay-gap/${id}/salary-bands`;
    const first = await timed(call);
    figures.push({ name: 'report against bands, first', ...first, targetMs: FIRST_TARGET_MS });
    const kept = [await timed(call), await timed(call), await timed(call)];
    figures.push({
      name: 'report against bands, HR',
      ms: median(kept.map((k) => k.ms)),
      cpuMs: median(kept.map((k) => k.cpuMs)),
      bytes: kept[0]?.bytes ?? 0,
      targetMs: CALL_TARGET_MS,
    });
    const asViewer = [await timed(call, viewer), await timed(call, viewer)];
    figures.push({
      name: 'report against bands, viewer',
      ms: median(asViewer.map((k) => k.ms)),
      cpuMs: median(asViewer.map((k) => k.cpuMs)),
      bytes: asViewer[0]?.bytes ?? 0,
      targetMs: CALL_TARGET_MS,
    });
    return figures;
  } finally {
    await account.remove();
    await server.close();
  }
};

if (import.meta.main) {
  const figures = await runSalaryBandsServerBench();
  for (const f of figures) {
    const verdict = f.ms <= f.targetMs ? 'OK' : 'OVER';
    const size = `${(f.bytes / 1_048_576).toFixed(1)} MB`;
    const cpu = `server cpu ${f.cpuMs.toFixed(0)} ms`;
    console.log(
      `${f.name.padEnd(32)} ${`${f.ms.toFixed(0)} ms`.padStart(9)}  ≤ ${f.targetMs} ms  ${verdict}  (${size}, ${cpu})`,
    );
  }
  console.log(
    `${ROWS} rows CSV, bands drafted from its pay at the 10th/50th/90th percentile; ` +
      `client: ${hasCurl ? 'curl' : 'fetch in the server process'}; ` +
      `machine: ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  process.exit(figures.every((f) => f.ms <= f.targetMs) ? 0 : 1);
}
