import type { ColumnType, Generated, Kysely } from 'kysely';
import type {
  AdjustedReportData,
  BaseReportData,
  ErrorDetail,
  ExtendedSalaryRangesData,
  Currency,
  ProcessingErrorCode,
  SalaryRangesData,
} from '@parytet/contract/reports';
import type { Database } from '../../db/schema.ts';

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
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
};

export type ReportsDatabase = Database & {
  reports: ReportsTable;
  report_uploads: ReportUploadsTable;
  report_results: ReportResultsTable;
  report_employees: ReportEmployeesTable;
};

/** The app's Kysely instance, seeing the tables of migration 0003 too. */
export const reportsDb = (db: Kysely<Database>) => db.$extendTables<ReportsDatabase>();
