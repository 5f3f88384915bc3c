import { Worker } from 'node:worker_threads';

type ThreadAnswer<T> = ({ ok: true } & T) | { ok: false; message: string };
/** A message a thread may send before its answer: how far it has got (0–1). */
type ThreadProgress = { progress: number };

/** A thread that overruns this is ended; the request fails and the next read tries again. */
const TIMEOUT_MS = 60_000;

type ThreadOptions = {
  /** Longer work than a computation (a data archive); 60 s unless given. */
  timeoutMs?: number;
  /** Hears each `{ progress }` message the thread sends before its answer. */
  onProgress?: (share: number) => void;
};

/**
 * Runs one task in a short-lived thread of `script`, which answers `{ ok: true, …result }` or
 * `{ ok: false, message }` once, optionally after `{ progress }` messages. Such tasks are rare
 * (a report's indicators once per categories version, a regression once per model, a data
 * archive), so no thread idles in between.
 */
export const runInThread = <T extends object>(
  script: URL,
  task: unknown,
  options: ThreadOptions = {},
) =>
  new Promise<T>((resolve, reject) => {
    const worker = new Worker(script, {
      // The young generation as the compute thread has it (16 MB; V8's default here is 128 MB):
      // the engine bench measured the same time and about 50 MB less at its peak.
      resourceLimits: { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 16 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('thread timed out'));
    }, options.timeoutMs ?? TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.on('message', (message: ThreadAnswer<T> | ThreadProgress) => {
      if (!('ok' in message)) {
        options.onProgress?.(message.progress);
        return;
      }
      settle();
      if (!message.ok) reject(new Error(message.message));
      else {
        const { ok: _, ...result } = message;
        resolve(result as unknown as T);
      }
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    // A thread that ends without answering (process.exit, an uncaught rejection turned exit).
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`thread ended (exit code ${code}) without an answer`));
    });
    worker.postMessage(task);
  });
