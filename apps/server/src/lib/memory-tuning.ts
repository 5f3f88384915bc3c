/**
 * Imported first by every process entry (server, worker). glibc's malloc keeps what worker
 * threads freed in per-thread arenas, and after each large free it raises the size from which
 * it maps memory of its own, so after one large file the process held 200 MB more than before,
 * for good (the hostile-file bench). Fewer arenas and a fixed mapping threshold give it back.
 * glibc reads these only when a process starts, so the process starts itself again once with
 * them: the same pid and standard streams, before anything else ran. Setting MALLOC_ARENA_MAX
 * yourself leaves all of them to you.
 *
 * The same restart caps V8's young generation of the main thread (`--max-semi-space-size=8`, MB
 * per semi-space) unless it is set already. Left to itself V8 lets it grow to 64 MB and keeps
 * it: with the cap the hostile-file bench measured 10–35 MB less after every file and when idle. The engine runs in threads with limits of their own (parse-limits.ts).
 */
const TUNING = {
  MALLOC_ARENA_MAX: '2',
  // 32 KB, not glibc's 128 KB: the 64 KB buffers of socket and pipe reads, many alive at once
  // while a large file comes in, left holes malloc kept (idle after the hostile-file bench
  // 153–159 → 142–146 MB). The cost: each such read maps its own pages, about 60 ms more on the
  // 45 MB employees list of a 100 000-row report; upload-to-ready and the load bench unchanged.
  MALLOC_MMAP_THRESHOLD_: '32768',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

const SEMI_SPACE = '--max-semi-space-size';
const chosen = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some(
  (flag) => flag.replace(/_/g, '-').startsWith(SEMI_SPACE),
);
const youngGeneration = chosen ? [] : [`${SEMI_SPACE}=8`];

if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  process.execve?.(
    process.execPath,
    [process.execPath, ...process.execArgv, ...youngGeneration, ...process.argv.slice(1)],
    { ...process.env, ...TUNING },
  );
}
