import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import {
  computeReportStages,
  employeeRows,
  readSalaryFile,
  type EngineOptions,
  type EmployeeTable,
} from '@parytet/engine';
import { setXlsTableSource } from '@parytet/engine/xls-table';
import { packIndicatorInputs } from '#lib/packed-inputs.ts';
import { employeeCopyChunks } from './employees-copy.ts';
import { parseLimits } from './parse-limits.ts';
import { xlsInChildProcess } from './xls-process.ts';

export type ComputeTask = {
  reportId: string;
  data: Uint8Array;
  fileName: string;
  options: EngineOptions;
  /** The thread's own time limit (the main thread's parseLimits may differ from this copy). */
  timeoutMs?: number;
  /** Echoed in the task's 'idle' message, so it is never taken for another task's. */
  seq?: number;
};

/** What the thread posts back for one task: the outcome, then the rows of each part as COPY chunks. */
export type ComputeMessage =
  | { type: 'failed'; code: string; details: unknown[] }
  /**
   * The employee rows are computed: their COPY chunks follow in `parts` parts, and storing them
   * can start. Timings: reading and validating the file, then the employee table.
   */
  | { type: 'rows'; parts: number; timings: { parseMs: number; rowsMs: number } }
  /** Every other report and the indicators' inputs, and how long they took. */
  | { type: 'computed'; results: Record<string, unknown>; restMs: number }
  | { type: 'chunk'; part: number; buffer: ArrayBuffer; offset: number; length: number }
  | { type: 'end'; part: number }
  | { type: 'error'; message: string }
  /** After every task: the thread is free, its heap this large now (what the task left). */
  | { type: 'idle'; seq: number; heapBytes: number };

/**
 * Large reports are stored in two parts over two connections at once: PostgreSQL spends most of
 * the storing time inserting rows, one CPU per connection.
 */
const PARALLEL_FROM_ROWS = 20_000;

/** The employee rows as COPY chunks, the parts' chunks in turn, each handed over. */
const postRows = (
  reportId: string,
  employees: EmployeeTable,
  parts: number,
  post: (message: ComputeMessage, transfer?: ArrayBuffer[]) => void,
) => {
  const rows = employees.input.length;
  const size = Math.ceil(rows / parts);
  // In turn, so every part's COPY has rows to take from the start.
  const pending: (Generator<Buffer> | null)[] = Array.from({ length: parts }, (_, part) =>
    employeeCopyChunks(
      reportId,
      employeeRows(employees, part * size, (part + 1) * size),
      part * size,
    ),
  );
  for (let open = parts; open > 0;) {
    pending.forEach((chunks, part) => {
      if (!chunks) return;
      const next = chunks.next();
      if (next.done) {
        post({ type: 'end', part });
        pending[part] = null;
        open--;
        return;
      }
      const chunk = next.value;
      const buffer = chunk.buffer as ArrayBuffer;
      post({ type: 'chunk', part, buffer, offset: chunk.byteOffset, length: chunk.length }, [
        buffer,
      ]);
    });
  }
};

/**
 * The engine, off the main thread: parsing and computing 100 000 rows takes a second or more,
 * which would otherwise stall every request the process serves. The employee rows come first
 * and leave the thread already encoded for COPY, in transferred buffers (never copied or
 * cloned), so PostgreSQL stores them while the other reports are computed here.
 */
const run = async (
  task: ComputeTask,
  post: (message: ComputeMessage, transfer?: ArrayBuffer[]) => void,
) => {
  const started = performance.now();
  const read = await readSalaryFile(task.data, task.fileName, task.options);
  if (!read.ok) {
    post({ type: 'failed', code: read.code, details: read.details });
    return;
  }
  const parsed = performance.now();
  const { employees, rest } = computeReportStages(read.table, task.options);
  const parts = read.table.length >= PARALLEL_FROM_ROWS ? 2 : 1;
  const timings = { parseMs: parsed - started, rowsMs: performance.now() - parsed };
  post({ type: 'rows', parts, timings });
  postRows(task.reportId, employees, parts, post);
  const restStarted = performance.now();
  // Kept for the EU indicators, computed on demand under the organisation's categories: packed
  // here and handed over, not cloned, so the main thread does nothing with 100 000 rows' arrays.
  const indicatorInputs = packIndicatorInputs(read.table);
  const results = { ...rest(), indicatorInputs };
  const restMs = performance.now() - restStarted;
  post({ type: 'computed', results, restMs }, [indicatorInputs.buffer as ArrayBuffer]);
};

parentPort?.on('message', (task: ComputeTask) => {
  setXlsTableSource(xlsInChildProcess(task.timeoutMs ?? parseLimits.computeTimeoutMs));
  const post = (message: ComputeMessage, transfer: ArrayBuffer[] = []) =>
    parentPort?.postMessage(message, transfer);
  run(task, post)
    .catch((error: unknown) => post({ type: 'error', message: String(error) }))
    .finally(() => {
      post({ type: 'idle', seq: task.seq ?? 0, heapBytes: getHeapStatistics().total_heap_size });
    });
});
