import type {
  AdjustedReportData,
  BaseReportData,
  ExtendedSalaryRangesData,
  SalaryRangesData,
} from '@parytet/contract/reports';
import type { EmployeeInput } from '#employee-input.ts';
import type { SalaryTable } from '#salary-table.ts';
import { tableOf } from '#table-rows.ts';
import { resolveOptions, type EngineOptions } from '#options.ts';
import { computeAdjustedReport } from './adjusted-report.ts';
import { hoursBasisOf, toFullTimeEquivalents } from './full-time-equivalent.ts';
import { computeBaseReport } from './base-report.ts';
import { computeEmployees, type EmployeeTable } from './employees-report.ts';
import { computeMeasures, groupBy, groupPairs } from './measures.ts';
import { computeExtendedSalaryRanges, computeSalaryRanges } from './salary-ranges.ts';

export type ComputedReports = {
  records: number;
  base: BaseReportData;
  adjusted: AdjustedReportData;
  salaryRanges: SalaryRangesData;
  extendedSalaryRanges: ExtendedSalaryRangesData;
  /** One row per employee, in input order: `employeeRowAt` / `employeeRows` read them. */
  employees: EmployeeTable;
  /** Every level, in natural order. */
  levels: string[];
  /** Every position, in natural order. */
  positions: string[];
};

/**
 * The reports in two steps: the employee table first, then the others (`rest`). A server stores
 * the employee table row by row, which takes longer than computing every other report: with the
 * table first, storing starts while the rest is computed. Pure; O(n log n) in the number of rows.
 */
export function computeReportStages(
  input: SalaryTable | readonly EmployeeInput[],
  options: EngineOptions = {},
): { employees: EmployeeTable; rest: () => Omit<ComputedReports, 'employees'> } {
  const { workingDays, minGroupSize, fullTimeWeeklyHours } = resolveOptions(options);
  // Every figure below compares full-time equivalents (decisions §8).
  const read = tableOf(input);
  const table = toFullTimeEquivalents(read, fullTimeWeeklyHours);
  const m = computeMeasures(table, workingDays);
  const levels = groupBy(table.level);
  const positions = groupBy(table.position);
  const pairs = groupPairs(levels, positions);
  const rest = () => {
    const base = computeBaseReport(m, minGroupSize);
    if (hoursBasisOf(read) !== 'full_time_assumed') base.full_time_equivalents = true;
    return {
      records: table.length,
      base,
      adjusted: computeAdjustedReport(levels, m, minGroupSize),
      salaryRanges: computeSalaryRanges(levels, m),
      extendedSalaryRanges: computeExtendedSalaryRanges(levels, positions, pairs, m, minGroupSize),
      levels: levels.keys,
      positions: positions.keys,
    };
  };
  return { employees: computeEmployees(table, levels, pairs, m), rest };
}

/** Every report of decisions §5 from validated rows. Pure; O(n log n) in the number of rows. */
export function computeReports(
  input: SalaryTable | readonly EmployeeInput[],
  options: EngineOptions = {},
): ComputedReports {
  const { employees, rest } = computeReportStages(input, options);
  return { ...rest(), employees };
}
