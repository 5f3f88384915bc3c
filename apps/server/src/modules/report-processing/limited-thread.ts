import { Worker, type ResourceLimits } from 'node:worker_threads';
import { holdsLargeHeap } from './thread-heap.ts';

export type ThreadOutcome<R> =
  | { ok: true; result: R }
  /** The thread ran out of time or memory, or died: it was ended and the task abandoned. */
  | { ok: false; reason: 'timeout' | 'memory' | 'crash'; message: string };

export type LimitedThreadOptions = {
  url: URL;
  /** Read at each task and each new thread, so a test may tighten them. */
  limits: () => { timeoutMs: number; resourceLimits: ResourceLimits; idleMs: number };
};

const isOutOfMemory = (error: Error) =>
  'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * One worker thread that runs one task at a time (the caller queues) under a time and memory
 * limit. The thread is kept between tasks so the engine is loaded once, ended when it overruns
 * (a new one starts for the next task), when a task left it a large heap, and when idle, so
 * its heap is given back.
 */
export const createLimitedThread = <T, R>(options: LimitedThreadOptions) => {
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;

  const end = (stopping: Worker) => {
    if (worker === stopping) worker = null;
    void stopping.terminate();
  };

  const keepIdle = (thread: Worker) => {
    idleTimer = setTimeout(() => {
      idleTimer = null;
      end(thread);
    }, options.limits().idleMs);
    idleTimer.unref();
  };

  /**
   * The outcome of the task just posted to `thread`. Its closures never see the task: the last
   * of them (the idle timer) outlives it, and through it a 10 MB upload stayed in memory until
   * the next file (the hostile-file bench found it in a heap snapshot).
   */
  const outcomeOf = (thread: Worker) =>
    new Promise<ThreadOutcome<R>>((resolve) => {
      const settle = (outcome: ThreadOutcome<R>) => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
        if (!outcome.ok) {
          end(thread);
          resolve(outcome);
          return;
        }
        // Decided before the caller can queue the next task on this thread.
        void holdsLargeHeap(thread).then((large) => {
          if (large) end(thread);
          else if (worker === thread) keepIdle(thread);
          resolve(outcome);
        });
      };
      const onMessage = (result: R) => settle({ ok: true, result });
      const onError = (error: Error) =>
        settle({
          ok: false,
          reason: isOutOfMemory(error) ? 'memory' : 'crash',
          message: error.message,
        });
      const onExit = (code: number) =>
        settle({ ok: false, reason: 'crash', message: `thread exited with code ${code}` });
      const timer = setTimeout(
        () => settle({ ok: false, reason: 'timeout', message: 'the thread ran out of time' }),
        options.limits().timeoutMs,
      );
      thread.on('message', onMessage);
      thread.on('error', onError);
      thread.on('exit', onExit);
    });

  const run = (task: T) => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const thread =
      worker ?? new Worker(options.url, { resourceLimits: options.limits().resourceLimits });
    worker = thread;
    thread.unref();
    const outcome = outcomeOf(thread);
    thread.postMessage(task);
    return outcome;
  };

  return {
    run,
    /** The thread kept now, if any (its id). */
    threadId: () => worker?.threadId ?? null,
    close: async () => {
      if (idleTimer) clearTimeout(idleTimer);
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
};
