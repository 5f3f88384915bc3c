import type { Language } from '@parytet/contract/common';
import type { AssessmentCategory } from '@parytet/contract/reporting/indicators';
import type { AppContext } from '#context.ts';
import { analysisForDocuments } from '#modules/analysis/analysis-documents.service.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import {
  reportingForDocuments,
  type ReportingForDocuments,
} from '#modules/reporting/documents.service.ts';
import type { AssessmentRecord, ReportDocumentInput } from './document/report-input.ts';
import { categoryDefinitionOf } from './document/scheme-criteria.ts';
import { findReportForExport } from './report-exports.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a uuid is answered like an unknown one (and never reaches SQL). */
export const assertUuid = (id: string) => {
  if (!UUID.test(id)) throw notFound();
};

/** A ready report of the organisation, checked: NOT_FOUND, REPORT_NOT_READY. */
export const loadExportableReport = async (
  ctx: AppContext,
  organisationId: string,
  reportId: string,
) => {
  assertUuid(reportId);
  const report = await findReportForExport(ctx.db, organisationId, reportId);
  if (!report) throw notFound();
  if (report.status !== 'ready') throw new AppError('REPORT_NOT_READY');
  return report;
};

export type ReadyReporting = Extract<ReportingForDocuments, { status: 'ready' }>;

/**
 * The reporting module's indicators of a ready report, under the organisation's current
 * categories: REPORT_NOT_READY, or INDICATORS_UNAVAILABLE for a report stored before its
 * indicator inputs were kept.
 */
export const loadReporting = async (
  ctx: AppContext,
  organisationId: string,
  reportId: string,
): Promise<ReadyReporting> => {
  const reporting = await reportingForDocuments(ctx, organisationId, reportId);
  if (reporting.status === 'not_ready') throw new AppError('REPORT_NOT_READY');
  if (reporting.status === 'no_inputs') throw new AppError('INDICATORS_UNAVAILABLE');
  return reporting;
};

const latest = (c: AssessmentCategory, kind: 'justification' | 'remedy') =>
  c.records
    .filter((r) => r.kind === kind)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];

/** Each flagged category's state and its latest justification or remedy (Art. 10). */
const assessmentOf = (flagged: readonly AssessmentCategory[]): AssessmentRecord[] =>
  flagged.map((c) => {
    const justification = latest(c, 'justification');
    const remedy = latest(c, 'remedy');
    return {
      category: c.category,
      state: c.state === 'remedy_planned' ? 'remedy' : c.state,
      justification: justification?.text ?? null,
      remedy: justification ? null : (remedy?.text ?? null),
      target_date: justification ? null : (remedy?.target_date ?? null),
    };
  });

/** Everything the report's documents are built from. */
export const loadDocumentInput = async (
  ctx: AppContext,
  organisationId: string,
  reportId: string,
  lang: Language,
): Promise<ReportDocumentInput> => {
  const report = await loadExportableReport(ctx, organisationId, reportId);
  const reporting = await loadReporting(ctx, organisationId, reportId);
  const { indicators, duty } = reporting;
  return {
    lang,
    generatedAt: new Date(),
    organisationName: report.organisation_name,
    report: {
      id: report.id,
      label: report.label,
      currency: report.currency,
      period_start: report.period_start,
      period_end: report.period_end,
    },
    minGroupSize: ctx.config.MIN_GROUP_SIZE,
    indicators,
    duty,
    nextDeadline: duty.next_deadline,
    deadlines: reporting.deadlines,
    categories: categoryDefinitionOf(
      lang,
      reporting.scheme,
      reporting.categoriesVersion,
      indicators.category_source === 'category_column',
    ),
    assessment: assessmentOf(reporting.assessment),
    analysis: await analysisForDocuments(ctx, organisationId, reportId),
  };
};
