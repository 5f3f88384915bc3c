import {
  reportIdParamsSchema,
  type AdjustedReportData,
  type BaseReportData,
  type ExtendedSalaryRangesData,
  type LimitsResponse,
  type PatchReportBody,
  type ReportAnswer,
  type ReportDetails,
  type ReportNotReady,
  type ReportReadyStatus,
  type ReportStatus,
  type ReportSummary,
  type SalaryRangesData,
} from '@parytet/contract/reports';
import type { AppContext } from '#context.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { effectiveLimits, getOrganisationPlan } from '#modules/plans/plans.service.ts';
import {
  countActiveReports,
  deleteReport,
  findLatestReadyReport,
  findReportResult,
  listReports,
  updateReport,
  type ResultColumn,
} from './reports.repository.ts';
import type { ReportState } from '#db/schema.ts';

type StatusRow = ReportDetails & {
  status: ReportState;
  error_code: ReportStatus['error_code'];
  error_details: ReportStatus['error_details'];
};

const detailsOf = (row: ReportDetails): ReportDetails => ({
  currency: row.currency,
  period_start: row.period_start,
  period_end: row.period_end,
});

const statusOf = (row: StatusRow): ReportStatus & ReportDetails => ({
  report_ready: row.status === 'ready',
  report_failed: row.status === 'failed',
  error_code: row.error_code,
  error_details: row.error_details,
  ...detailsOf(row),
});

/** The status part of a ready report's answers, with the report's currency and period. */
export const readyStatus = (row: ReportDetails): ReportReadyStatus => ({
  status: 'ready',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  ...detailsOf(row),
});

/** Why a report has nothing to show yet (processing, or failed with its reason); null if ready. */
export const notReady = (row: StatusRow): ReportNotReady | null => {
  if (row.status === 'ready') return null;
  if (row.status === 'failed') {
    return {
      status: 'failed',
      report_ready: false,
      report_failed: true,
      error_code: row.error_code,
      error_details: row.error_details,
      ...detailsOf(row),
    };
  }
  return {
    status: 'processing',
    report_ready: false,
    report_failed: false,
    error_code: null,
    error_details: null,
    ...detailsOf(row),
  };
};

const failedUnknown = (row: ReportDetails): ReportNotReady => ({
  status: 'failed',
  report_ready: false,
  report_failed: true,
  error_code: 'UNKNOWN_ERROR',
  error_details: null,
  ...detailsOf(row),
});

/** A report id from the path; anything that is not a uuid is as unknown as a missing report. */
export const parseReportId = (id: string) => {
  const parsed = reportIdParamsSchema.safeParse({ id });
  if (!parsed.success) throw notFound();
  return parsed.data.id;
};

export const getReports = async (ctx: AppContext, auth: AuthUser): Promise<ReportSummary[]> => {
  const rows = await listReports(ctx.db, auth.organisationId);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    records: row.records,
    created_at: row.created_at.toISOString(),
    ...statusOf(row),
  }));
};

export const getLimits = async (ctx: AppContext, auth: AuthUser): Promise<LimitsResponse> => {
  const org = await getOrganisationPlan(ctx, auth.organisationId);
  if (!org) throw new AppError('UNAUTHORIZED');
  const limits = effectiveLimits(ctx, org);
  const usage = await countActiveReports(ctx.db, auth.organisationId);
  return {
    how_many_reports_allowed: limits.reports_allowed,
    current_report_count: usage.active,
    report_max_records_allowed: limits.max_records,
    report_max_upload_bytes: limits.max_upload_bytes,
  };
};

type ResultData = {
  base: BaseReportData;
  adjusted: AdjustedReportData;
  salary_ranges: SalaryRangesData;
  extended_salary_ranges: ExtendedSalaryRangesData;
};

/** One computed view of a report once it is ready; only why not while processing or failed. */
export const getReportResult = async <C extends ResultColumn>(
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  column: C,
): Promise<ReportAnswer<ResultData[C]>> => {
  const row = await findReportResult(ctx.db, auth.organisationId, parseReportId(rawId), column);
  if (!row) throw notFound();
  const pending = notReady(row);
  if (pending) return pending;
  // The job stores every view with the ready status in one transaction, so a ready report
  // without its view is damaged: the user is told what a failure it cannot explain tells.
  if (!row.result) return failedUnknown(row);
  return { ...readyStatus(row), ...(row.result as ResultData[C]) };
};

const isCheckViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23514';

/**
 * Edits the fields given. A period end set before the stored start (or the reverse) is refused
 * by the table's check, which sees both dates as they will be stored.
 */
export const updateReportDetails = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  patch: PatchReportBody,
) => {
  const id = parseReportId(rawId);
  const updated = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const before = await updateReport(trx, auth.organisationId, id, patch);
      if (!before) return false;
      await recordAudit(trx, {
        organisationId: auth.organisationId,
        actorId: auth.userId,
        action: 'report.renamed',
        target: patch.label ?? before.previousLabel,
        details: { report_id: id, previous_label: before.previousLabel, ...patch },
      });
      return true;
    })
    .catch((error: unknown) => {
      if (!isCheckViolation(error)) throw error;
      throw new AppError('INVALID_REQUEST_BODY', [
        { path: 'period_end', message: 'period_start_after_end' },
      ]);
    });
  if (!updated) throw notFound();
};

export const removeReport = async (ctx: AppContext, auth: AuthUser, rawId: string) => {
  const id = parseReportId(rawId);
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    const label = await deleteReport(trx, auth.organisationId, id);
    if (label === undefined) return false;
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'report.deleted',
      target: label,
      details: { report_id: id },
    });
    return true;
  });
  if (!deleted) throw notFound();
};

/**
 * The organisation's newest ready report with its results, or null: what the assistant chat
 * answers from. Scoped to the organisation like every report read.
 */
export const getLatestReadyReport = async (ctx: AppContext, organisationId: string) => {
  const row = await findLatestReadyReport(ctx.db, organisationId);
  return row ? { ...row, created_at: row.created_at.toISOString() } : null;
};
