/**
 * @parytet/engine: salary file in, pay-gap reports out. Pure: no HTTP, no database, no disk.
 */
export type { ComputedReports } from '#compute/compute-reports.ts';
export { computeReports, computeReportStages } from '#compute/compute-reports.ts';
export type {
  EmployeeGroup,
  EmployeeRowColumns,
  EmployeeTable,
} from '#compute/employees-report.ts';
export {
  employeeColumns,
  employeeGroups,
  employeeRowAt,
  employeeRows,
} from '#compute/employees-report.ts';
export type { SmallGroupRule } from '#compute/small-groups.ts';
export { isSmallGroup, smallGroupMarker, withholdSmallGroups } from '#compute/small-groups.ts';
export { computeIndicators } from '#compute/indicators/compute-indicators.ts';
export type { IndicatorOptions } from '#compute/indicators/indicator-options.ts';
export { DEFAULT_FULL_TIME_WEEKLY_HOURS } from '#compute/full-time-equivalent.ts';
export { nextReportingDeadline, reportingDuty } from '#compute/indicators/reporting-duty.ts';
export type { ReportingDuty } from '#compute/indicators/reporting-duty.ts';
export type { EmployeeInput } from '#employee-input.ts';
export { exampleFileName, generateExampleWorkbook } from '#example/example-workbook.ts';
export type { ExampleLang } from '#example/example-workbook.ts';
export type { EngineFailure } from '#failure.ts';
export { compareNatural } from '#natural-order.ts';
export type { EngineOptions } from '#options.ts';
export { DEFAULT_MAX_RECORDS, DEFAULT_MIN_GROUP_SIZE, DEFAULT_WORKING_DAYS } from '#options.ts';
export {
  countCsvRecordsInSteps,
  countRecords,
  processSalaryFile,
  type RecordCount,
} from '#process-salary-file.ts';
export { readSalaryFile } from '#read-salary-file.ts';
export { CsvRecordCounter } from '#readers/csv-record-counter.ts';
export { storableText } from '#readers/storable-text.ts';
export type { SalaryTable } from '#salary-table.ts';
export type { EmployeeColumns } from '#table-rows.ts';
export { rowsOf, tableOf, tableOfColumns } from '#table-rows.ts';
export type { TextColumn } from '#text-column.ts';
export { textAt } from '#text-column.ts';
export { round2 } from '#rounding.ts';
export { MAX_BASE_SALARY, MAX_BONUSES } from '#validate/cell-rules.ts';
export { COLUMNS as SALARY_FILE_COLUMNS } from '#validate/columns.ts';
export { OPTIONAL_COLUMNS as OPTIONAL_SALARY_FILE_COLUMNS } from '#validate/optional-columns.ts';
export { categoryPayDistribution } from '#compute/indicators/category-pay-distribution.ts';
export type { PayDistributionBand } from '#compute/indicators/category-pay-distribution.ts';
export {
  evaluateJobs,
  positionCategoriesOf,
  totalScore,
} from '#compute/indicators/job-evaluation.ts';
export { payStatement } from '#compute/indicators/pay-statement.ts';
export type { PayStatement, StatementGroup } from '#compute/indicators/pay-statement.ts';
export { fteColumn, toFullTimeEquivalents } from '#compute/full-time-equivalent.ts';
export { categoryFlag, FLAG_THRESHOLD_PERCENT } from '#compute/indicators/flags.ts';
export type { CategoryFlag, CategoryFlagGaps } from '#compute/indicators/flags.ts';
export {
  kennedyEstimate,
  kennedyPercent,
  unexplainedGapShown,
} from '#compute/indicators/gap-sign.ts';
export type { UnexplainedGapShown } from '#compute/indicators/gap-sign.ts';
export * from '#compute/salary-bands/index.ts';
export { readBandTemplate, type TemplateIssue } from '#band-template/read-band-template.ts';
export { bandTemplateFileName, writeBandTemplate } from '#band-template/write-band-template.ts';
export { fitRegression } from '#compute/regression/fit-regression.ts';
export type { RegressionOutcome } from '#compute/regression/fit-regression.ts';
export { logibVerdict } from '#compute/regression/regression-summary.ts';
export { gapChangeSplit } from '#compute/comparison/gap-change-split.ts';
export type { GapChangeSplit } from '#compute/comparison/gap-change-split.ts';
export {
  compareIndicators,
  headCounts,
  unexplainedGapPercent,
} from '#compute/comparison/compare-indicators.ts';
export * from '#compute/merit/index.ts';
export * from '#compute/benchmark/index.ts';
