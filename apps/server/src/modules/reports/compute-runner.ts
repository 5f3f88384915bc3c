import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import type { ComputeMessage, ComputeTask } from './compute-thread.ts';
import type { StoredResults } from './processing.repository.ts';

export type Computed =
  | { ok: false; code: ProcessingErrorCode; details: ErrorDetail[] }
  /**
   * `parts` stream the employee rows (one or more consecutive parts, each a whole binary COPY)
   * while the thread encodes them.
   */
  | { ok: true; results: StoredResults; parts: Readable[] };

let worker: Worker | null = null;
let listener: ((message: ComputeMessage) => void) | null = null;
// One file at a time: the thread is one CPU's worth of work already.
let tail: Promise<void> = Promise.resolve();

const thread = () => {
  if (worker) return worker;
  const started = new Worker(new URL('./compute-thread.ts', import.meta.url));
  started.unref();
  started.on('message', (message: ComputeMessage) => listener?.(message));
  const lost = (reason: string) => {
    if (worker === started) worker = null;
    listener?.({ type: 'error', message: reason });
  };
  started.on('error', (error: Error) => lost(`compute thread failed: ${error.message}`));
  started.on('exit', (code) => lost(`compute thread exited with code ${code}`));
  worker = started;
  return started;
};

/** Answers once the outcome is known; `finished` once the thread is free for the next file. */
const runTask = (task: ComputeTask, finished: () => void) =>
  new Promise<Computed>((resolve, reject) => {
    let parts: Readable[] = [];
    let ended = 0;
    const end = () => {
      listener = null;
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
          return end();
        case 'computed':
          parts = Array.from(
            { length: message.parts },
            () => new Readable({ read: () => undefined }),
          );
          return resolve({ ok: true, results: message.results as StoredResults, parts });
        case 'chunk':
          parts[message.part]?.push(Buffer.from(message.buffer, message.offset, message.length));
          return;
        case 'end':
          parts[message.part]?.push(null);
          if (++ended === parts.length) end();
          return;
        case 'error': {
          const error = new Error(message.message);
          if (parts.length > 0) for (const part of parts) part.destroy(error);
          else reject(error);
          return end();
        }
      }
    };
    try {
      thread().postMessage(task);
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

/** Starts the thread ahead of the first file, so that file does not wait for the engine to load. */
export const startComputeThread = () => {
  thread();
};

export const stopComputeThread = async () => {
  const stopping = worker;
  worker = null;
  await stopping?.terminate();
};
