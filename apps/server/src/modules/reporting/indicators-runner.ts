import { Worker } from 'node:worker_threads';
import type { IndicatorsData, PayDistributionBandData } from '@parytet/contract/indicators';
import type { IndicatorsTask } from './indicators-thread.ts';

export type ComputedIndicators = {
  indicators: IndicatorsData;
  distribution: Record<string, PayDistributionBandData[]>;
};

type ThreadAnswer = ({ ok: true } & ComputedIndicators) | { ok: false; message: string };

/** A thread that overruns this is ended; the request fails and the next read tries again. */
const TIMEOUT_MS = 60_000;

const runInThread = (task: IndicatorsTask) =>
  new Promise<ComputedIndicators>((resolve, reject) => {
    // One short-lived thread per computation: computations are rare (once per report and
    // categories version, then read from report_indicators), so no thread idles in between.
    const worker = new Worker(new URL('./indicators-thread.ts', import.meta.url), {
      // The young generation as the compute thread has it (16 MB; V8's default here is 128 MB):
      // the engine bench measured the same time and about 50 MB less at its peak.
      resourceLimits: { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 16 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('indicators thread timed out'));
    }, TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (answer: ThreadAnswer) => {
      settle();
      if (answer.ok) resolve({ indicators: answer.indicators, distribution: answer.distribution });
      else reject(new Error(answer.message));
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.postMessage(task);
  });

const inFlight = new Map<string, Promise<ComputedIndicators>>();

/** Computes once per key at a time: simultaneous reads of one report share the computation. */
export const computeIndicatorsOnce = (key: string, task: () => Promise<IndicatorsTask>) => {
  const running = inFlight.get(key);
  if (running) return running;
  const started = task()
    .then(runInThread)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
};
