/**
 * `node apps/server/bench/employees-bench.ts`: the employees call alone on one 100 000-row CSV
 * report, over many filter / sort / page combinations, each repeated; prints the minimum and the
 * median of each (minimums are what a loaded machine still shows reliably).
 */
import { employeesQuerySchema } from '@parytet/contract/reports';
import { employeesViaIndex, employeesViaSql } from '#modules/reports/employees.service.ts';
import { buildBenchFile } from '../../../packages/engine/bench/build-bench-file.ts';
import { startBenchServer } from './bench-server.ts';

const ROWS = Number(process.env.EMPLOYEES_ROWS ?? 100_000);
const REPEAT = Number(process.env.EMPLOYEES_REPEAT ?? 15);
const QUERIES = [
  'level=L3&page=2&page_size=50',
  'gender=female&min_gap=5&page=1&page_size=50',
  'gender=female&min_gap=5&page=3&page_size=50&sort=pay_gap&order=desc',
  'level=L3&page=2&page_size=50&sort=id',
  'page=1&page_size=100&sort=salary',
  'page=20&page_size=100&sort=position&order=desc',
  '',
  'sort=id',
  'level=L3',
];

const server = await startBenchServer();
const account = await server.createAccount();
const headers = { authorization: account.authorization };
const api = (p: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api/reports/pay-gap${p}`, { ...init, headers });
try {
  const form = new FormData();
  form.append('label', 'Bench');
  form.append('file', new Blob([new Uint8Array(await buildBenchFile(ROWS, 'csv'))]), 'b.csv');
  const { id } = (await (await api('/upload', { method: 'POST', body: form })).json()) as {
    id: string;
  };
  for (;;) {
    const s = (await (await api(`/${id}/base`)).json()) as { report_ready: boolean };
    if (s.report_ready) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // The two paths side by side in this process, alternating, so the machine's load hits both.
  const paths = { sql: employeesViaSql, index: employeesViaIndex };
  for (const q of QUERIES) {
    const query = employeesQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
    const times: Record<string, number[]> = { sql: [], index: [] };
    for (let i = 0; i < REPEAT; i++) {
      for (const [name, run] of Object.entries(paths)) {
        const started = performance.now();
        await run(server.ctx, account.organisationId, id, query);
        times[name]?.push(performance.now() - started);
      }
    }
    const min = (name: string) =>
      Math.min(...(times[name] ?? []))
        .toFixed(1)
        .padStart(7);
    console.log(
      `service ${(q || '(whole)').padEnd(62)} min sql ${min('sql')} ms  index ${min('index')} ms`,
    );
  }
  for (const q of QUERIES) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < REPEAT; i++) {
      const started = performance.now();
      const res = await api(`/${id}/employees${q ? `?${q}` : ''}`);
      const body = await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? NaN;
    console.log(
      `${(q || '(whole)').padEnd(70)} min ${times[0]?.toFixed(1).padStart(7)} ms  median ${median.toFixed(1).padStart(7)} ms  ${bytes} B`,
    );
  }
} finally {
  await account.remove();
  await server.close();
}
