// Engine benchmark: `node packages/engine/bench/engine-bench.ts [repeat=3]`. Each run is a
// child process; times are parse + validate + compute of an in-memory buffer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchFile } from './build-bench-file.ts';
import { formatIndicatorsBench, runIndicatorsBench } from './indicators-bench.ts';

export type BenchCase = { rows: number; format: 'csv' | 'xlsx'; targetMs: number | null };
export type BenchResult = BenchCase & {
  bytes: number;
  ms: number;
  cpuMs: number;
  maxRssMb: number;
  heapPeakMb: number;
};

type Measured = Omit<BenchResult, keyof BenchCase | 'bytes'>;

export const TARGET_PEAK_MB = 400;
export const BENCH_CASES: readonly BenchCase[] = [
  { rows: 10_000, format: 'csv', targetMs: null },
  { rows: 10_000, format: 'xlsx', targetMs: null },
  { rows: 100_000, format: 'csv', targetMs: 1500 },
  { rows: 100_000, format: 'xlsx', targetMs: 4000 },
];

const caseScript = fileURLToPath(new URL('./bench-case.ts', import.meta.url));

/**
 * Runs every case `repeat` times, each in a fresh process, and keeps the fastest run (a busy
 * machine only ever adds time) with the highest peak memory seen.
 */
export async function runEngineBench(cases = BENCH_CASES, repeat = 1): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'parytet-engine-bench-'));
  try {
    const results: BenchResult[] = [];
    for (const c of cases) {
      const data = await buildBenchFile(c.rows, c.format);
      const file = join(dir, `bench-${c.rows}.${c.format}`);
      writeFileSync(file, data);
      let best: BenchResult | null = null;
      for (let i = 0; i < repeat; i++) {
        const out = execFileSync(process.execPath, [caseScript, file], { encoding: 'utf8' });
        const run = { ...c, bytes: data.length, ...(JSON.parse(out) as Measured) };
        const peak = Math.max(run.maxRssMb, best?.maxRssMb ?? 0);
        const heap = Math.max(run.heapPeakMb, best?.heapPeakMb ?? 0);
        best = best === null || run.ms < best.ms ? run : best;
        best = { ...best, maxRssMb: peak, heapPeakMb: heap };
      }
      if (best !== null) results.push(best);
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatBench(results: readonly BenchResult[]): string {
  const lines = [
    'case                 size      time   CPU time     target   peak RSS  heap peak  ok',
  ];
  for (const r of results) {
    const timeOk = r.targetMs === null || r.ms <= r.targetMs;
    const ok = timeOk && r.maxRssMb <= TARGET_PEAK_MB;
    lines.push(
      [
        `${r.rows} ${r.format}`.padEnd(20),
        `${(r.bytes / 1024 / 1024).toFixed(1)} MB`.padStart(8),
        `${Math.round(r.ms)} ms`.padStart(9),
        `${Math.round(r.cpuMs)} ms`.padStart(10),
        (r.targetMs === null ? '-' : `${r.targetMs} ms`).padStart(9),
        `${Math.round(r.maxRssMb)} MB`.padStart(9),
        `${Math.round(r.heapPeakMb)} MB`.padStart(10),
        ok ? ' yes' : ' NO',
      ].join(' '),
    );
  }
  lines.push(
    `targets: 100k rows within 1500 ms (CSV) / 4000 ms (XLSX), peak RSS under ${TARGET_PEAK_MB} MB`,
    `machine: ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(2)} (wall time suffers under load)`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repeat = Number(process.argv[2] ?? 3);
  console.log(formatBench(await runEngineBench(BENCH_CASES, repeat)));
  console.log(`\n${formatIndicatorsBench(await runIndicatorsBench([10_000, 100_000], repeat))}`);
}
