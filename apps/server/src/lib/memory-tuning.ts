/**
 * Imported first by every process entry (server, worker). glibc's malloc keeps what worker
 * threads freed in per-thread arenas, and after each large free it raises the size from which
 * it maps memory of its own, so after one large file the process held 200 MB more than before,
 * for good (the hostile-file bench). Fewer arenas and a fixed mapping threshold give it back.
 * glibc reads these only when a process starts, so the process starts itself again once with
 * them: the same pid and standard streams, before anything else ran. Setting MALLOC_ARENA_MAX
 * yourself leaves all of them to you.
 *
 * The same restart caps V8's young generation of the main thread (`--max-semi-space-size=16`,
 * MB per semi-space) unless it is set already. Left to itself V8 lets it grow to 64 MB and keeps
 * it: with a cap the hostile-file bench measured 10–35 MB less after every file and when idle.
 * 16 rather than 8: under 200 users 8 MB spaces were collected so often that the load bench's
 * p99 rose from about 44 to 60 ms, while 16 keeps every memory target (idle at the end 146 MB,
 * the 38 000-row .xls peaking at 329 MB). The engine runs in threads with limits of their own
 * (parse-limits.ts).
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
const youngGeneration = chosen ? [] : [`${SEMI_SPACE}=16`];

if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  process.execve?.(
    process.execPath,
    [process.execPath, ...process.execArgv, ...youngGeneration, ...process.argv.slice(1)],
    { ...process.env, ...TUNING },
  );
}
