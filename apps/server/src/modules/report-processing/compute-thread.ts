import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import {
  computeReportStages,
  employeeColumns,
  employeeGroups,
  readSalaryFile,
  type EngineOptions,
  type EmployeeTable,
} from '@parytet/engine';
import { setXlsTableSource } from '@parytet/engine/xls-table';
import { lowerThreadPriority } from '#lib/lower-thread-priority.ts';
import { packIndicatorInputs } from '#lib/packed-inputs.ts';
import { employeeCopyChunks, groupCopy } from './employees-copy.ts';
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
   * The employee rows are computed: their COPY chunks follow, and storing them can start
   * (`apart`: over a connection of their own); their level and position groups come whole, each
   * one COPY. Timings: reading and validating the file, then the employee table.
   */
  | {
      type: 'rows';
      apart: boolean;
      groups: EmployeeGroupsCopy;
      timings: { parseMs: number; rowsMs: number };
    }
  /** Every other report and the indicators' inputs, and how long they took. */
  | { type: 'computed'; results: Record<string, unknown>; restMs: number }
  | { type: 'chunk'; buffer: ArrayBuffer; offset: number; length: number }
  | { type: 'end' }
  | { type: 'error'; message: string }
  /** After every task: the thread is free, its heap this large now (what the task left). */
  | { type: 'idle'; seq: number; heapBytes: number };

/** A report's level and position groups, each as one binary COPY. */
export type EmployeeGroupsCopy = { levels: Uint8Array; positions: Uint8Array };

/**
 * A large report's rows are stored over a connection of their own, while the main connection
 * stores the groups and the other reports as soon as they are computed. One connection for the
 * rows: at 1 000 000 rows two, each with half of them, were slower on two cores (1.84 s to store
 * against 1.60-1.77 s), the two PostgreSQL backends competing with each other and this thread.
 */
const APART_FROM_ROWS = 20_000;

/** The employee rows as COPY chunks of about 1 MB, each handed over. */
const postRows = (
  reportId: string,
  employees: EmployeeTable,
  post: (message: ComputeMessage, transfer?: ArrayBuffer[]) => void,
) => {
  for (const chunk of employeeCopyChunks(reportId, employeeColumns(employees))) {
    const buffer = chunk.buffer as ArrayBuffer;
    post({ type: 'chunk', buffer, offset: chunk.byteOffset, length: chunk.length }, [buffer]);
  }
  post({ type: 'end' });
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
  const apart = read.table.length >= APART_FROM_ROWS;
  const { levels, positions } = employeeGroups(employees);
  const groups = {
    levels: groupCopy(task.reportId, levels),
    positions: groupCopy(task.reportId, positions),
  };
  const timings = { parseMs: parsed - started, rowsMs: performance.now() - parsed };
  post({ type: 'rows', apart, groups, timings });
  postRows(task.reportId, employees, post);
  const restStarted = performance.now();
  // Kept for the EU indicators, computed on demand under the organisation's categories: packed
  // here and handed over, not cloned, so the main thread does nothing with 100 000 rows' arrays.
  const indicatorInputs = packIndicatorInputs(read.table);
  const results = { ...rest(), indicatorInputs };
  const restMs = performance.now() - restStarted;
  post({ type: 'computed', results, restMs }, [indicatorInputs.buffer as ArrayBuffer]);
};

// Reports are made in the background: while every core is busy (reporting day, a hundred uploads
// at once), the API's requests get the CPU first.
lowerThreadPriority();

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
