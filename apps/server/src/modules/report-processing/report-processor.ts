import { MAX_ERROR_DETAILS } from '@parytet/contract/reports';
import type { AppContext } from '#context.ts';
import { computeInThread, dropEarly, takeEarly } from './compute-runner.ts';
import { effectiveLimits } from '#modules/plans/plans.service.ts';
import {
  claimPendingReport,
  loadUpload,
  markReportFailed,
  storeReadyReport,
} from './processing.repository.ts';

/**
 * Where a ready report's job spent its time, in milliseconds: when it took the report (epoch),
 * then waiting for the compute thread (another file before it, the file's way there) and reading
 * the upload back, parsing and validating the file, computing the reports, storing them (from
 * the moment the employee rows were computed: storing overlaps computing the other reports).
 */
export type ReportPhases = {
  claimedAt: number;
  waitMs: number;
  parseMs: number;
  computeMs: number;
  storeMs: number;
};

export type ReportProcessor = (
  ctx: AppContext,
  reportId: string,
  /** The file, when this process received it; otherwise it is read from the database. */
  upload?: Buffer,
  /** Told where the job spent its time, once the report is ready. */
  onPhases?: (phases: ReportPhases) => void,
) => Promise<void>;

/** The engine's options for a report of an organisation whose record limit is `maxRecords`. */
export const engineOptions = (ctx: AppContext, maxRecords: number) => ({
  workingDays: ctx.config.WORKING_DAYS,
  minGroupSize: ctx.config.MIN_GROUP_SIZE,
  maxRecords,
});

/**
 * The background job: reads the upload, runs the engine (in the compute thread) and stores the
 * outcome. A file the engine
 * refuses fails the report with the engine's code; anything thrown is left to the queue to retry.
 * Safe to run again for the same report: a settled or deleted report is left alone.
 */
export const processReport: ReportProcessor = async (ctx, reportId, upload, onPhases) => {
  const pending = await claimPendingReport(ctx.db, reportId);
  if (!pending) {
    dropEarly(reportId);
    return;
  }
  // Started while the upload was stored, when this process received it (computeEarly).
  const early = takeEarly(reportId);
  const claimedAt = Date.now();
  // Test-only: holds the job so a test can kill its process mid-job (test/reports/worker-kill).
  const delay = Number(process.env.PARYTET_TEST_PROCESS_DELAY_MS ?? 0);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const started = performance.now();
  const compute = async () => {
    const data = upload ?? (await loadUpload(ctx.db, reportId));
    if (!data) throw new Error(`report ${reportId} has no stored upload`);
    return computeInThread({
      reportId,
      data,
      fileName: pending.file_name,
      options: engineOptions(ctx, effectiveLimits(ctx, pending).max_records),
    });
  };
  const outcome = await (early ?? compute());
  if (!outcome.ok) {
    await markReportFailed(ctx.db, reportId, {
      code: outcome.code,
      details: outcome.details.slice(0, MAX_ERROR_DETAILS),
    });
    return;
  }
  const rowsAt = performance.now();
  const rest = outcome.results.then((computed) => computed.results);
  await storeReadyReport(
    ctx.db,
    ctx.pool,
    { id: pending.id, organisationId: pending.organisation_id },
    rest,
    outcome.rows,
  );
  const { parseMs, rowsMs } = outcome.timings;
  const { restMs } = await outcome.results;
  onPhases?.({
    claimedAt,
    // Nothing waited for when the computation started before the job did.
    waitMs: Math.max(0, rowsAt - started - parseMs - rowsMs),
    parseMs,
    computeMs: rowsMs + restMs,
    storeMs: performance.now() - rowsAt,
  });
};

/** After the last attempt failed: the report ends failed instead of processing for ever. */
export const failReportAfterRetries = (ctx: AppContext, reportId: string) =>
  markReportFailed(ctx.db, reportId, { code: 'UNKNOWN_ERROR', details: null });
