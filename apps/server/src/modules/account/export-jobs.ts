import { z } from 'zod';
import type { AppContext } from '#context.ts';
import type { AnyJobDefinition, JobDefinition, JobRunner } from '#jobs/job-runner.ts';
import { runOrganisationExport, sweepOrganisationExports } from './export.service.ts';

const BUILD_QUEUE = 'build-organisation-export';
const SWEEP_QUEUE = 'sweep-organisation-exports';

const buildData = z.object({ exportId: z.uuid() });

/**
 * Building data ZIPs in the background (two at once in a process: each yields to the event loop
 * between rows, and one organisation has at most one queued), and the hourly sweep.
 */
export const organisationExportJobs = (ctx: AppContext, log: (message: string) => void) => {
  const building: JobDefinition<z.infer<typeof buildData>> = {
    name: BUILD_QUEUE,
    data: buildData,
    queue: { retryLimit: 1, retryDelay: 5, expireInSeconds: 1800, notify: true },
    work: { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, localConcurrency: 2 },
    handle: async ({ exportId }) => {
      await runOrganisationExport(ctx, exportId);
    },
  };
  const sweeping: JobDefinition<Record<string, never>> = {
    name: SWEEP_QUEUE,
    data: z.object({}).strict() as z.ZodType<Record<string, never>>,
    queue: { retryLimit: 0, expireInSeconds: 60 },
    handle: async () => {
      const deleted = await sweepOrganisationExports(ctx);
      if (deleted > 0) log(`data exports: deleted ${deleted} expired archive(s)`);
    },
    cron: { expression: '9 * * * *' },
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
