import { z } from 'zod';
import type { AppContext } from '#context.ts';
import type { AnyJobDefinition, JobDefinition, JobRunner } from '#jobs/job-runner.ts';
import { runExport, sweepExpiredExports } from './report-exports.service.ts';

const EXPORT_QUEUE = 'build-report-export';
const EXPORT_SWEEP_QUEUE = 'sweep-report-exports';

const exportData = z.object({ exportId: z.uuid() });

/** Building exports in the background, and the hourly sweep of expired ones. */
export const exportJobs = (ctx: AppContext, log: (message: string) => void) => {
  const building: JobDefinition<z.infer<typeof exportData>> = {
    name: EXPORT_QUEUE,
    data: exportData,
    queue: { retryLimit: 1, retryDelay: 5, expireInSeconds: 300, notify: true },
    work: { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, localConcurrency: 1 },
    handle: async ({ exportId }) => {
      await runExport(ctx, exportId);
    },
  };
  const sweeping: JobDefinition<Record<string, never>> = {
    name: EXPORT_SWEEP_QUEUE,
    data: z.object({}).strict() as z.ZodType<Record<string, never>>,
    queue: { retryLimit: 0, expireInSeconds: 60 },
    handle: async () => {
      const deleted = await sweepExpiredExports(ctx);
      if (deleted > 0) log(`exports: deleted ${deleted} expired export(s)`);
    },
    cron: { expression: '7 * * * *' },
  };
  const definitions: AnyJobDefinition[] = [building, sweeping];
  return {
    definitions,
    enqueue: async (runner: JobRunner, exportId: string) => {
      await runner.send(building, { exportId });
      runner.kick(building);
    },
  };
};
