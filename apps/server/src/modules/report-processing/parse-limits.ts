import type { ResourceLimits } from 'node:worker_threads';

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * Bounds on any thread that parses an uploaded file. A hostile workbook can make SheetJS loop for
 * ever or inflate to gigabytes; the thread is terminated when it overruns and the file fails as
 * INCORRECT_FILE, so the process itself keeps its memory and its event loop. Deployment
 * tuning only (read once at start, like the queue's own settings).
 */
export type ParseLimits = {
  /** Counting records at upload: the user waits for it. */
  countTimeoutMs: number;
  /** Parsing and computing a whole report in the job. */
  computeTimeoutMs: number;
  resourceLimits: ResourceLimits;
  /** Workbook count threads running at once in this process, every organisation together. */
  maxParallel: number;
  /** Workbook counts waiting for a thread; one more is refused (TOO_MANY_UPLOADS, 429). */
  maxQueue: number;
  /** An idle thread is ended after this, so the memory it used goes back to the system. */
  idleMs: number;
  /**
   * A thread whose heap is larger than this after a task ends at once instead of after idleMs,
   * so what a file left behind goes back to the system (V8 frees an ended thread's pages about
   * 8 s later). A thread below it stays for the next file, its engine loaded and warm: a
   * 100 000-row file leaves about 90 MB, an inflating one much more.
   */
  keepHeapBytes: number;
};

export const parseLimits: ParseLimits = {
  countTimeoutMs: positive(process.env.PARSE_COUNT_TIMEOUT_SECONDS, 20) * 1000,
  computeTimeoutMs: positive(process.env.PARSE_COMPUTE_TIMEOUT_SECONDS, 120) * 1000,
  resourceLimits: {
    // SheetJS holds a whole .xls: a legitimate one of 38 000 rows needs about 300 MB of heap.
    maxOldGenerationSizeMb: positive(process.env.PARSE_MEMORY_MB, 384),
    maxYoungGenerationSizeMb: 16,
    stackSizeMb: 4,
  },
  maxParallel: positive(process.env.PARSE_MAX_PARALLEL, 2),
  maxQueue: positive(process.env.PARSE_MAX_QUEUE, 16),
  idleMs: 10_000,
  keepHeapBytes: positive(process.env.PARSE_KEEP_HEAP_MB, 128) * 1024 * 1024,
};
