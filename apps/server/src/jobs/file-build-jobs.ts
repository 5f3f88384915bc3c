import { z } from 'zod';
import type { AnyJobDefinition, JobDefinition, JobRunner } from './job-runner.ts';

const buildData = z.object({ exportId: z.uuid() });
const noData = z.object({}).strict() as z.ZodType<Record<string, never>>;

type FileBuildJobsOptions = {
  build: {
    queue: string;
    /** pg-boss fails a job still running after this, and retries it once. */
    expireInSeconds: number;
    /** Builds at once in one process. */
    localConcurrency: number;
    run: (exportId: string) => Promise<void>;
  };
  sweep: {
    queue: string;
    /** Hourly, at a minute of its own. */
    cron: string;
    /** Deletes the expired files; how many. */
    run: () => Promise<number>;
    /** The log line for a sweep that deleted some. */
    told: (deleted: number) => string;
  };
  log: (message: string) => void;
};

/**
 * A file built in the background from a row's id (retried once) and the hourly sweep of expired
 * ones: the steps the report exports and the organisation's data ZIP share.
 */
export const fileBuildJobs = ({ build, sweep, log }: FileBuildJobsOptions) => {
  const building: JobDefinition<z.infer<typeof buildData>> = {
    name: build.queue,
    data: buildData,
    queue: { retryLimit: 1, retryDelay: 5, expireInSeconds: build.expireInSeconds, notify: true },
    work: {
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 0.5,
      localConcurrency: build.localConcurrency,
    },
    handle: async ({ exportId }) => {
      await build.run(exportId);
    },
  };
  const sweeping: JobDefinition<Record<string, never>> = {
    name: sweep.queue,
    data: noData,
    queue: { retryLimit: 0, expireInSeconds: 60 },
    handle: async () => {
      const deleted = await sweep.run();
      if (deleted > 0) log(sweep.told(deleted));
    },
    cron: { expression: sweep.cron },
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
