import type { ComparisonView } from '@parytet/contract/comparison';
import type { IndicatorsView } from '@parytet/contract/reporting/indicators';
import type {
  AdjustedReportData,
  BaseReportData,
  Currency,
  ExtendedSalaryRangesData,
  SalaryRangesData,
} from '@parytet/contract/reports';

export type Language = 'en' | 'pl';
export type Seniority = 'entry' | 'junior' | 'mid' | 'senior' | 'staff';
export type EmploymentType = 'employment' | 'b2b' | 'mandate';
export type Gender = 'female' | 'male';
export type Intent =
  | 'role_pay'
  | 'gap_why'
  | 'salary_fair'
  | 'term'
  | 'other'
  // The organisation's own reporting (Directive 2023/970): its indicators, flagged categories
  // with what each needs and costs, its reporting duty, and this report beside the last.
  | 'indicators'
  | 'flagged'
  | 'duty'
  | 'comparison';
export type TermId =
  | 'median_vs_mean'
  | 'adjusted_gap'
  | 'free_days'
  | 'directive'
  | 'pay_gap'
  | 'joint_assessment'
  | 'contract_types';

/**
 * The organisation's latest ready report, as the server reads it: each part is exactly the
 * contract type the report screens show. Field paths in cited figures are paths in this object.
 */
export type ReportContext = {
  /** The report's label, named when its figures are quoted. */
  label: string;
  /** The report's amounts are in this currency; the reference table's are always in PLN. */
  currency: Currency;
  /** A gap (and a group's figures) need at least this many women and men (decisions §5). */
  minGroupSize: number;
  base: BaseReportData;
  adjusted: AdjustedReportData;
  salaryRanges: SalaryRangesData;
  extendedSalaryRanges: ExtendedSalaryRangesData;
  /**
   * The report's EU reporting as the caller may see it (plan feature `reporting`): the
   * indicators view and the comparison with the previous report; absent without the feature.
   */
  reporting?: ReportingContext | null;
};

export type ReportingContext = {
  reportId: string;
  indicators: IndicatorsView;
  /** Null when the organisation has no earlier ready report. */
  comparison: ComparisonView | null;
  /** The unexplained gap as screens show it, −Kennedy × 100 % (the engine's one rule). */
  unexplainedGapPercent: number | null;
  /** How many categories are flagged (decisions §8: 5 % or more either way, not withheld). */
  flaggedCount: number;
  /** Cost to close per flagged category: totals only, never a person's raise. */
  costToClose: { category: string; total_monthly_raise: number }[];
};

/** Where a figure in an answer comes from; the traceability test resolves each one. */
export type FigureSource =
  | { kind: 'report'; path: string }
  | { kind: 'reference'; rowId: string; part: 'value' | 'low' | 'high' | number }
  | { kind: 'user'; slot: 'salary' | 'years' }
  | { kind: 'rule'; rule: string }
  | {
      kind: 'derived';
      op: 'percent_difference';
      /** |a − b| / b × 100 of the two inputs, in that order; the text says which way. */
      inputs: [CitedFigure, CitedFigure];
    };

export type FigureKind = 'money' | 'percent' | 'count' | 'date' | 'number';

/** A number as the answer prints it (`text`) and the value it stands for. */
export type CitedFigure = {
  kind: FigureKind;
  /** Money in `currency`, percentages in percent, dates as yyyymmdd. */
  value: number;
  /** Money only: the report's currency for its figures and the user's, PLN for the market's. */
  currency?: Currency;
  text: string;
  source: FigureSource;
};

/** Text in an answer that holds digits but is a name or a period, not a figure. */
export type Mention = {
  text: string;
  source:
    | { kind: 'report'; path: string }
    | { kind: 'reference'; rowId: string; field: 'period' | 'publisher' | 'id' | 'subject' }
    | { kind: 'user'; slot: 'position' };
};

export type FixedValue = { label: string; tip: string };

/** The contract's reply without `chat_id` (the server adds it). */
export type Reply =
  | {
      additional_question: string;
      possible_fixed_values: FixedValue[];
      is_finished: boolean;
    }
  | { response: string; possible_fixed_values: FixedValue[]; is_finished: boolean };

/** A reference row an answer quotes, for a sources list under the answer. */
export type CitedSource = {
  rowId: string;
  publisher: string;
  title: string;
  url: string;
  period: string;
  quote: string;
};

export type Slots = {
  position?: string;
  seniority?: Seniority;
  employmentType?: EmploymentType;
  location?: string;
  salary?: number;
  gender?: Gender;
  level?: string;
  term?: TermId;
};
export type SlotName = keyof Slots;

/** Everything the engine needs between turns; plain JSON, stored by the server. */
export type ChatState = {
  version: 1;
  language: Language;
  intent: Intent | null;
  slots: Slots;
  /** The slot the last question asked for, so a bare answer ("B2B", "5") fills it. */
  pending: SlotName | null;
  finished: boolean;
  turns: number;
  /** The rest of a long answer, given part by part when the user asks for more. */
  more?: Continuation | null;
};

/** What is left of an answer cut to fit a phone screen, with the figures it cites. */
export type Continuation = {
  text: string;
  figures: CitedFigure[];
  mentions: Mention[];
  /** The fixed values and `is_finished` of the whole answer, given with its last part. */
  values: FixedValue[];
  finished: boolean;
};

export type ChatTurn = {
  reply: Reply;
  state: ChatState;
  figures: CitedFigure[];
  mentions: Mention[];
  sources: CitedSource[];
};

export type StartChatInput = {
  language: Language;
  prompt: string;
  context: ReportContext | null;
};
export type AnswerChatInput = { state: ChatState; prompt: string; context: ReportContext | null };
