import type { Language } from '@parytet/contract/common';
import type { IndicatorsData, ReportingDutyData } from '@parytet/contract/reporting/indicators';
import type { Currency } from '@parytet/contract/reports';
import type { DocumentAnalysis } from './analysis-tables.ts';

/** How the categories of workers were made, with the criteria the documents name. */
export type CategoryDefinition = {
  source: 'level' | 'position_mapping' | 'job_evaluation' | 'category_column';
  /** The saved version of the organisation's categories, when versioned. */
  version?: number | null;
  /** The criteria (e.g. job-evaluation factors with their weights), one line each. */
  criteria?: readonly string[];
};

/** What the joint pay assessment recorded for one flagged category (Art. 10). */
export type AssessmentRecord = {
  category: string;
  state: 'open' | 'justified' | 'remedy' | 'overdue';
  justification?: string | null;
  remedy?: string | null;
  /** ISO date. */
  target_date?: string | null;
};

/**
 * Everything one exported report is built from: the documents are a pure function of this.
 * `categories` and `assessment` are optional: without them the categories are the indicators'
 * own (`indicators.category_source`, the levels by default) and no assessment is shown as
 * recorded.
 */
export type ReportDocumentInput = {
  lang: Language;
  generatedAt: Date;
  organisationName: string;
  report: {
    id: string;
    label: string;
    currency: Currency;
    period_start: string | null;
    period_end: string | null;
  };
  minGroupSize: number;
  indicators: IndicatorsData;
  duty: ReportingDutyData;
  nextDeadline: string | null;
  /**
   * The engine's deadline rule (decisions §8): the day the report was filed and the joint
   * assessment's due date (both null before submission), else the filing deadline.
   */
  deadlines?: {
    submitted_on: string | null;
    due_date: string | null;
    filing_deadline: string | null;
  } | null;
  categories?: CategoryDefinition | null;
  assessment?: readonly AssessmentRecord[] | null;
  /** The model card and the comparison with the previous report (document/analysis-tables.ts). */
  analysis?: DocumentAnalysis | null;
};
