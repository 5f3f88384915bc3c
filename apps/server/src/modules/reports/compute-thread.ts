import { parentPort } from 'node:worker_threads';
import { processSalaryFile, type EngineOptions } from '@parytet/engine';
import { employeeCopyChunks } from './employees-copy.ts';

export type ComputeTask = {
  reportId: string;
  data: Uint8Array;
  fileName: string;
  options: EngineOptions;
};

/** What the thread posts back for one task: the outcome, then the rows as COPY chunks. */
export type ComputeMessage =
  | { type: 'failed'; code: string; details: unknown[] }
  | { type: 'computed'; results: Record<string, unknown> }
  | { type: 'chunk'; buffer: ArrayBuffer; offset: number; length: number }
  | { type: 'end' }
  | { type: 'error'; message: string };

/**
 * The engine, off the main thread: parsing and computing 100 000 rows takes a second or more,
 * which would otherwise stall every request the process serves. The employee rows leave the
 * thread already encoded for COPY, in transferred buffers, so they are never copied or cloned.
 */
const run = async (
  task: ComputeTask,
  post: (message: ComputeMessage, transfer?: ArrayBuffer[]) => void,
) => {
  const outcome = await processSalaryFile(task.data, task.fileName, task.options);
  if (!outcome.ok) {
    post({ type: 'failed', code: outcome.code, details: outcome.details });
    return;
  }
  const { employees, ...results } = outcome.reports;
  post({ type: 'computed', results });
  for (const chunk of employeeCopyChunks(task.reportId, employees)) {
    const buffer = chunk.buffer as ArrayBuffer;
    post({ type: 'chunk', buffer, offset: chunk.byteOffset, length: chunk.length }, [buffer]);
  }
  post({ type: 'end' });
};

parentPort?.on('message', (task: ComputeTask) => {
  const post = (message: ComputeMessage, transfer: ArrayBuffer[] = []) =>
    parentPort?.postMessage(message, transfer);
  run(task, post).catch((error: unknown) => post({ type: 'error', message: String(error) }));
});
