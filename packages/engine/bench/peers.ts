// The peers a benchmark runs beside the engine on the same file in the same run: the pandas peer
// that does the engine's whole work (targets are set against it), the light pandas peer (about
// a quarter of the work, printed for history) and DuckDB reading the file and taking the base
// group aggregates (a floor: far less work, the fastest thing an analyst could pick).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type PeerTime = { ms: number } | { skipped: string };

// The peers sit in `shared/` beside the checkout; a git worktree is one level deeper, so look up.
const findShared = (name: string, override: string | undefined): string => {
  if (override !== undefined && override !== '') return override;
  const tried = [4, 5, 6].map((up) =>
    fileURLToPath(new URL(`${'../'.repeat(up)}shared/bench/${name}`, import.meta.url)),
  );
  return tried.find((path) => existsSync(path)) ?? (tried[0] as string);
};

const PEERS = {
  full: {
    script: findShared('pandas_full_peer.py', process.env.PARYTET_PANDAS_FULL_PEER),
    pattern: /pandas-full ([\d.]+) s/,
  },
  light: {
    script: findShared('pandas_peer.py', process.env.PARYTET_PANDAS_PEER),
    pattern: /pandas ([\d.]+) s/,
  },
} as const;
export type PandasPeer = keyof typeof PEERS;

/** A pandas peer's milliseconds on one file (its own timer, after imports), or why it did not run. */
export const runPandasPeer = (peer: PandasPeer, file: string): PeerTime => {
  const { script, pattern } = PEERS[peer];
  if (!existsSync(script)) return { skipped: `no peer at ${script}` };
  const run = spawnSync('/usr/bin/python3', [script, file], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = pattern.exec(run.stdout ?? '')?.[1];
  if (run.status !== 0 || seconds === undefined) {
    const why = (run.stderr || run.error?.message || '').trim().split('\n').at(-1);
    return {
      skipped: `it did not run (${why}); apt-get install python3-pandas python3-openpyxl python3-scipy`,
    };
  }
  return { ms: Number(seconds) * 1000 };
};

const duckdbScript = fileURLToPath(new URL('./duckdb-floor.ts', import.meta.url));

/** DuckDB's read-and-aggregate time on a CSV file in a fresh process, or why it did not run. */
export const runDuckdbFloor = (file: string): PeerTime => {
  const run = spawnSync(process.execPath, [duckdbScript, file], { encoding: 'utf8' });
  const ms = /duckdb ([\d.]+) ms/.exec(run.stdout ?? '')?.[1];
  if (run.status !== 0 || ms === undefined) {
    const why = (run.stderr || run.error?.message || '').trim().split('\n').at(-1);
    return { skipped: `DuckDB did not run (${why}); npm install brings @duckdb/node-api` };
  }
  return { ms: Number(ms) };
};

/** The median of the figures that ran; a skip only when none did. */
export const medianPeer = (times: readonly PeerTime[]): PeerTime | undefined => {
  const ran = times.flatMap((t) => ('ms' in t ? [t.ms] : [])).sort((a, b) => a - b);
  if (ran.length === 0) return times[0];
  return { ms: ran[Math.floor((ran.length - 1) / 2)] ?? 0 };
};
