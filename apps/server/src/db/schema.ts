import type { ColumnType, Generated } from 'kysely';
import type { PlanId } from '@parytet/contract/plans';
import type {
  Currency,
  AdjustedReportData,
  BaseReportData,
  ErrorDetail,
  ExtendedSalaryRangesData,
  ProcessingErrorCode,
  SalaryRangesData,
} from '@parytet/contract/reports';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
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
  created_at: Generated<Date>;
};

export type UsersTable = {
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

export type MembershipsTable = {
  user_id: string;
  organisation_id: string;
  role: 'owner' | 'member';
  created_at: Generated<Date>;
};

export type AuthCodesTable = {
  id: Generated<string>;
  user_id: string;
  kind: 'verify' | 'reset';
  code_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
};

export type LoginFailuresTable = {
  email: string;
  /** The client's IP address (migration 0020). */
  source: Generated<string>;
  failed_at: Generated<Date>;
};

/** json: read parsed, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

export type ReportState = 'processing' | 'ready' | 'failed';

export type ReportsTable = {
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
  /** `date` columns: read through to_char (see reports.repository.ts), written as YYYY-MM-DD. */
  period_start: ColumnType<Date | null, string | null | undefined, string | null>;
  period_end: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
};

export type ReportUploadsTable = {
  report_id: string;
  organisation_id: string;
  data: Buffer;
  created_at: Generated<Date>;
};

export type ReportResultsTable = {
  report_id: string;
  organisation_id: string;
  base: Json<BaseReportData>;
  adjusted: Json<AdjustedReportData>;
  salary_ranges: Json<SalaryRangesData>;
  extended_salary_ranges: Json<ExtendedSalaryRangesData>;
  levels: string[];
  positions: string[];
};

/** Money in cents and gaps in hundredths of a percent (see migration 0003). */
export type ReportEmployeesTable = {
  report_id: string;
  ordinal: number;
  employee_id: string;
  gender: 'female' | 'male';
  level: string;
  position: string;
  location: string | null;
  salary: number;
  position_mean_salary: number | null;
  position_women_mean_salary: number | null;
  position_men_mean_salary: number | null;
  level_mean_salary: number | null;
  level_women_mean_salary: number | null;
  level_men_mean_salary: number | null;
  salary_difference: number | null;
  pay_gap: number | null;
  /** Head counts by gender of the position group and of the level (migration 0043). */
  position_women_count: number;
  position_men_count: number;
  level_women_count: number;
  level_men_count: number;
};

/** Every table of every migration: one type for all modules, so no module extends it. */
export type Database = {
  organisations: OrganisationsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  auth_codes: AuthCodesTable;
  login_failures: LoginFailuresTable;
  reports: ReportsTable;
  report_uploads: ReportUploadsTable;
  report_results: ReportResultsTable;
  report_employees: ReportEmployeesTable;
};
