import type { GapChangeSplit, RegressionOutcome } from '@parytet/engine';
import { runInThread } from '#lib/run-in-thread.ts';
import type { AnalysisTask } from './analysis-thread.ts';

/**
 * Results by key, at most MAX_KEPT, oldest out first. A ready report's inputs never change, so
 * a result never goes stale; simultaneous requests for one key share its computation.
 */
const MAX_KEPT = 64;
const kept = new Map<string, Promise<unknown>>();

const once = (key: string, task: () => Promise<AnalysisTask>): Promise<unknown> => {
  const known = kept.get(key);
  if (known) return known;
  const script = new URL('./analysis-thread.ts', import.meta.url);
  const started = task()
    .then((t) => runInThread<{ result: unknown }>(script, t))
    .then((answer) => answer.result);
  kept.set(key, started);
  started.catch(() => kept.delete(key));
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  return started;
};

export const regressionOnce = (key: string, task: () => Promise<AnalysisTask>) =>
  once(`regression:${key}`, task) as Promise<RegressionOutcome>;

export const splitOnce = (key: string, task: () => Promise<AnalysisTask>) =>
  once(`split:${key}`, task) as Promise<GapChangeSplit | null>;
