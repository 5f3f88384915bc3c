import { setImmediate as nextTurn } from 'node:timers/promises';
import { countCsvRecordsInSteps } from '@parytet/engine';
import { createLimitedThread } from './limited-thread.ts';
import type { CountResult, CountTask } from './count-thread.ts';
import { parseLimits } from './parse-limits.ts';

/**
 * Counting an upload's records is fair to every organisation:
 * - one count at a time per organisation (a second upload meanwhile is "another report in
 *   progress", before its file is read);
 * - a CSV is counted on this thread in short steps (5 000 lines), each followed by a turn of the
 *   event loop, so it waits behind no one and holds up no one;
 * - a workbook (XLSX, XLS: SheetJS may loop or inflate) is counted in one of a fixed number of
 *   bounded threads; a few wait for one, in order, and past `maxQueue` an upload is refused at
 *   once (TOO_MANY_UPLOADS), so a burst of hanging workbooks costs their own organisations time,
 *   never another's CSV.
 */
const parsingOrganisations = new Set<string>();

const threads = Array.from({ length: parseLimits.maxParallel }, () =>
  createLimitedThread<CountTask, CountResult>({
    url: new URL('./count-thread.ts', import.meta.url),
    limits: () => ({
      timeoutMs: parseLimits.countTimeoutMs,
      resourceLimits: parseLimits.resourceLimits,
      idleMs: parseLimits.idleMs,
    }),
  }),
);
type CountThread = (typeof threads)[number];
const free = [...threads];
const waiting: ((thread: CountThread) => void)[] = [];

const acquire = () =>
  new Promise<CountThread>((resolve) => {
    const thread = free.pop();
    if (thread) resolve(thread);
    else waiting.push(resolve);
  });

const release = (thread: CountThread) => {
  const next = waiting.shift();
  if (next) next(thread);
  else free.push(thread);
};

export type GatedCount =
  | { status: 'busy' }
  /** The workbook queue is full: try again after about this many seconds. */
  | { status: 'full'; retryAfterSeconds: number }
  | { status: 'overrun'; message: string }
  | { status: 'counted'; result: CountResult };

const CSV_LINES_PER_STEP = 5000;

/** A CSV's count, in steps between turns of the event loop, within the count's time limit. */
const countCsv = async (steps: Generator<void, CountResult>): Promise<GatedCount> => {
  const deadline = Date.now() + parseLimits.countTimeoutMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return { status: 'counted', result: step.value };
    if (Date.now() > deadline) return { status: 'overrun', message: 'timeout: counting the CSV' };
    await nextTurn();
  }
};

const countWorkbook = async (task: CountTask): Promise<GatedCount> => {
  if (free.length === 0 && waiting.length >= parseLimits.maxQueue) {
    // Each queued count ends within its time limit; the queue drains maxParallel at a time.
    const rounds = Math.ceil((waiting.length + 1) / parseLimits.maxParallel);
    return {
      status: 'full',
      retryAfterSeconds: Math.ceil(parseLimits.countTimeoutMs / 1000) * rounds,
    };
  }
  const thread = await acquire();
  try {
    const outcome = await thread.run({ ...task, timeoutMs: parseLimits.countTimeoutMs });
    return outcome.ok
      ? { status: 'counted', result: outcome.result }
      : { status: 'overrun', message: `${outcome.reason}: ${outcome.message}` };
  } finally {
    release(thread);
  }
};

export const countUploadFile = async (
  organisationId: string,
  task: CountTask,
): Promise<GatedCount> => {
  if (parsingOrganisations.has(organisationId)) return { status: 'busy' };
  parsingOrganisations.add(organisationId);
  try {
    const steps = countCsvRecordsInSteps(
      task.data,
      task.fileName,
      { maxRecords: task.maxRecords },
      CSV_LINES_PER_STEP,
    );
    return steps ? await countCsv(steps) : await countWorkbook(task);
  } finally {
    parsingOrganisations.delete(organisationId);
  }
};

/** Workbook counts running and waiting now (tests, the bench). */
export const workbookCounts = () => ({
  running: threads.length - free.length,
  waiting: waiting.length,
});
