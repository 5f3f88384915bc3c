import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import type { ComputeMessage, ComputeTask } from './compute-thread.ts';
import { parseLimits } from './parse-limits.ts';
import { isHeavy } from './thread-heap.ts';
import type { RowsToStore, StoredResults } from './processing.repository.ts';

export type Computed =
  | { ok: false; code: ProcessingErrorCode; details: ErrorDetail[] }
  /**
   * `rows`: the employee rows stream while the thread encodes them (their groups come whole);
   * `results`, every other report, follow once computed (with the time they took), while the
   * rows are being stored.
   */
  | {
      ok: true;
      rows: RowsToStore;
      results: Promise<{ results: StoredResults; restMs: number }>;
      timings: { parseMs: number; rowsMs: number };
    };

type ComputedRest = { results: StoredResults; restMs: number };

let worker: Worker | null = null;
let listener: ((message: ComputeMessage) => void) | null = null;
// One file at a time: the thread is one CPU's worth of work already.
let tail: Promise<void> = Promise.resolve();
let idleTimer: NodeJS.Timeout | null = null;
let tasks = 0;

/** Posted when the thread ran out of its memory: the file, not the server, is at fault. */
const OUT_OF_MEMORY = 'compute thread out of memory';

const thread = () => {
  if (idleTimer) clearTimeout(idleTimer);
  if (worker) return worker;
  const started = new Worker(new URL('./compute-thread.ts', import.meta.url), {
    resourceLimits: parseLimits.resourceLimits,
  });
  started.unref();
  // A thread already ended (overrun, idle) may still have messages in flight: they are dropped.
  started.on('message', (message: ComputeMessage) => {
    if (worker === started) listener?.(message);
  });
  const lost = (reason: string) => {
    // A thread ended on purpose (overrun, idle, stop) is no longer `worker`: nothing to report.
    if (worker !== started) return;
    worker = null;
    listener?.({ type: 'error', message: reason });
  };
  started.on('error', (error: Error) =>
    lost(
      'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? OUT_OF_MEMORY
        : `compute thread failed: ${error.message}`,
    ),
  );
  started.on('exit', (code) => lost(`compute thread exited with code ${code}`));
  worker = started;
  return started;
};

/** Ends the thread, e.g. when a file overran it; the next file starts a new one. */
const endThread = () => {
  const stopping = worker;
  worker = null;
  void stopping?.terminate();
};

const armIdleTimer = () => {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(endThread, parseLimits.idleMs);
  idleTimer.unref();
};

const overrun = (): Computed => ({ ok: false, code: 'INCORRECT_FILE', details: [] });

/** Answers once the outcome is known; `finished` once the thread is free for the next file. */
const runTask = (task: ComputeTask, finished: () => void) =>
  new Promise<Computed>((resolve, reject) => {
    let rows: Readable | null = null;
    let rest: { resolve: (value: ComputedRest) => void; reject: (error: Error) => void } | null =
      null;
    const seq = ++tasks;
    // A file that makes the engine loop (SheetJS on a damaged .xls can) ends its thread.
    const timer = setTimeout(() => {
      endThread();
      listener?.({ type: 'error', message: 'timeout' });
    }, parseLimits.computeTimeoutMs);
    const end = (heavy = false) => {
      clearTimeout(timer);
      listener = null;
      // A thread a file left heavy ends now, an idle one later, so its heap goes back; the next
      // file then pays the engine's start again (an upload starts the thread while its records
      // are counted).
      if (heavy) endThread();
      else armIdleTimer();
      finished();
    };
    listener = (message) => {
      switch (message.type) {
        case 'failed':
          resolve({
            ok: false,
            code: message.code as ProcessingErrorCode,
            details: message.details as ErrorDetail[],
          });
          return;
        case 'rows': {
          // An error reaches whoever reads the rows; rows nobody reads yet (the thread stopped
          // before storing began) must not end the process as an unhandled 'error' event.
          rows = new Readable({ read: () => undefined }).on('error', () => undefined);
          const results = new Promise<ComputedRest>((resolveRest, rejectRest) => {
            rest = { resolve: resolveRest, reject: rejectRest };
          });
          // Read only once the rows are stored: a failure before then is the rows' to report.
          results.catch(() => undefined);
          return resolve({
            ok: true,
            rows: { rows, apart: message.apart, groups: message.groups },
            results,
            timings: message.timings,
          });
        }
        case 'computed':
          rest?.resolve({ results: message.results as StoredResults, restMs: message.restMs });
          return;
        case 'chunk':
          rows?.push(Buffer.from(message.buffer, message.offset, message.length));
          return;
        case 'end':
          rows?.push(null);
          return;
        case 'idle':
          if (message.seq !== seq) return;
          return end(isHeavy(message.heapBytes));
        case 'error': {
          const error = new Error(message.message);
          rest?.reject(error);
          if (rows) rows.destroy(error);
          else if (message.message === 'timeout' || message.message === OUT_OF_MEMORY) {
            endThread();
            resolve(overrun());
          } else reject(error);
          return end();
        }
      }
    };
    try {
      // A file that owns its whole memory is handed over rather than copied: nothing here
      // reads it again (a retry reads the stored upload).
      const { buffer, byteOffset, byteLength } = task.data;
      const own = byteOffset === 0 && byteLength === buffer.byteLength && byteLength > 0;
      const transfer = own && buffer instanceof ArrayBuffer ? [buffer] : [];
      thread().postMessage({ ...task, seq, timeoutMs: parseLimits.computeTimeoutMs }, transfer);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      end();
    }
  });

/** Runs the engine on a file in the compute thread; files wait for it one after another. */
export const computeInThread = (task: ComputeTask): Promise<Computed> => {
  const previous = tail;
  let finished: () => void = () => undefined;
  tail = new Promise<void>((resolve) => (finished = resolve));
  return previous.then(() => runTask(task, finished));
};

let warmable = false;

/** Computations started while their uploads were being stored, by report id, with their rows. */
const early = new Map<string, { computed: Promise<Computed>; rows: number }>();
/** Past this an early computation no job of this process took is dropped (taken elsewhere). */
const EARLY_KEPT_MS = 60_000;
/**
 * Rows of early computations waiting for their jobs, at most: their encoded rows (about 120 bytes
 * each) and reports are held until stored, so a hundred uploads at once must not hold them all.
 * Beyond it an upload's job computes its file itself, as before.
 */
export const EARLY_MAX_ROWS = 1_000_000;
let earlyRows = 0;

/** Lets go of a computation nobody will store: its rows stop being buffered. */
const release = (computed: Promise<Computed>) =>
  computed.then(
    (outcome) => {
      if (!outcome.ok) return;
      outcome.rows.rows.destroy();
      outcome.results.catch(() => undefined);
    },
    () => undefined,
  );

/**
 * Starts the engine on an upload of `rows` records while the upload is being stored, so its job,
 * when this process takes it, finds the file read and the rows under way (at 1 000 000 rows
 * storing the upload takes about 0.35 s). Only where this process works the report jobs, and
 * within EARLY_MAX_ROWS; the task's file must be its own copy (it is handed to the thread).
 */
export const computeEarly = (task: ComputeTask, rows: number) => {
  if (!warmable || early.has(task.reportId) || earlyRows + rows > EARLY_MAX_ROWS) return;
  const computed = computeInThread(task);
  computed.catch(() => undefined);
  early.set(task.reportId, { computed, rows });
  earlyRows += rows;
  setTimeout(() => dropEarly(task.reportId), EARLY_KEPT_MS).unref();
};

/** The early computation of a report, once: the job that takes it stores it. */
export const takeEarly = (reportId: string) => {
  const started = early.get(reportId);
  if (!started) return undefined;
  early.delete(reportId);
  earlyRows -= started.rows;
  return started.computed;
};

/** Drops a report's early computation: its upload was refused, or another process took it. */
export const dropEarly = (reportId: string) => {
  const computed = takeEarly(reportId);
  if (computed) void release(computed);
};

/** This process works the report jobs: an upload may start the thread ahead of its job. */
export const enableComputeWarmUp = () => {
  warmable = true;
};

/**
 * Starts the thread while an upload is counted, so its file does not wait for the engine to
 * load; like after any file, it ends if nothing comes meanwhile. Never started at boot: an idle
 * process holds no engine (a thread's memory is not all given back when it ends).
 */
export const warmComputeThread = () => {
  if (!warmable || worker) return;
  thread();
  armIdleTimer();
};

/** The compute thread now, if any: its id and the heap it holds. */
export const computeThreadState = async () =>
  worker
    ? { threadId: worker.threadId, heapBytes: (await worker.getHeapStatistics()).total_heap_size }
    : null;

export const stopComputeThread = async () => {
  if (idleTimer) clearTimeout(idleTimer);
  const stopping = worker;
  worker = null;
  // A file still waiting for its thread's last message ends now, so none queued behind it waits
  // for the time limit.
  listener?.({ type: 'error', message: 'compute thread stopped' });
  await stopping?.terminate();
};
