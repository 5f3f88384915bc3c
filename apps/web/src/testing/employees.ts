import type { EmployeeRow, EmployeesData, ReportReadyStatus } from '@parytet/contract/reports';

/** An employee row with plausible figures; tests override what they look at. */
export const employee = (patch: Partial<EmployeeRow> & Pick<EmployeeRow, 'id'>): EmployeeRow => ({
  gender: 'female',
  level: 'L1',
  position: 'Analyst',
  location: null,
  salary: 8000,
  position_mean_salary: 8200,
  position_women_mean_salary: 8000,
  position_men_mean_salary: 8400,
  level_mean_salary: 8100,
  level_women_mean_salary: 8000,
  level_men_mean_salary: 8200,
  salary_difference: -400,
  pay_gap: -4.76,
  position_women_count: 4,
  position_men_count: 5,
  level_women_count: 10,
  level_men_count: 12,
  ...patch,
});

/** Eight people over three levels and four positions, with gaps around the filter limits. */
export const STAFF: EmployeeRow[] = [
  employee({ id: 'E01', gender: 'female', level: 'L1', position: 'Analyst', pay_gap: -12.5 }),
  employee({ id: 'E02', gender: 'male', level: 'L1', position: 'Analyst', pay_gap: 12.5 }),
  employee({ id: 'E03', gender: 'female', level: 'L2', position: 'Developer', pay_gap: -6 }),
  employee({ id: 'E04', gender: 'male', level: 'L2', position: 'Developer', pay_gap: 5 }),
  employee({ id: 'E05', gender: 'female', level: 'L2', position: 'Manager', pay_gap: null }),
  employee({ id: 'E06', gender: 'male', level: 'L10', position: 'Manager', pay_gap: 30 }),
  employee({ id: 'E07', gender: 'female', level: 'L10', position: 'Director', pay_gap: -25 }),
  employee({ id: 'E08', gender: 'male', level: 'L10', position: 'Director', pay_gap: 20.01 }),
];

const READY: ReportReadyStatus = {
  status: 'ready',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
};

/** The API's answer for these rows, whole or as one page. */
export const employeesAnswer = (
  rows: EmployeeRow[],
  meta: Partial<EmployeesData> = {},
): ReportReadyStatus & EmployeesData => ({
  ...READY,
  employees: rows,
  total: rows.length,
  page: 1,
  page_size: rows.length,
  levels: ['L1', 'L2', 'L10'],
  positions: ['Analyst', 'Developer', 'Director', 'Manager'],
  ...meta,
});
