import type { Language } from '@parytet/contract/common';
import type {
  CreateExportBody,
  ExportFormat,
  ExportStatus,
} from '@parytet/contract/report-exports';
import type { AppContext } from '#context.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { buildDocument, buildDocumentModel, CONTENT_TYPES } from './build-document.ts';
import {
  assertUuid,
  loadDocumentInput,
  loadExportableReport,
  loadReporting,
} from './document-input.ts';
import {
  deleteExpiredExports,
  failExport,
  findExport,
  findExportFile,
  findExportJob,
  insertExportUnderCap,
  setExportProgress,
  storeExportFile,
} from './report-exports.repository.ts';

/** Exports of one organisation queued or being built at once; one more answers 429. */
export const PENDING_EXPORTS_PER_ORGANISATION = 3;
const EXPORT_RETRY_AFTER_SECONDS = 10;

type ExportRow = Awaited<ReturnType<typeof findExport>> & {};

const statusOf = (row: ExportRow): ExportStatus => ({
  id: row.id,
  report_id: row.report_id,
  format: row.format,
  lang: row.lang,
  status: row.status,
  progress: row.progress,
  file_name: row.file_name,
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
});

const audit = (
  ctx: AppContext,
  auth: AuthUser,
  label: string,
  format: ExportFormat,
  lang: Language,
) =>
  recordAudit(ctx.db, {
    organisationId: auth.organisationId,
    actorId: auth.userId,
    action: 'report.exported',
    target: label,
    details: { format, lang },
  });

/**
 * The direct GET export: built in the request. The documents are drawn from the stored
 * indicators (aggregates, not the rows), so their size follows the number of categories, not
 * the head count, and building one takes well under a second even for 100 000 workers.
 */
export const exportNow = async (
  ctx: AppContext,
  auth: AuthUser,
  reportId: string,
  format: ExportFormat,
  lang: Language,
) => {
  const input = await loadDocumentInput(ctx, auth.organisationId, reportId, lang);
  const file = await buildDocument(input, format);
  await audit(ctx, auth, input.report.label, format, lang);
  return file;
};

/** The printable view's data: the same model the PDF and the XLSX draw. */
export const getReportDocument = async (
  ctx: AppContext,
  auth: AuthUser,
  reportId: string,
  lang: Language,
) => buildDocumentModel(await loadDocumentInput(ctx, auth.organisationId, reportId, lang));

/** Builds a queued export and stores its file; a failure marks it failed. */
export const runExport = async (ctx: AppContext, exportId: string) => {
  const job = await findExportJob(ctx.db, exportId);
  if (!job || job.status === 'ready') return;
  try {
    await setExportProgress(ctx.db, exportId, 'running', 5);
    const input = await loadDocumentInput(ctx, job.organisation_id, job.report_id, job.lang);
    await setExportProgress(ctx.db, exportId, 'running', 15);
    const file = await buildDocument(input, job.format, async (p) => {
      await setExportProgress(ctx.db, exportId, 'running', p);
    });
    await storeExportFile(ctx.db, exportId, file.fileName, file.data);
  } catch (error) {
    await failExport(ctx.db, exportId);
    // A report deleted or changed meanwhile is a settled failure, not one to retry.
    if (!(error instanceof AppError)) throw error;
  }
};

/** Starts a background export; answered at once with its status (queued). */
export const createExport = async (
  ctx: AppContext,
  auth: AuthUser,
  reportId: string,
  body: CreateExportBody,
): Promise<ExportStatus> => {
  const report = await loadExportableReport(ctx, auth.organisationId, reportId);
  // Refused now rather than failing in the job; the indicators are then cached for the job.
  await loadReporting(ctx, auth.organisationId, reportId);
  const row = await insertExportUnderCap(
    ctx.db,
    {
      organisationId: auth.organisationId,
      reportId,
      userId: auth.userId,
      format: body.format,
      lang: body.lang,
      retentionHours: ctx.config.EXPORT_RETENTION_HOURS,
    },
    PENDING_EXPORTS_PER_ORGANISATION,
  );
  // Each export is a job of seconds: a few at once serve anyone, more only fill the queue.
  if (!row) throw new AppError('TOO_MANY_EXPORTS', undefined, EXPORT_RETRY_AFTER_SECONDS);
  await audit(ctx, auth, report.label, body.format, body.lang);
  // Without a queue (a process started without jobs) the export is built here and now.
  if (ctx.enqueueExport) await ctx.enqueueExport(row.id);
  else await runExport(ctx, row.id);
  const current = await findExport(ctx.db, auth.organisationId, row.id);
  return statusOf(current ?? row);
};

export const getExportStatus = async (ctx: AppContext, auth: AuthUser, id: string) => {
  assertUuid(id);
  const row = await findExport(ctx.db, auth.organisationId, id);
  if (!row) throw notFound();
  return statusOf(row);
};

/** The file of a ready export; EXPORT_NOT_READY while it is built or when it failed. */
export const getExportFile = async (ctx: AppContext, auth: AuthUser, id: string) => {
  assertUuid(id);
  const row = await findExportFile(ctx.db, auth.organisationId, id);
  if (!row) throw notFound();
  if (row.status !== 'ready' || !row.data || !row.file_name) throw new AppError('EXPORT_NOT_READY');
  return { data: row.data, fileName: row.file_name, contentType: CONTENT_TYPES[row.format] };
};

export const sweepExpiredExports = (ctx: AppContext) => deleteExpiredExports(ctx.db);
