import { z } from 'zod';
import type { AppContext } from '#context.ts';
import type { AnyJobDefinition, JobDefinition, JobRunner } from '#jobs/job-runner.ts';
import { enableComputeWarmUp, stopComputeThread } from './compute-runner.ts';
import { failStuckReports, findOrphanedReports } from './processing.repository.ts';
import {
  failReportAfterRetries,
  processReport,
  type ReportPhases,
  type ReportProcessor,
} from './report-processor.ts';

const REPORT_QUEUE = 'process-report';
const REPORT_DEAD_LETTER_QUEUE = 'process-report-dead';
const REPORT_SWEEP_QUEUE = 'sweep-stuck-reports';

export type ReportJobOptions = {
  /** Tests swap in a processor that fails. */
  processor?: ReportProcessor;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job active longer than this is taken as lost and retried (the heartbeat catches it sooner). */
  expireInSeconds?: number;
  /**
   * The worker renews the job this often while it runs; a job not renewed within it (its process
   * died) is failed and retried by the supervisor, so a killed worker costs seconds, not minutes.
   */
  heartbeatSeconds?: number;
  /** Reports processing longer than this have outlived every retry: the sweep fails them. */
  stuckAfterMinutes?: number;
  /** Told where each ready report's job spent its time (the benches' phase by phase). */
  onReportPhases?: (reportId: string, phases: ReportPhases) => void;
};

const jobDataSchema = z.object({ reportId: z.uuid() });

/** A report this old with no job is an orphan; an upload sends its job within milliseconds. */
const ORPHAN_AFTER_SECONDS = 30;

/**
 * The report jobs: processing (at once when this process enqueued it itself, within moments when
 * another did: LISTEN/NOTIFY with a 0.5 s poll as the floor), the dead letters of jobs whose
 * process died on their last attempt, and the minutely sweep of reports stuck in processing.
 */
export const reportJobs = (
  ctx: AppContext,
  options: ReportJobOptions,
  log: (message: string) => void,
) => {
  const processor = options.processor ?? processReport;
  // Uploads this process enqueued, so its own worker need not read them back from the database.
  const localUploads = new Map<string, Buffer>();

  const sweep = async () => {
    const ids = await failStuckReports(ctx.db, options.stuckAfterMinutes ?? 30);
    if (ids.length > 0) log(`reports: failed ${ids.length} report(s) stuck in processing`);
    // A report stored by a process that died before sending its job: its upload is kept, so it
    // gets a job now and the "another report in progress" guard ends with it, within minutes.
    const orphans = await findOrphanedReports(
      ctx.db,
      [REPORT_QUEUE, REPORT_DEAD_LETTER_QUEUE],
      ORPHAN_AFTER_SECONDS,
    );
    for (const id of orphans) await ctx.enqueueReport?.(id);
    if (orphans.length > 0) log(`reports: sent a job again for ${orphans.length} report(s)`);
    return ids;
  };

  const deadLetters: JobDefinition<z.infer<typeof jobDataSchema>> = {
    name: REPORT_DEAD_LETTER_QUEUE,
    data: jobDataSchema,
    queue: {},
    work: { pollingIntervalSeconds: 5 },
    handle: async ({ reportId }) => {
      await failReportAfterRetries(ctx, reportId);
    },
  };

  const processing: JobDefinition<z.infer<typeof jobDataSchema>> = {
    name: REPORT_QUEUE,
    data: jobDataSchema,
    queue: {
      retryLimit: options.retryLimit ?? 2,
      retryDelay: options.retryDelaySeconds ?? 5,
      expireInSeconds: options.expireInSeconds ?? 300,
      heartbeatSeconds: options.heartbeatSeconds ?? 10,
      deadLetter: REPORT_DEAD_LETTER_QUEUE,
      notify: true,
    },
    // NOTIFY wakes the worker for new jobs; retries come due without one, so poll for them too.
    // One report stored at a time per process, the next file computed meanwhile (computeEarly):
    // with two, reporting day's storm (100 uploads at once) drained in 26 s instead of 51 (target
    // 60), but the report reads' p99 meanwhile was 124-130 ms instead of 95-98 (target 100).
    work: { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, localConcurrency: 1 },
    handle: async ({ reportId }, job) => {
      try {
        const upload = localUploads.get(reportId);
        localUploads.delete(reportId);
        await processor(ctx, reportId, upload, (phases) =>
          options.onReportPhases?.(reportId, phases),
        );
      } catch (error) {
        log(`report ${reportId}: attempt ${job.retryCount + 1} failed: ${String(error)}`);
        if (job.retryCount >= job.retryLimit) await failReportAfterRetries(ctx, reportId);
        throw error;
      }
    },
  };

  const sweeping: JobDefinition<Record<string, never>> = {
    name: REPORT_SWEEP_QUEUE,
    data: z.object({}).strict() as z.ZodType<Record<string, never>>,
    queue: { retryLimit: 0, expireInSeconds: 60 },
    handle: async () => {
      await sweep();
    },
    cron: { expression: '* * * * *' },
  };

  const definitions: AnyJobDefinition[] = [deadLetters, processing, sweeping];

  return {
    definitions,
    sweep,
    /** Where this process works the jobs, an upload loads the engine ahead of its file. */
    start: (runWorker: boolean) => {
      if (runWorker && processor === processReport) enableComputeWarmUp();
    },
    enqueue: async (runner: JobRunner, runWorker: boolean, reportId: string, upload?: Buffer) => {
      if (runWorker && upload) {
        localUploads.set(reportId, upload);
        // Taken by a worker elsewhere: the file is read from the database there.
        setTimeout(() => localUploads.delete(reportId), 60_000).unref();
      }
      await runner.send(processing, { reportId });
      runner.kick(processing);
    },
    stop: stopComputeThread,
  };
};
