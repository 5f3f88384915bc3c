import type { AppContext } from '#context.ts';
import { mailJob } from '#mail/mail-job.ts';
import { organisationExportJobs } from '#modules/account/export-jobs.ts';
import { snapshotJob } from '#modules/benchmark-pool/index.ts';
import { lifecycleJob } from '#modules/organisations/lifecycle-job.ts';
import { exportJobs } from '#modules/report-exports/export-jobs.ts';
import { reportJobs, type ReportJobOptions } from '#modules/report-processing/report-jobs.ts';
import { startJobRunner } from './job-runner.ts';

export type JobsOptions = ReportJobOptions & {
  connectionString: string;
  /** Whether this process also works the jobs (RUN_WORKER, `npm run worker`) or only sends them. */
  runWorker: boolean;
  log: (message: string) => void;
  /** How often pg-boss looks for expired jobs and missed heartbeats. */
  superviseIntervalSeconds?: number;
};

export type Jobs = {
  enqueue: (reportId: string, upload?: Buffer) => Promise<void>;
  /** Fails reports stuck in processing now (the scheduled sweep's one pass). */
  sweep: () => Promise<string[]>;
  stop: () => Promise<void>;
};

/**
 * The job registry: every background task of the app, declared once and started alike by the
 * API process and `npm run worker`. A new job (a scheduled one with `cron`) is added here.
 */
export const startJobs = async (ctx: AppContext, options: JobsOptions): Promise<Jobs> => {
  const reports = reportJobs(ctx, options, options.log);
  const mail = mailJob(ctx.mailer);
  const lifecycle = lifecycleJob(ctx, options.log);
  const exports = exportJobs(ctx, options.log);
  const dataExports = organisationExportJobs(ctx, options.log);
  const benchmark = snapshotJob(ctx, options.log);
  const runner = await startJobRunner(
    [
      ...reports.definitions,
      mail,
      lifecycle,
      ...exports.definitions,
      ...dataExports.definitions,
      benchmark,
    ],
    options.runWorker,
    options,
  );
  reports.start(options.runWorker);

  const enqueue = (reportId: string, upload?: Buffer) =>
    reports.enqueue(runner, options.runWorker, reportId, upload);
  ctx.enqueueReport = enqueue;
  ctx.enqueueExport = (exportId) => exports.enqueue(runner, exportId);
  ctx.enqueueOrganisationExport = (exportId) => dataExports.enqueue(runner, exportId);
  ctx.sendMail = (message) => runner.send(mail, message);
  return {
    enqueue,
    sweep: reports.sweep,
    stop: async () => {
      ctx.enqueueReport = null;
      ctx.enqueueExport = null;
      ctx.enqueueOrganisationExport = null;
      ctx.sendMail = (message) => ctx.mailer.send(message);
      await runner.stop();
      await reports.stop();
    },
  };
};
