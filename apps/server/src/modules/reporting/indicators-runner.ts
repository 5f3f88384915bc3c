import type {
  IndicatorsData,
  PayDistributionBandData,
} from '@parytet/contract/reporting/indicators';
import { runInThread } from '#lib/run-in-thread.ts';
import type { IndicatorsTask } from './indicators-thread.ts';

export type ComputedIndicators = {
  indicators: IndicatorsData;
  distribution: Record<string, PayDistributionBandData[]>;
};

const inFlight = new Map<string, Promise<ComputedIndicators>>();

/** Computes once per key at a time: simultaneous reads of one report share the computation. */
export const computeIndicatorsOnce = (key: string, task: () => Promise<IndicatorsTask>) => {
  const running = inFlight.get(key);
  if (running) return running;
  const started = task()
    .then((t) =>
      runInThread<ComputedIndicators>(new URL('./indicators-thread.ts', import.meta.url), t),
    )
    .finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
};
