import { Worker } from 'node:worker_threads';

type ThreadAnswer<T> = ({ ok: true } & T) | { ok: false; message: string };

/** A thread that overruns this is ended; the request fails and the next read tries again. */
const TIMEOUT_MS = 60_000;

/**
 * Runs one task in a short-lived thread of `script`, which answers `{ ok: true, …result }` or
 * `{ ok: false, message }` once. Such computations are rare (a report's indicators once per
 * categories version, a regression once per model), so no thread idles in between.
 */
export const runInThread = <T extends object>(script: URL, task: unknown) =>
  new Promise<T>((resolve, reject) => {
    const worker = new Worker(script, {
      // The young generation as the compute thread has it (16 MB; V8's default here is 128 MB):
      // the engine bench measured the same time and about 50 MB less at its peak.
      resourceLimits: { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 16 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('thread timed out'));
    }, TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (answer: ThreadAnswer<T>) => {
      settle();
      if (!answer.ok) reject(new Error(answer.message));
      else {
        const { ok: _, ...result } = answer;
        resolve(result as unknown as T);
      }
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.postMessage(task);
  });
