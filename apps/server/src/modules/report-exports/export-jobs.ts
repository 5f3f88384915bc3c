import type { AppContext } from '#context.ts';
import { fileBuildJobs } from '#jobs/file-build-jobs.ts';
import { runExport, sweepExpiredExports } from './report-exports.service.ts';

/** Building exports in the background, and the hourly sweep of expired ones. */
export const exportJobs = (ctx: AppContext, log: (message: string) => void) =>
  fileBuildJobs({
    build: {
      queue: 'build-report-export',
      expireInSeconds: 300,
      localConcurrency: 1,
      run: (exportId) => runExport(ctx, exportId),
    },
    sweep: {
      queue: 'sweep-report-exports',
      cron: '7 * * * *',
      run: () => sweepExpiredExports(ctx),
      told: (deleted) => `exports: deleted ${deleted} expired export(s)`,
    },
    log,
  });
