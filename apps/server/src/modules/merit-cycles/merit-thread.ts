import { parentPort } from 'node:worker_threads';
import {
  bandHeadroom,
  meritImpact,
  meritPlacement,
  optimiseRaises,
  raisedTable,
  remediationComparison,
  type BandStructure,
  type IndicatorOptions,
  type OptimiseGoal,
} from '@parytet/engine';
import { storedTable, type StoredInputs } from '#lib/packed-inputs.ts';

type Common = {
  /** `IndicatorInputs` as JSON text. */
  inputs: StoredInputs;
  /** Each row's proposal in cents. */
  raises: number[];
  options: IndicatorOptions;
  bands: BandStructure | null;
};

export type MeritTask =
  | (Common & { kind: 'impact' })
  | (Common & {
      kind: 'optimise';
      goal: OptimiseGoal;
      /** Money the optimised raises may cost; null when the budget does not bind. */
      budget: number | null;
      allowAboveMax: boolean;
      /** Whether the optimised raises go on top of `raises` (else they replace them). */
      onTop: boolean;
    });

const money = (cents: readonly number[]) => Float64Array.from(cents, (c) => c / 100);

/**
 * A merit cycle's computations, off the API's main thread: the impact runs the indicators
 * twice (before and after), the optimiser refits the regression many times.
 */
parentPort?.on('message', (task: MeritTask) => {
  try {
    const table = storedTable(task.inputs);
    const raises = money(task.raises);
    if (task.kind === 'impact') {
      parentPort?.postMessage({
        ok: true,
        ...meritImpact(table, raises, task.options, task.bands),
      });
      return;
    }
    const start = task.onTop ? raisedTable(table, raises) : table;
    const placement = meritPlacement(start, task.bands);
    const result = optimiseRaises({
      table: start,
      options: task.options,
      headroom: bandHeadroom(placement, task.allowAboveMax),
      goal: task.goal,
      budget: task.budget ?? Number.POSITIVE_INFINITY,
    });
    parentPort?.postMessage({
      ok: true,
      result: { ...result, raises: Array.from(result.raises, (r) => Math.round(r * 100)) },
      comparison: remediationComparison(start, task.options, result.raises),
    });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: String(error) });
  }
});
