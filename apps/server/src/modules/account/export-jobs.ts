import type { AppContext } from '#context.ts';
import { fileBuildJobs } from '#jobs/file-build-jobs.ts';
import { runOrganisationExport, sweepOrganisationExports } from './export.service.ts';

/**
 * Building data ZIPs in the background (two at once in a process, each in a worker thread of
 * its own; one organisation has at most one queued), and the hourly sweep.
 */
export const organisationExportJobs = (ctx: AppContext, log: (message: string) => void) =>
  fileBuildJobs({
    build: {
      queue: 'build-organisation-export',
      expireInSeconds: 1800,
      localConcurrency: 2,
      run: (exportId) => runOrganisationExport(ctx, exportId),
    },
    sweep: {
      queue: 'sweep-organisation-exports',
      cron: '9 * * * *',
      run: () => sweepOrganisationExports(ctx),
      told: (deleted) => `data exports: deleted ${deleted} expired archive(s)`,
    },
    log,
  });
