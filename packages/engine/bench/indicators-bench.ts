// The EU indicators and the unexplained-gap regression on the engine bench's files; run by
// engine-bench.ts after the parse + validate + compute figures.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchFile } from './build-bench-file.ts';
import { runCaseProcess } from './thread-flags.ts';

export type IndicatorsResult = {
  rows: number;
  indicatorsMs: number;
  indicatorsCpuMs: number;
  regressionMs: number;
  regressionCpuMs: number;
  df: number;
  maxRssMb: number;
};

const caseScript = fileURLToPath(new URL('./indicators-case.ts', import.meta.url));

/** Fastest of `repeat` fresh-process runs per size (a busy machine only ever adds time). */
export async function runIndicatorsBench(
  sizes: readonly number[] = [10_000, 100_000],
  repeat = 1,
): Promise<IndicatorsResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'parytet-indicators-bench-'));
  try {
    const results: IndicatorsResult[] = [];
    for (const rows of sizes) {
      const file = join(dir, `bench-${rows}.csv`);
      writeFileSync(file, await buildBenchFile(rows, 'csv'));
      let best: IndicatorsResult | null = null;
      for (let i = 0; i < repeat; i++) {
        const out = runCaseProcess(caseScript, file);
        const run = { rows, ...(JSON.parse(out) as Omit<IndicatorsResult, 'rows'>) };
        if (best === null || run.indicatorsMs < best.indicatorsMs) best = run;
      }
      if (best !== null) results.push(best);
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatIndicatorsBench(results: readonly IndicatorsResult[]): string {
  const lines = [
    'EU indicators (after reading; the regression is part of them, also timed alone)',
    'rows        indicators   CPU time   regression   CPU time   residual df   peak RSS',
  ];
  for (const r of results) {
    lines.push(
      [
        String(r.rows).padEnd(10),
        `${Math.round(r.indicatorsMs)} ms`.padStart(12),
        `${Math.round(r.indicatorsCpuMs)} ms`.padStart(10),
        `${Math.round(r.regressionMs)} ms`.padStart(12),
        `${Math.round(r.regressionCpuMs)} ms`.padStart(10),
        String(r.df).padStart(13),
        `${Math.round(r.maxRssMb)} MB`.padStart(10),
      ].join(' '),
    );
  }
  return lines.join('\n');
}
