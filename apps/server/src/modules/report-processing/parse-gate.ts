import { createLimitedThread } from './limited-thread.ts';
import type { CountResult, CountTask } from './count-thread.ts';
import { parseLimits } from './parse-limits.ts';

/**
 * Parsing is bounded twice: one parse at a time per organisation (a second upload meanwhile is
 * "another report in progress", before its file is read), and a fixed number of count threads
 * for the whole process, each under the parse limits. So parallel uploads of a file that
 * inflates to gigabytes cost at most that many bounded threads.
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
const free = [...threads];
const waiting: ((thread: (typeof threads)[number]) => void)[] = [];

const acquire = () =>
  new Promise<(typeof threads)[number]>((resolve) => {
    const thread = free.pop();
    if (thread) resolve(thread);
    else waiting.push(resolve);
  });

const release = (thread: (typeof threads)[number]) => {
  const next = waiting.shift();
  if (next) next(thread);
  else free.push(thread);
};

export type GatedCount =
  | { status: 'busy' }
  | { status: 'overrun'; message: string }
  | { status: 'counted'; result: CountResult };

export const countInThread = async (
  organisationId: string,
  task: CountTask,
): Promise<GatedCount> => {
  if (parsingOrganisations.has(organisationId)) return { status: 'busy' };
  parsingOrganisations.add(organisationId);
  try {
    const thread = await acquire();
    try {
      const outcome = await thread.run({ ...task, timeoutMs: parseLimits.countTimeoutMs });
      return outcome.ok
        ? { status: 'counted', result: outcome.result }
        : { status: 'overrun', message: `${outcome.reason}: ${outcome.message}` };
    } finally {
      release(thread);
    }
  } finally {
    parsingOrganisations.delete(organisationId);
  }
};
