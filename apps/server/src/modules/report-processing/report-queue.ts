import { PgBoss, type JobWithMetadata } from 'pg-boss';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { startComputeThread, stopComputeThread } from './compute-runner.ts';
import { failStuckReports } from './processing.repository.ts';
import { failReportAfterRetries, processReport, type ReportProcessor } from './report-processor.ts';

export const REPORT_QUEUE = 'process-report';
export const REPORT_DEAD_LETTER_QUEUE = 'process-report-dead';

export type ReportQueueOptions = {
  connectionString: string;
  /** Whether this process also processes reports (RUN_WORKER) or only enqueues them. */
  runWorker: boolean;
  log: (message: string) => void;
  /** Tests swap in a processor that fails. */
  processor?: ReportProcessor;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job active longer than this is taken as lost (its process died) and retried. */
  expireInSeconds?: number;
  sweepIntervalSeconds?: number;
  /** Reports processing longer than this have outlived every retry: the sweep fails them. */
  stuckAfterMinutes?: number;
  /** How often pg-boss looks for expired jobs (its default: every 60 s). */
  superviseIntervalSeconds?: number;
};

export type ReportQueue = {
  enqueue: (reportId: string, upload?: Buffer) => Promise<void>;
  /** Fails reports stuck in processing now (the periodic sweep's one pass). */
  sweep: () => Promise<string[]>;
  stop: () => Promise<void>;
};

const jobDataSchema = z.object({ reportId: z.uuid() });
type JobData = z.infer<typeof jobDataSchema>;

/**
 * Starts pg-boss on the app's database and sets ctx.enqueueReport. With runWorker, this process
 * also takes report jobs: at once when it enqueued them itself (a direct kick), within moments
 * when another process did (LISTEN/NOTIFY, with a 0.5 s poll as the floor).
 */
export const startReportQueue = async (
  ctx: AppContext,
  options: ReportQueueOptions,
): Promise<ReportQueue> => {
  const { log } = options;
  const processor = options.processor ?? processReport;
  const jobOptions = {
    retryLimit: options.retryLimit ?? 2,
    retryDelay: options.retryDelaySeconds ?? 5,
    expireInSeconds: options.expireInSeconds ?? 300,
    deadLetter: REPORT_DEAD_LETTER_QUEUE,
  };
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: 'parytet-queue',
    max: 4,
    useListenNotify: true,
    ...(options.superviseIntervalSeconds
      ? {
          superviseIntervalSeconds: options.superviseIntervalSeconds,
          monitorIntervalSeconds: options.superviseIntervalSeconds,
        }
      : {}),
  });
  boss.on('error', (error: Error) => log(`report queue: ${error.message}`));
  boss.on('warning', (warning: { message: string }) => log(`report queue: ${warning.message}`));
  await boss.start();
  await boss.createQueue(REPORT_DEAD_LETTER_QUEUE);
  await boss.createQueue(REPORT_QUEUE, { ...jobOptions, notify: true });

  const sweep = async () => {
    const ids = await failStuckReports(ctx.db, options.stuckAfterMinutes ?? 30);
    if (ids.length > 0) log(`report queue: failed ${ids.length} report(s) stuck in processing`);
    return ids;
  };

  let workerId: string | null = null;
  // Uploads this process enqueued, so its own worker need not read them back from the database.
  const localUploads = new Map<string, Buffer>();
  let sweepTimer: NodeJS.Timeout | null = null;
  if (options.runWorker) {
    if (processor === processReport) startComputeThread();
    workerId = await boss.work(
      REPORT_QUEUE,
      {
        includeMetadata: true,
        // NOTIFY wakes the worker for new jobs; retries come due without one, so poll for them too.
        pollingIntervalSeconds: 0.5,
        notifyPollingIntervalSeconds: 0.5,
        localConcurrency: 2,
      },
      async ([job]: JobWithMetadata<unknown>[]) => {
        const data = jobDataSchema.safeParse(job?.data);
        if (!job || !data.success) return;
        try {
          const upload = localUploads.get(data.data.reportId);
          localUploads.delete(data.data.reportId);
          await processor(ctx, data.data.reportId, upload);
        } catch (error) {
          log(
            `report ${data.data.reportId}: attempt ${job.retryCount + 1} failed: ${String(error)}`,
          );
          if (job.retryCount >= job.retryLimit) {
            await failReportAfterRetries(ctx, data.data.reportId);
          }
          throw error;
        }
      },
    );
    // A job whose process died on its last attempt lands here (after expiry) instead.
    await boss.work(REPORT_DEAD_LETTER_QUEUE, { pollingIntervalSeconds: 5 }, async (jobs) => {
      for (const job of jobs) {
        const data = jobDataSchema.safeParse(job.data);
        if (data.success) await failReportAfterRetries(ctx, data.data.reportId);
      }
    });
    const every = (options.sweepIntervalSeconds ?? 60) * 1000;
    sweepTimer = setInterval(() => void sweep().catch((e: unknown) => log(String(e))), every);
    sweepTimer.unref();
  }

  const enqueue = async (reportId: string, upload?: Buffer) => {
    if (workerId && upload) {
      localUploads.set(reportId, upload);
      // Taken by a worker elsewhere: the file is read from the database there.
      setTimeout(() => localUploads.delete(reportId), 60_000).unref();
    }
    await boss.send(REPORT_QUEUE, { reportId } satisfies JobData, jobOptions);
    if (workerId) boss.notifyWorker(workerId);
  };
  ctx.enqueueReport = enqueue;

  return {
    enqueue,
    sweep,
    stop: async () => {
      if (sweepTimer) clearInterval(sweepTimer);
      ctx.enqueueReport = null;
      await boss.stop({ graceful: true, timeout: 10_000 });
      await stopComputeThread();
    },
  };
};
