import type { RegressionModel } from '@parytet/contract/regression';
import type { ColumnType, Generated } from 'kysely';
import type { PlanId } from '@parytet/contract/plans';
import type { AuditAction } from '@parytet/contract/audit';
import type { Role } from '@parytet/contract/permissions';
import type { BandBasisValue, JobFamilyValue, SalaryBand } from '@parytet/contract/salary-bands';
import type { CategoryScheme } from '@parytet/contract/reporting/categories';
import type {
  BenchmarkMeasure,
  BenchmarkRole,
  Region,
  Seniority,
  WithheldReason,
} from '@parytet/contract/benchmarking';
import type {
  IndicatorsData,
  PayDistributionBandData,
} from '@parytet/contract/reporting/indicators';
import type { IndicatorInputs } from '#lib/indicator-inputs.ts';
import type { CriteriaPage } from '@parytet/contract/salary-band-documents';
import type { MeritCycleState, MeritGuidelines } from '@parytet/contract/merit-cycles';
import type {
  Currency,
  AdjustedReportData,
  BaseReportData,
  ErrorDetail,
  ExtendedSalaryRangesData,
  ProcessingErrorCode,
  SalaryRangesData,
} from '@parytet/contract/reports';

/** NOT NULL with no default: every insert gives it. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type OrganisationsTable = {
  id: Generated<string>;
  name: string;
  number_of_employees: string;
  plan: PlanId;
  /** Per-organisation override of the plan's limits, set by an operator. */
  limits_override: ColumnType<
    Record<string, unknown> | null,
    string | null | undefined,
    string | null
  >;
  trial_ends_at: NullableTimestamp;
  subscription_active: Generated<boolean>;
  /** Per-organisation feature switches over the plan's (migration 0050), set by an operator. */
  features_override: ColumnType<
    Record<string, unknown> | null,
    string | null | undefined,
    string | null
  >;
  created_at: Generated<Date>;
  /** The daily job or an operator blocked it (migration 0065); data is deleted 30 days later. */
  blocked_at: NullableTimestamp;
  /** Its owners were mailed that the deletion is near (once per blocking). */
  deletion_warned_at: NullableTimestamp;
  /** End of an operator-set plan term; afterwards the organisation is back on DEFAULT_PLAN. */
  plan_ends_at: NullableTimestamp;
  /** Migration 0130: the regression model of the unexplained gap the organisation chose. */
  regression_model: Generated<RegressionModel>;
  /** Migration 0180: the owner's opt-in to the pooled benchmark. */
  benchmark_contribute: Generated<boolean>;
  benchmark_contribute_changed_at: NullableTimestamp;
};

type UsersTable = {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  full_name: string;
  job_title: string;
  lang: string;
  verified_at: NullableTimestamp;
  token_version: Generated<number>;
  created_at: Generated<Date>;
};

type MembershipsTable = {
  user_id: string;
  organisation_id: string;
  role: Role;
  created_at: Generated<Date>;
  /** When the user last switched to or joined this organisation (migration 0052). */
  last_used_at: NullableTimestamp;
};

type InvitationsTable = {
  id: Generated<string>;
  organisation_id: string;
  email: string;
  role: Role;
  code_hash: string;
  invited_by: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Generated<Date>;
};

type AuthCodesTable = {
  id: Generated<string>;
  user_id: string;
  kind: 'verify' | 'reset';
  code_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
};

type LoginFailuresTable = {
  email: string;
  /** The client's IP address (migration 0020). */
  source: Generated<string>;
  failed_at: Generated<Date>;
  /** The device cookie's id when a known device failed; NULL for an unknown one (migration 0120). */
  device: string | null;
};

/** json: read parsed, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** A merit cycle's guidelines as kept: the contract's shape (migration 0170). */
type StoredGuidelines = MeritGuidelines;

export type ReportState = 'processing' | 'ready' | 'failed';

type AuditLogTable = {
  /** bigint; node-postgres's INT8 parser (db/database.ts) makes it a number. */
  id: Generated<number>;
  organisation_id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: AuditAction;
  target: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
};

type ReportsTable = {
  id: Generated<string>;
  organisation_id: string;
  created_by: string | null;
  label: string;
  status: ColumnType<ReportState, ReportState | undefined, ReportState>;
  error_code: ProcessingErrorCode | null;
  error_details: ColumnType<ErrorDetail[] | null, string | null | undefined, string | null>;
  file_name: string;
  file_size: number;
  records: number | null;
  currency: ColumnType<Currency, Currency | undefined, Currency>;
  /** `date` columns: read through to_char (`dateText`, db/date-text.ts), written as YYYY-MM-DD. */
  period_start: ColumnType<Date | null, string | null | undefined, string | null>;
  period_end: ColumnType<Date | null, string | null | undefined, string | null>;
  /** Migration 0100: the day the report was filed (decisions §8); read through to_char. */
  submitted_on: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
};

type ReportUploadsTable = {
  report_id: string;
  organisation_id: string;
  data: Buffer;
  created_at: Generated<Date>;
};

type ReportResultsTable = {
  report_id: string;
  organisation_id: string;
  base: Json<BaseReportData>;
  adjusted: Json<AdjustedReportData>;
  salary_ranges: Json<SalaryRangesData>;
  extended_salary_ranges: Json<ExtendedSalaryRangesData>;
  levels: string[];
  positions: string[];
  /** Migration 0075: the EU indicators' inputs; null for reports processed before it. */
  indicator_inputs: ColumnType<IndicatorInputs | null, string | null | undefined, string | null>;
  /** Migration 0190: the same inputs packed (lib/packed-inputs.ts), for reports stored since. */
  indicator_inputs_packed: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
};

/** Migration 0075: categories of workers, one row per saved version. */
type CategorySchemesTable = {
  organisation_id: string;
  version: number;
  scheme: ColumnType<CategoryScheme, string, string>;
  created_by: string | null;
  created_at: Generated<Date>;
};

/** Migration 0075: the last computed indicators of a report and the categories version applied. */
type ReportIndicatorsTable = {
  report_id: string;
  organisation_id: string;
  categories_version: number;
  /** Migration 0130: the regression model the indicators were computed with. */
  regression_model: Generated<RegressionModel>;
  indicators: Json<IndicatorsData>;
  distribution: Json<Record<string, PayDistributionBandData[]>>;
  computed_at: Generated<Date>;
};

/** Migration 0075: justifications and remedies of a report's flagged categories (Art. 10). */
type AssessmentRecordsTable = {
  id: Generated<string>;
  organisation_id: string;
  report_id: string;
  category: string;
  kind: 'justification' | 'remedy';
  criteria: ColumnType<string[], string[] | undefined, string[]>;
  body: string;
  /** A `date`: read through to_char, written as YYYY-MM-DD. */
  target_date: ColumnType<Date | null, string | null | undefined, string | null>;
  created_by: string | null;
  created_at: Generated<Date>;
};

/**
 * What differs from one employee to the next; money in cents (bigint), gaps in hundredths of a
 * percent.
 */
type ReportEmployeeRowsTable = {
  report_id: string;
  ordinal: number;
  employee_id: string;
  gender: 'female' | 'male';
  level: string;
  position: string;
  location: string | null;
  salary: number;
  salary_difference: number | null;
  pay_gap: number | null;
};

/**
 * A report's employee rows as readers see them: the view of migration 0200, which joins each
 * row (`report_employee_rows`) with its level's and its position's group (means, head counts).
 * Read only; rows are written to the three tables below.
 */
type ReportEmployeesView = ReportEmployeeRowsTable & {
  position_mean_salary: number | null;
  position_women_mean_salary: number | null;
  position_men_mean_salary: number | null;
  level_mean_salary: number | null;
  level_women_mean_salary: number | null;
  level_men_mean_salary: number | null;
  /** Head counts by gender of the position group and of the level (migration 0043). */
  position_women_count: number;
  position_men_count: number;
  level_women_count: number;
  level_men_count: number;
};

/** A group's base-salary means, rounded, and head counts by gender. */
type GroupFigures = {
  mean_salary: number | null;
  women_mean_salary: number | null;
  men_mean_salary: number | null;
  women_count: number;
  men_count: number;
};

type ReportLevelGroupsTable = GroupFigures & { report_id: string; level: string };

type ReportPositionGroupsTable = GroupFigures & {
  report_id: string;
  level: string;
  position: string;
};

type ChatsTable = {
  id: Generated<string>;
  organisation_id: string;
  user_id: string;
  name: string;
  language: 'en' | 'pl';
  /** The dialogue engine's state (migration 0070), read back through parseChatState. */
  state: ColumnType<unknown, string, string>;
  is_finished: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

type ChatMessagesTable = {
  /** bigint; node-postgres's INT8 parser (db/database.ts) makes it a number. */
  id: Generated<number>;
  chat_id: string;
  type: 'question' | 'answer';
  content: string;
  possible_fixed_values: ColumnType<{ label: string; tip: string }[], string | undefined, string>;
  figures: ColumnType<unknown[], string | undefined, string>;
  rephrased: Generated<boolean>;
  created_at: Generated<Date>;
};

/** A provider account (migration 0060): found by provider and subject, never by e-mail. */
type UserIdentitiesTable = {
  provider: string;
  subject: string;
  user_id: string;
  email: string;
  created_at: Generated<Date>;
};

/** A social sign-in under way: what the callback checks the provider's answer against. */
type SocialLoginAttemptsTable = {
  state_hash: string;
  provider: string;
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  lang: string;
  expires_at: Date;
};

export type ExportState = 'queued' | 'running' | 'ready' | 'failed';

/** A report handed on as a file, kept until expires_at (migration 0080). */
type ReportExportsTable = {
  id: Generated<string>;
  organisation_id: string;
  report_id: string;
  created_by: string | null;
  format: 'pdf' | 'xlsx';
  lang: 'en' | 'pl';
  status: Generated<ExportState>;
  progress: Generated<number>;
  file_name: string | null;
  data: Buffer | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
  expires_at: Timestamp;
};

/** The organisation's data ZIP; its file is DATA_DIR/exports/<id>.zip (migration 0150). */
type OrganisationExportsTable = {
  id: Generated<string>;
  organisation_id: string;
  created_by: string | null;
  status: Generated<ExportState>;
  progress: Generated<number>;
  file_name: string | null;
  /** bigint; node-postgres's INT8 parser (db/database.ts) makes it a number. */
  size_bytes: number | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
  expires_at: Timestamp;
};

/** Article 7: a worker's information request and its answer (migration 0080). */
type InformationRequestsTable = {
  id: Generated<string>;
  organisation_id: string;
  report_id: string;
  created_by: string | null;
  employee_id: string;
  lang: 'en' | 'pl';
  /** Dates read as text (to_char) so no time zone moves them. */
  /** DATE columns come back as Date; the repository reads them as 'YYYY-MM-DD' with to_char. */
  requested_on: ColumnType<Date, string, string>;
  due_on: ColumnType<Date, string, string>;
  answered_at: Generated<Date>;
};

/** Every table of every migration: one type for all modules, so no module extends it. */
/** A saved version of the organisation's salary bands (migration 0140). */
type SalaryBandVersionsTable = {
  organisation_id: string;
  version: number;
  effective_from: ColumnType<Date, string, string>;
  basis: BandBasisValue;
  currency: Currency;
  bands: Json<SalaryBand[]>;
  job_families: ColumnType<JobFamilyValue[], string | undefined, string>;
  created_by: string | null;
  created_at: Generated<Date>;
};

/** A merit cycle (migration 0170): proposals as arrays aligned with the report's rows. */
type MeritCyclesTable = {
  id: Generated<string>;
  organisation_id: string;
  report_id: string;
  name: string;
  /** A `date`: read through to_char, written as YYYY-MM-DD. */
  effective_on: ColumnType<Date, string, string>;
  state: ColumnType<MeritCycleState, MeritCycleState | undefined, MeritCycleState>;
  budget_kind: 'percent' | 'amount';
  budget_value: number;
  budget_total: number;
  guidelines: Json<StoredGuidelines>;
  raises: number[];
  sources: number[];
  ratings: ColumnType<Record<string, string>, string | undefined, string>;
  reasons: ColumnType<Record<string, string>, string | undefined, string>;
  used: ColumnType<number, number | undefined, number>;
  people: number;
  people_raised: ColumnType<number, number | undefined, number>;
  applied_report_id: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  submitted_at: NullableTimestamp;
  submitted_by: string | null;
  approved_at: NullableTimestamp;
  approved_by: string | null;
  sent_back_note: string | null;
  applied_at: NullableTimestamp;
};

/** Migration 0160: the pay and progression criteria page, one row per saved version. */
type SalaryBandCriteriaTable = {
  organisation_id: string;
  version: number;
  lang: 'en' | 'pl';
  title: string;
  sections: Json<CriteriaPage['sections']>;
  bands_version: number;
  created_by: string | null;
  created_at: Generated<Date>;
};

/** Migration 0180: confirmed mappings of a position within its level to a role and seniority. */
type BenchmarkPositionMappingsTable = {
  organisation_id: string;
  level: string;
  position: string;
  role: BenchmarkRole | null;
  seniority: Seniority | null;
  confirmed_by: string | null;
  confirmed_at: Generated<Date>;
};

/** Migration 0180: confirmed mappings of a location to a voivodeship. */
type BenchmarkLocationMappingsTable = {
  organisation_id: string;
  location: string;
  region: Region | null;
  confirmed_by: string | null;
  confirmed_at: Generated<Date>;
};

/** Migration 0180: the one pooled snapshot (id 1). */
type BenchmarkSnapshotsTable = {
  id: Generated<number>;
  computed_at: Timestamp;
  data_until: ColumnType<Date, string, string>;
};

/** Migration 0180: the snapshot's cells, aggregates only (no organisation column). */
type BenchmarkSnapshotCellsTable = {
  role: BenchmarkRole;
  seniority: Seniority;
  region: Region | null;
  measure: BenchmarkMeasure;
  status: 'shown' | 'withheld';
  withheld_reason: WithheldReason | null;
  organisations: number | null;
  people: number | null;
  p25: number | null;
  p50: number | null;
  p75: number | null;
  women_median: number | null;
  men_median: number | null;
};

/** Shared rate-limit counters, one row per limit and key (migration 0020). */
type RateLimitCountersTable = {
  key: string;
  count: number;
  reset_at: Date;
};

/** When the owner of an address was last mailed about a burst of failed logins. */
type LoginAttackAlertsTable = {
  email: string;
  sent_at: Date;
};

export type Database = {
  organisations: OrganisationsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  auth_codes: AuthCodesTable;
  login_failures: LoginFailuresTable;
  reports: ReportsTable;
  report_uploads: ReportUploadsTable;
  report_results: ReportResultsTable;
  report_employees: ReportEmployeesView;
  report_employee_rows: ReportEmployeeRowsTable;
  report_level_groups: ReportLevelGroupsTable;
  report_position_groups: ReportPositionGroupsTable;
  audit_log: AuditLogTable;
  chats: ChatsTable;
  chat_messages: ChatMessagesTable;
  user_identities: UserIdentitiesTable;
  social_login_attempts: SocialLoginAttemptsTable;
  invitations: InvitationsTable;
  report_exports: ReportExportsTable;
  organisation_exports: OrganisationExportsTable;
  information_requests: InformationRequestsTable;
  category_schemes: CategorySchemesTable;
  report_indicators: ReportIndicatorsTable;
  assessment_records: AssessmentRecordsTable;
  rate_limit_counters: RateLimitCountersTable;
  login_attack_alerts: LoginAttackAlertsTable;
  salary_band_versions: SalaryBandVersionsTable;
  merit_cycles: MeritCyclesTable;
  salary_band_criteria: SalaryBandCriteriaTable;
  benchmark_position_mappings: BenchmarkPositionMappingsTable;
  benchmark_location_mappings: BenchmarkLocationMappingsTable;
  benchmark_snapshots: BenchmarkSnapshotsTable;
  benchmark_snapshot_cells: BenchmarkSnapshotCellsTable;
};
