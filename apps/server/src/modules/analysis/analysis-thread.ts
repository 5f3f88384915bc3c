import { parentPort } from 'node:worker_threads';
import type { RegressionModel } from '@parytet/contract/regression';
import { fitRegression, gapChangeSplit } from '@parytet/engine';
import { storedTable, type StoredInputs } from '#lib/packed-inputs.ts';

/** The stored inputs, packed or JSON text: read here, not on the API's main thread. */
export type AnalysisTask =
  | { kind: 'regression'; inputs: StoredInputs; model: RegressionModel; minGroupSize: number }
  | { kind: 'split'; earlier: StoredInputs; later: StoredInputs; minGroupSize: number };

/** A regression or a gap split over up to 100 000 rows, off the main thread (about a second). */
parentPort?.on('message', (task: AnalysisTask) => {
  try {
    const options = { minGroupSize: task.minGroupSize };
    const result =
      task.kind === 'regression'
        ? fitRegression(storedTable(task.inputs), task.model, options)
        : gapChangeSplit(storedTable(task.earlier), storedTable(task.later), options);
    parentPort?.postMessage({ ok: true, result });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: String(error) });
  }
});
