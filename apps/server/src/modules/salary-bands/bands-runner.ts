import type { Band, readBandTemplate } from '@parytet/engine';
import { runInThread } from '../../lib/run-in-thread.ts';
import type { BandsReading, BandsTask } from './bands-thread.ts';

const script = new URL('./bands-thread.ts', import.meta.url);

/**
 * Readings by report and bands version. Both never change once made (a ready report's inputs,
 * a saved version), so a reading never goes stale; they are kept up to MAX_KEPT_BYTES of people
 * (about three 100 000-row reports), oldest out first, and simultaneous requests share one.
 */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
const kept = new Map<string, Promise<BandsReading>>();
const sizes = new Map<string, number>();

const forget = (key: string) => {
  kept.delete(key);
  sizes.delete(key);
};

const makeRoom = () => {
  let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  for (const key of kept.keys()) {
    if (total <= MAX_KEPT_BYTES) return;
    total -= sizes.get(key) ?? 0;
    forget(key);
  }
};

export const readingOnce = (key: string, task: () => Promise<BandsTask>) => {
  const known = kept.get(key);
  if (known) {
    // Most recently used last, so the oldest reading is the first to go.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const started = task().then((t) => runInThread<BandsReading>(script, t));
  kept.set(key, started);
  started.then(
    (reading) => {
      if (kept.get(key) !== started) return;
      sizes.set(key, reading.employees.byteLength);
      makeRoom();
    },
    () => forget(key),
  );
  return started;
};

/** A draft from a report's pay; drafts are asked for rarely and are not kept. */
export const draftInThread = (task: BandsTask) => runInThread<{ bands: Band[] }>(script, task);

type TemplateOutcome = Awaited<ReturnType<typeof readBandTemplate>>;

/** A filled template read in a thread. */
export const readTemplateInThread = (task: Extract<BandsTask, { kind: 'template' }>) =>
  runInThread<{ outcome: TemplateOutcome }>(script, task);
