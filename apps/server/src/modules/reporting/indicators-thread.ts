import { parentPort } from 'node:worker_threads';
import { categoryPayDistribution, computeIndicators } from '@parytet/engine';
import type { RegressionModel } from '@parytet/contract/regression';
import { storedTable, type StoredInputs } from '#lib/packed-inputs.ts';

export type IndicatorsTask = {
  /** The stored inputs, packed or JSON text (read here, off the main thread). */
  inputs: StoredInputs;
  minGroupSize: number;
  positionCategories: Record<string, string>;
  regressionModel: RegressionModel;
};

/**
 * The engine's indicators, off the API's main thread: the regression over 100 000 rows takes
 * about a second of CPU, which would otherwise stall every request the process serves.
 */
parentPort?.on('message', (task: IndicatorsTask) => {
  try {
    const rows = storedTable(task.inputs);
    const options = {
      minGroupSize: task.minGroupSize,
      positionCategories: task.positionCategories,
      regressionModel: task.regressionModel,
    };
    parentPort?.postMessage({
      ok: true,
      indicators: computeIndicators(rows, options),
      distribution: categoryPayDistribution(rows, options),
    });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: String(error) });
  }
});
