import { randomUUID } from 'node:crypto';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { fileTooLargeDetails, tooManyRecordsDetails } from '@parytet/contract/errors';
import type { PlanLimits } from '@parytet/contract/plans';
import { ALLOWED_UPLOAD_EXTENSIONS, uploadFormSchema } from '@parytet/contract/reports';
import type { AppContext } from '#context.ts';
import { AppError } from '#lib/app-error.ts';
import type { PhaseTimer } from '#lib/server-timing.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import {
  canUploadReports,
  effectiveLimits,
  getOrganisationPlan,
  type OrganisationPlan,
} from '#modules/plans/plans.service.ts';
import {
  computeUploadEarly,
  countUploadRecords,
  dropEarlyUpload,
  failReport,
} from '#modules/report-processing/report-processing.service.ts';
import {
  countActiveReports,
  countActiveReportsIn,
  insertReportWithUpload,
  lockOrganisation,
} from './reports.repository.ts';
import type { UploadForm } from './upload-form.ts';

/**
 * Checked before the body is read: a blocked organisation's upload is refused outright, and the
 * plan's limits say how many bytes of the file to read.
 */
export const assertCanUpload = async (ctx: AppContext, auth: AuthUser) => {
  const org = await getOrganisationPlan(ctx, auth.organisationId);
  if (!org || !canUploadReports(ctx, org)) throw new AppError('USER_CANNOT_UPLOAD_REPORTS');
  return { org, limits: effectiveLimits(ctx, org) };
};

const extensionOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';
const isAllowedExtension = (fileName: string) =>
  (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** The form's own rules, in the order the user fixes them: presence, format, size, label. */
const checkForm = (form: UploadForm, limits: PlanLimits) => {
  const missing = [];
  if (!form.file) missing.push({ path: 'file', message: 'choose_file' });
  if (!form.label?.trim()) missing.push({ path: 'label', message: 'provide_label' });
  if (!form.file || missing.length > 0) throw new AppError('INVALID_REQUEST_BODY', missing);
  if (!isAllowedExtension(form.file.fileName)) {
    throw new AppError('INVALID_REPORT_FILE', [{ path: 'file', message: 'invalid_file_format' }]);
  }
  if (form.file.truncated) {
    throw new AppError('FILE_TOO_LARGE', fileTooLargeDetails(limits.max_upload_bytes));
  }
  const parsed = uploadFormSchema.safeParse({
    label: form.label,
    currency: form.currency,
    // A form sends an empty date field as an empty string: no period.
    period_start: form.period_start || undefined,
    period_end: form.period_end || undefined,
  });
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({
      path: String(i.path[0] ?? 'label'),
      message: i.message,
    }));
    throw new AppError('INVALID_REQUEST_BODY', details);
  }
  return { file: form.file, ...parsed.data };
};

const assertAllowance = (usage: { active: number; processing: number }, allowed: number) => {
  if (usage.active >= allowed) throw new AppError('MAX_REPORTS_REACHED');
  if (usage.processing > 0) throw new AppError('ANOTHER_REPORT_IN_PROGRESS');
};

/**
 * Counting stops past the plan's maximum; the refusal names the whole file's count, counted
 * again (in the same bounded thread) only for a file that is refused. Null when that count
 * could not finish: the answer then carries no numbers rather than wrong ones.
 */
const FULL_COUNT_MAX = 10_000_000;
const recordsInFile = async (organisationId: string, file: { data: Buffer; fileName: string }) => {
  const full = await countUploadRecords(organisationId, file, FULL_COUNT_MAX);
  return full.status === 'counted' && full.result.ok ? full.result.records : null;
};

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * Checks the upload, stores it with a new report in processing and enqueues its job. The
 * allowance is checked again under a lock on the organisation, and the one-processing-report
 * index settles any race left, so two uploads at once cannot both pass.
 */
export const uploadReport = async (
  ctx: AppContext,
  auth: AuthUser,
  org: OrganisationPlan,
  form: UploadForm,
  timer?: PhaseTimer,
) => {
  const limits = effectiveLimits(ctx, org);
  const { file, label, currency, period_start, period_end } = checkForm(form, limits);
  assertAllowance(await countActiveReports(ctx.db, auth.organisationId), limits.reports_allowed);

  // A CSV was counted as it arrived (upload-form.ts); anything else is parsed in a bounded
  // thread, and a second upload of the organisation meanwhile waits for nothing.
  const gated = await countUploadRecords(auth.organisationId, file, limits.max_records);
  if (gated.status === 'busy') throw new AppError('ANOTHER_REPORT_IN_PROGRESS');
  if (gated.status === 'full') {
    throw new AppError('TOO_MANY_UPLOADS', undefined, gated.retryAfterSeconds);
  }
  // The file exhausted its count's time or memory: no job would fare better with it, so the
  // upload is refused, rather than answered 201 for a report already failed.
  if (gated.status === 'overrun') {
    throw new AppError('INVALID_REPORT_FILE', [{ path: 'file', message: 'file_unreadable' }]);
  }
  const counted = gated.result;
  timer?.lap('count');
  const tooMany = counted.ok
    ? counted.records > limits.max_records
    : counted.code === 'TOO_MANY_RECORDS';
  if (tooMany) {
    const records = counted.ok ? counted.records : await recordsInFile(auth.organisationId, file);
    throw new AppError(
      'TOO_MANY_RECORDS',
      records === null ? undefined : tooManyRecordsDetails(records, limits.max_records),
    );
  }

  // The engine starts on a counted file while it is being stored (dropped if the upload is
  // refused); a file whose count found a problem is left to its job, which reports it.
  const reportId = randomUUID();
  if (counted.ok) {
    computeUploadEarly(ctx, reportId, { ...file, records: counted.records }, limits.max_records);
  }
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await lockOrganisation(trx, auth.organisationId);
      assertAllowance(await countActiveReportsIn(trx, auth.organisationId), limits.reports_allowed);
      await insertReportWithUpload(trx, {
        id: reportId,
        organisationId: auth.organisationId,
        userId: auth.userId,
        label,
        fileName: file.fileName,
        data: file.data,
        // Any other problem with the file is the job's to report, with its details.
        records: counted.ok ? counted.records : null,
        currency,
        periodStart: period_start,
        periodEnd: period_end,
      });
      await recordAudit(trx, {
        organisationId: auth.organisationId,
        actorId: auth.userId,
        action: 'report.uploaded',
        target: label,
        details: { report_id: reportId, file_name: file.fileName },
      });
      return reportId;
    })
    .catch((error: unknown) => {
      dropEarlyUpload(reportId);
      throw isUniqueViolation(error) ? new AppError('ANOTHER_REPORT_IN_PROGRESS') : error;
    });

  timer?.lap('store');
  try {
    await ctx.enqueueReport?.(id, file.data);
  } catch (error) {
    dropEarlyUpload(id);
    await failReport(ctx, id, { code: 'UNKNOWN_ERROR', details: null });
    throw error;
  }
  timer?.lap('enqueue');
  return { id };
};
