import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ErrorDetail, ProcessingErrorCode } from '@parytet/contract/reports';
import type { ComputeMessage, ComputeTask } from './compute-thread.ts';
import type { StoredResults } from './processing.repository.ts';

export type Computed =
  | { ok: false; code: ProcessingErrorCode; details: ErrorDetail[] }
  /** `rows` streams the employee rows in binary COPY format while the thread encodes them. */
  | { ok: true; results: StoredResults; rows: Readable };

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
    let rows: Readable | null = null;
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
          rows = new Readable({ read: () => undefined });
          return resolve({ ok: true, results: message.results as StoredResults, rows });
        case 'chunk':
          rows?.push(Buffer.from(message.buffer, message.offset, message.length));
          return;
        case 'end':
          rows?.push(null);
          return end();
        case 'error': {
          const error = new Error(message.message);
          if (rows) rows.destroy(error);
          else reject(error);
          return end();
        }
      }
    };
    thread().postMessage(task);
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
