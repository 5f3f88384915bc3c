import { parentPort } from 'node:worker_threads';
import { countRecords } from '@parytet/engine';
import { setXlsTableSource } from '@parytet/engine/xls-table';
import { parseLimits } from './parse-limits.ts';
import { xlsInChildProcess } from './xls-process.ts';

export type CountTask = {
  data: Uint8Array;
  fileName: string;
  maxRecords: number;
  /** The thread's own time limit (the main thread's parseLimits may differ from this copy). */
  timeoutMs?: number;
};
export type CountResult = Awaited<ReturnType<typeof countRecords>>;

/** Counting the records of an upload reads the whole workbook: it runs here, never on the API's thread. */
parentPort?.on('message', (task: CountTask) => {
  setXlsTableSource(xlsInChildProcess(task.timeoutMs ?? parseLimits.countTimeoutMs));
  countRecords(task.data, task.fileName, { maxRecords: task.maxRecords })
    .then((result) => parentPort?.postMessage(result satisfies CountResult))
    // An engine exception is the file's fault, as the job would report it.
    .catch(() => parentPort?.postMessage({ ok: false, code: 'INCORRECT_FILE', details: [] }));
});
