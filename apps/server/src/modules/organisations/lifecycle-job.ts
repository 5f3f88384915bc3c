import { z } from 'zod';
import type { AppContext } from '#context.ts';
import type { JobDefinition } from '#jobs/job-runner.ts';
import { runLifecycle } from './lifecycle.service.ts';

const LIFECYCLE_QUEUE = 'organisation-lifecycle';

/**
 * The daily pass of runLifecycle on pg-boss's scheduler (03:15 UTC, kept in the database, so it
 * runs once however many workers declare it; two passes at once would still be harmless).
 */
export const lifecycleJob = (
  ctx: AppContext,
  log: (message: string) => void,
): JobDefinition<Record<string, unknown>> => ({
  name: LIFECYCLE_QUEUE,
  data: z.record(z.string(), z.unknown()),
  queue: { retryLimit: 3, retryDelay: 300, expireInSeconds: 1800 },
  handle: async () => {
    const done = await runLifecycle(ctx);
    const counts = Object.entries(done).map(([step, ids]) => `${step} ${ids.length}`);
    log(`organisations: ${counts.join(', ')}`);
  },
  cron: { expression: '15 3 * * *', options: { tz: 'UTC' } },
});
