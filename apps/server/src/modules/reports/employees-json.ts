import type { EmployeesData, ReportStatus } from '@parytet/contract/reports';
import type { StoredEmployee } from './employees.repository.ts';

const text = (value: string | number | null) => (value === null ? 'null' : JSON.stringify(value));
/** Stored hundredths back to the 2-decimal number the engine computed (e.g. 353025 → 3530.25). */
const hundredths = (value: string | number | null) =>
  value === null ? 'null' : String(Number(value) / 100);

const employeeJson = (r: StoredEmployee) =>
  `{"id":${text(r.employee_id)},"gender":${text(r.gender)},"level":${text(r.level)}` +
  `,"position":${text(r.position)},"location":${text(r.location)}` +
  `,"salary":${hundredths(r.salary)}` +
  `,"position_mean_salary":${hundredths(r.position_mean_salary)}` +
  `,"position_women_mean_salary":${hundredths(r.position_women_mean_salary)}` +
  `,"position_men_mean_salary":${hundredths(r.position_men_mean_salary)}` +
  `,"level_mean_salary":${hundredths(r.level_mean_salary)}` +
  `,"level_women_mean_salary":${hundredths(r.level_women_mean_salary)}` +
  `,"level_men_mean_salary":${hundredths(r.level_men_mean_salary)}` +
  `,"salary_difference":${hundredths(r.salary_difference)}` +
  `,"pay_gap":${hundredths(r.pay_gap)}}`;

/**
 * The employees answer as JSON text. Built by hand because validating and serialising up to
 * 100 000 rows through the response schema would take most of the call's time; the shape is the
 * contract's employeesResponseSchema, which the route still declares and the tests check.
 */
export const employeesResponseJson = (
  status: ReportStatus,
  rows: readonly StoredEmployee[],
  meta: Omit<EmployeesData, 'employees'>,
) => {
  const head = JSON.stringify({ ...status, ...meta });
  const employees = rows.map(employeeJson).join(',');
  return `${head.slice(0, -1)},"employees":[${employees}]}`;
};
