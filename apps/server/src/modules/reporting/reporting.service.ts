import type {
  AssessmentAnswer,
  AssessmentRecord,
  AssessmentRecordBody,
  IndicatorsAnswer,
  ReportingDutyView,
  Submission,
  SubmissionBody,
} from '@parytet/contract/reporting/indicators';
import type { CategoryScheme } from '@parytet/contract/reporting/categories';
import type { ReportNotReady } from '@parytet/contract/reports';
import { unexplainedGapShown } from '@parytet/engine/gap-sign';
import { positionCategoriesOf } from '@parytet/engine/job-evaluation';
import {
  assessmentDeadlines,
  isValidSubmissionDay,
  nextReportingDeadline,
  reportingDuty,
  type AssessmentDeadlines,
} from '@parytet/engine/reporting-duty';
import type { AppContext } from '#context.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import { notReady, parseReportId, readyStatus } from '#modules/reports/reports.service.ts';
import { currentScheme } from './categories.service.ts';
import { computeIndicatorsOnce, type ComputedIndicators } from './indicators-runner.ts';
import {
  deleteRecord,
  findIndicatorsState,
  findReportLabel,
  insertRecord,
  listRecords,
  loadIndicatorInputs,
  setSubmittedOn,
  storeIndicators,
} from './reporting.repository.ts';
import { assessmentCategories, indicatorsView, recordOf, toWatch } from './reporting-view.ts';

type State = NonNullable<Awaited<ReturnType<typeof findIndicatorsState>>>;

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A report ready before its indicator inputs were kept: only a new upload can have them. */
const withoutInputs = (state: State): ReportNotReady => ({
  status: 'failed',
  report_ready: false,
  report_failed: true,
  error_code: 'UNKNOWN_ERROR',
  error_details: null,
  currency: state.currency,
  period_start: state.period_start,
  period_end: state.period_end,
});

/**
 * The indicators of a ready report under the organisation's current categories: read from
 * report_indicators when they were computed under this version, else computed (off the main
 * thread) from the stored inputs and kept. So a change of categories costs one computation per
 * report, at its next read, and every other read is one row.
 */
export const loadIndicators = async (
  ctx: AppContext,
  organisationId: string,
  rawId: string,
): Promise<
  | { pending: ReportNotReady }
  | { state: State; computed: ComputedIndicators; version: number; scheme: CategoryScheme }
> => {
  const reportId = parseReportId(rawId);
  const state = await findIndicatorsState(ctx.db, organisationId, reportId);
  if (!state) throw notFound();
  const pending = notReady(state);
  if (pending) return { pending };
  if (!state.has_inputs) return { pending: withoutInputs(state) };
  const { version, scheme } = await currentScheme(ctx, organisationId);
  // Kept indicators count only under the current categories and the chosen regression model.
  const model = state.regression_model;
  const kept = state.categories_version === version && state.indicators_model === model;
  if (kept && state.indicators && state.distribution) {
    return {
      state,
      version,
      scheme,
      computed: { indicators: state.indicators, distribution: state.distribution },
    };
  }
  const computed = await computeIndicatorsOnce(`${reportId}:${version}:${model}`, async () => {
    const inputs = await loadIndicatorInputs(ctx.db, organisationId, reportId);
    if (!inputs) throw new Error(`report ${reportId} lost its indicator inputs`);
    return {
      inputs,
      minGroupSize: ctx.config.MIN_GROUP_SIZE,
      positionCategories: positionCategoriesOf(scheme),
      regressionModel: model,
    };
  });
  await storeIndicators(ctx.db, organisationId, reportId, version, computed, model);
  return { state, version, scheme, computed };
};

/**
 * The organisation's head count: the number it gave at sign-up when that is a whole number,
 * else the report's head count (a sign-up may have given a range).
 */
const headCountOf = (state: State): number | null => {
  const given = state.number_of_employees.replace(/[\s\u00a0]/g, '');
  if (/^\d{1,7}$/.test(given)) return Number(given);
  return state.records;
};

export const dutyOf = (state: State, today: string): ReportingDutyView => {
  const headCount = headCountOf(state);
  const duty = reportingDuty(headCount ?? 0);
  return { ...duty, head_count: headCount, next_deadline: nextReportingDeadline(duty, today) };
};

/** The end of the report's period, else its upload day (a report stored before periods). */
const periodEndOf = (state: Pick<State, 'period_end' | 'created_at'>) =>
  state.period_end ?? isoDay(state.created_at);

/** The engine's one deadline rule (decisions §8) for this report. */
export const deadlinesOf = (state: State): AssessmentDeadlines =>
  assessmentDeadlines({
    periodEnd: periodEndOf(state),
    submittedOn: state.submitted_on,
    duty: reportingDuty(headCountOf(state) ?? 0),
  });

export const getIndicators = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
): Promise<IndicatorsAnswer> => {
  const loaded = await loadIndicators(ctx, auth.organisationId, rawId);
  if ('pending' in loaded) return loaded.pending;
  const { state, computed, version } = loaded;
  return {
    ...readyStatus(state),
    ...indicatorsView(computed.indicators, {
      role: auth.role,
      minGroupSize: ctx.config.MIN_GROUP_SIZE,
      version,
      duty: dutyOf(state, isoDay(new Date())),
    }),
  };
};

export const getAssessment = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
): Promise<AssessmentAnswer> => {
  const loaded = await loadIndicators(ctx, auth.organisationId, rawId);
  if ('pending' in loaded) return loaded.pending;
  const { state, computed, version } = loaded;
  const records = (await listRecords(ctx.db, auth.organisationId, state.id)).map(recordOf);
  const deadlines = deadlinesOf(state);
  const { indicators } = computed;
  return {
    ...readyStatus(state),
    categories_version: version,
    ...deadlines,
    unexplained_gap:
      indicators.unexplained_gap === null
        ? null
        : { ...indicators.unexplained_gap, ...unexplainedGapShown(indicators.unexplained_gap) },
    cost_to_close: {
      total_monthly_raise: indicators.cost_to_close.total_monthly_raise,
      total_yearly_raise: indicators.cost_to_close.total_yearly_raise,
    },
    flagged: assessmentCategories(indicators, computed.distribution, records, {
      role: auth.role,
      minGroupSize: ctx.config.MIN_GROUP_SIZE,
      deadlines,
      today: isoDay(new Date()),
    }),
    to_watch: toWatch(indicators),
  };
};

/**
 * Records a justification or remedy. The category must be one of the report's flagged
 * categories now (a scheme change can make a category disappear; its old records stay stored).
 */
export const addAssessmentRecord = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  body: AssessmentRecordBody,
): Promise<AssessmentRecord> => {
  const assessment = await getAssessment(ctx, auth, rawId);
  if (assessment.status !== 'ready') throw new AppError('REPORT_NOT_READY');
  if (!assessment.flagged.some((c) => c.category === body.category)) {
    throw new AppError('CATEGORY_NOT_FLAGGED');
  }
  const reportId = parseReportId(rawId);
  const row = await insertRecord(ctx.db, auth.organisationId, reportId, auth.userId, body);
  const report = await findReportLabel(ctx.db, auth.organisationId, reportId);
  await recordAudit(ctx.db, {
    organisationId: auth.organisationId,
    actorId: auth.userId,
    action: 'assessment.recorded',
    target: report?.label ?? null,
    details: { report_id: reportId, category: body.category, kind: body.kind },
  });
  return recordOf(row);
};

export const removeAssessmentRecord = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  rawRecordId: string,
) => {
  const reportId = parseReportId(rawId);
  const recordId = parseReportId(rawRecordId);
  const deleted = await deleteRecord(ctx.db, auth.organisationId, reportId, recordId);
  if (!deleted) throw notFound();
  const report = await findReportLabel(ctx.db, auth.organisationId, reportId);
  await recordAudit(ctx.db, {
    organisationId: auth.organisationId,
    actorId: auth.userId,
    action: 'assessment.record_deleted',
    target: report?.label ?? null,
    details: { report_id: reportId, category: deleted.category, kind: deleted.kind },
  });
};

/**
 * Records the day the report was filed (owner, admin): the joint assessment's six months run
 * from it. The day must lie between the end of the reporting period and today.
 */
export const submitReport = async (
  ctx: AppContext,
  auth: AuthUser,
  rawId: string,
  body: SubmissionBody,
): Promise<Submission> => {
  const reportId = parseReportId(rawId);
  const state = await findIndicatorsState(ctx.db, auth.organisationId, reportId);
  if (!state) throw notFound();
  if (state.status !== 'ready') throw new AppError('REPORT_NOT_READY');
  if (!isValidSubmissionDay(body.submitted_on, periodEndOf(state), isoDay(new Date()))) {
    throw new AppError('SUBMISSION_DATE_OUT_OF_RANGE');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await setSubmittedOn(trx, auth.organisationId, reportId, body.submitted_on);
    const report = await findReportLabel(trx, auth.organisationId, reportId);
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'report.submitted',
      target: report?.label ?? null,
      details: { report_id: reportId, submitted_on: body.submitted_on },
    });
  });
  const deadlines = deadlinesOf({ ...state, submitted_on: body.submitted_on });
  return { submitted_on: body.submitted_on, due_date: deadlines.due_date as string };
};

/** Undoes a recorded submission: before it, nothing is overdue. */
export const withdrawSubmission = async (ctx: AppContext, auth: AuthUser, rawId: string) => {
  const reportId = parseReportId(rawId);
  const state = await findIndicatorsState(ctx.db, auth.organisationId, reportId);
  if (!state) throw notFound();
  await ctx.db.transaction().execute(async (trx) => {
    await setSubmittedOn(trx, auth.organisationId, reportId, null);
    const report = await findReportLabel(trx, auth.organisationId, reportId);
    await recordAudit(trx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'report.submission_withdrawn',
      target: report?.label ?? null,
      details: { report_id: reportId, submitted_on: state.submitted_on },
    });
  });
};
