/**
 * Imported first by every process entry (server, worker). glibc's malloc keeps what worker
 * threads freed in per-thread arenas, and after each large free it raises the size from which
 * it maps memory of its own, so after one large file the process held 200 MB more than before,
 * for good (the hostile-file bench). Fewer arenas and a fixed mapping threshold give it back.
 * glibc reads these only when a process starts, so the process starts itself again once with
 * them: the same pid and standard streams, before anything else ran. Setting MALLOC_ARENA_MAX
 * yourself leaves all of them to you.
 */
const TUNING = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  process.execve?.(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, ...TUNING },
  );
}
