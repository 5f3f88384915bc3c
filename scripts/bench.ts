/**
 * `npm run bench`: every benchmark, each printing what it measured beside its target.
 * Speed is measured here, never asserted in tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benches: { title: string; file: string; before?: string[] }[] = [
  {
    title: 'Engine: parse + validate + compute, peak memory',
    file: 'packages/engine/bench/engine-bench.ts',
  },
  { title: 'Server: upload to ready, employees call', file: 'apps/server/bench/upload-bench.ts' },
  {
    title:
      'Server: large files through the API (100 000 and 1 000 000 CSV rows, 300 000 XLSX rows) beside the engine and the full peer',
    file: 'apps/server/bench/large-upload-bench.ts',
  },
  {
    title: 'Server: EU indicators call, 100 000 rows (first, kept, after a categories change)',
    file: 'apps/server/bench/indicators-server-bench.ts',
  },
  {
    title: 'Engine: merit cycles, 100 000 rows (impact after one change, optimiser)',
    file: 'packages/engine/bench/merit-bench.ts',
  },
  {
    title: 'Server: a report against the salary bands, 100 000 rows (first, kept, viewer)',
    file: 'apps/server/bench/salary-bands-server-bench.ts',
  },
  {
    title: 'Server: /api/health while two data ZIPs of 3 × 100 000 rows are built',
    file: 'apps/server/bench/data-export-bench.ts',
  },
  {
    title: 'Benchmarking: mapping suggestions (Montgomery County) and the pool’s cells',
    file: 'packages/assistant/bench/mapping-bench.ts',
  },
  {
    title: 'Server: memory under hostile files',
    file: 'apps/server/bench/hostile-server-bench.ts',
  },
  {
    title: 'Web: initial JavaScript',
    file: 'apps/web/bench/bundle-size.ts',
    before: ['npm', 'run', 'build', '--silent'],
  },
  {
    title: 'Web: employees table render, 100 000 rows',
    file: 'apps/web/bench/employees-render.ts',
  },
];

/**
 * Each bench prints its figures beside their targets (OK or OVER) and exits 1 when one is
 * missed; the run goes on to the next and ends with which met their targets, and fails if any
 * did not.
 */
const outcomes: { title: string; status: number | null }[] = [];
for (const bench of benches) {
  const file = path.join(root, bench.file);
  if (!existsSync(file)) continue;
  console.log(`\n== ${bench.title}`);
  if (bench.before) {
    const [cmd, ...args] = bench.before;
    spawnSync(cmd ?? 'true', args, { cwd: root, stdio: 'inherit' });
  }
  const result = spawnSync(process.execPath, ['--expose-gc', file], {
    cwd: root,
    stdio: 'inherit',
  });
  outcomes.push({ title: bench.title, status: result.status });
}
console.log('\n== Summary');
for (const { title, status } of outcomes) {
  // 1: a target missed (or the bench threw, which exits 1 too: its output above says which).
  const said =
    status === 0
      ? 'met its targets'
      : status === 1
        ? 'OVER a target (or failed)'
        : `ended with ${status ?? 'a signal'}`;
  console.log(`${said.padEnd(26)} ${title}`);
}
process.exit(outcomes.every((o) => o.status === 0) ? 0 : 1);
