import type { CategoryScheme } from '@parytet/contract/reporting/categories';
import type {
  AssessmentCategory,
  IndicatorsData,
  ReportingDutyView,
} from '@parytet/contract/reporting/indicators';
import { positionCategoriesOf } from '@parytet/engine/job-evaluation';
import type { AppContext } from '#context.ts';
import type { StoredInputs } from '#lib/packed-inputs.ts';
import { findIndicatorsState, listRecords, loadIndicatorInputs } from './reporting.repository.ts';
import { assessmentCategories, recordOf } from './reporting-view.ts';
import { deadlinesOf, dutyOf, isoDay, loadIndicators } from './reporting.service.ts';
import type { AssessmentDeadlines } from '@parytet/engine/reporting-duty';

/** What the documents handed on (module report-exports) draw from the reporting module. */
export type ReportingForDocuments =
  /** Not ready, or failed: the caller answers REPORT_NOT_READY. */
  | { status: 'not_ready' }
  /** Ready before its indicator inputs were kept (before migration 0075). */
  | { status: 'no_inputs' }
  | {
      status: 'ready';
      /** Under the organisation's current categories, the same as the indicators call answers. */
      indicators: IndicatorsData;
      duty: ReportingDutyView;
      categoriesVersion: number;
      scheme: CategoryScheme;
      /** Position → category under the scheme; a position not in it keeps its level. */
      positionCategories: Record<string, string>;
      /** The engine's deadline rule: submitted_on, due_date, filing_deadline. */
      deadlines: AssessmentDeadlines;
      /** Every flagged category with its records and state, unwithheld (HR's view). */
      assessment: AssessmentCategory[];
    };

/**
 * The one source of the EU indicators for the PDF, the XLSX, the printable view and the
 * Article 7 letters: the same cached computation as GET …/indicators, so a document never
 * shows other figures than the screens. Withholding small groups is the documents' own rule.
 */
export const reportingForDocuments = async (
  ctx: AppContext,
  organisationId: string,
  reportId: string,
): Promise<ReportingForDocuments> => {
  const loaded = await loadIndicators(ctx, organisationId, reportId);
  if ('pending' in loaded) {
    return loaded.pending.status === 'failed' && loaded.pending.report_failed
      ? await stateOfFailed(ctx, organisationId, reportId)
      : { status: 'not_ready' };
  }
  const { state, computed, version, scheme } = loaded;
  const today = isoDay(new Date());
  const deadlines = deadlinesOf(state);
  const records = (await listRecords(ctx.db, organisationId, state.id)).map(recordOf);
  return {
    status: 'ready',
    indicators: computed.indicators,
    duty: dutyOf(state, today),
    categoriesVersion: version,
    scheme,
    positionCategories: positionCategoriesOf(scheme),
    deadlines,
    assessment: assessmentCategories(computed.indicators, computed.distribution, records, {
      role: 'owner',
      minGroupSize: ctx.config.MIN_GROUP_SIZE,
      deadlines,
      today,
    }),
  };
};

/** A ready report without inputs reads as failed to the screens; the documents tell them apart. */
const stateOfFailed = async (
  ctx: AppContext,
  organisationId: string,
  reportId: string,
): Promise<ReportingForDocuments> => {
  const state = await findIndicatorsState(ctx.db, organisationId, reportId);
  return state?.status === 'ready' && state.has_results && !state.has_inputs
    ? { status: 'no_inputs' }
    : { status: 'not_ready' };
};

/**
 * A ready report's stored indicator inputs (packed, or JSON text; lib/packed-inputs.ts), for
 * the Art. 7 letters' pay statement and the salary bands.
 */
export const indicatorInputsForDocuments = (
  ctx: AppContext,
  organisationId: string,
  reportId: string,
): Promise<StoredInputs | null> => loadIndicatorInputs(ctx.db, organisationId, reportId);
