import { z } from 'zod';
import type { AppContext } from '#context.ts';
import type { JobDefinition } from '#jobs/job-runner.ts';
import { buildSnapshot } from './benchmark-pool.service.ts';

const SNAPSHOT_QUEUE = 'benchmark-snapshot';

/**
 * The monthly pooled benchmark (1st of the month, 04:00 UTC, on pg-boss's scheduler, so it runs
 * once however many workers declare it; one active at a time, and a second run at once would
 * wait for the first's lock and write the same cells).
 */
export const snapshotJob = (
  ctx: AppContext,
  log: (message: string) => void,
): JobDefinition<Record<string, unknown>> => ({
  name: SNAPSHOT_QUEUE,
  data: z.record(z.string(), z.unknown()),
  queue: { policy: 'singleton', retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 },
  handle: async () => {
    const done = await buildSnapshot(ctx, new Date().toISOString().slice(0, 10));
    log(`benchmark snapshot: ${done.cells} cells, ${done.shown} shown, ${done.withheld} withheld`);
  },
  cron: { expression: '0 4 1 * *', options: { tz: 'UTC' } },
});
