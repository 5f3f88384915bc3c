import {
  adjustedReportDataSchema,
  adjustedReportViewSchema,
  baseReportDataSchema,
  baseReportViewSchema,
  employeeRowSchema,
  errorDetailSchema,
  extendedSalaryRangesDataSchema,
  extendedSalaryRangesViewSchema,
  processingErrorCodeSchema,
  salaryRangesDataSchema,
  salaryRangesViewSchema,
} from '@parytet/contract/reports';
import { describe, expect, it } from 'vitest';
import { csvFile, validRows } from '#test/helpers/build-files.ts';
import { employeeRows } from '#compute/employees-report.ts';
import { withholdSmallGroups as w } from '#compute/small-groups.ts';
import { generateExampleWorkbook } from '#example/example-workbook.ts';
import { processSalaryFile } from '#process-salary-file.ts';

// zod drops keys it does not know, so "parses to itself" means "exactly the contract's shape".
function exactly<T>(schema: { parse: (value: unknown) => T }, value: unknown): void {
  expect(schema.parse(value)).toEqual(value);
}

describe('outputs match the contract exactly', () => {
  it('every report of a real file', async () => {
    const result = await processSalaryFile(await generateExampleWorkbook('en'), 'e.xlsx');
    if (!result.ok) throw new Error(result.code);
    const r = result.reports;
    exactly(baseReportDataSchema, r.base);
    exactly(adjustedReportDataSchema, r.adjusted);
    exactly(salaryRangesDataSchema, r.salaryRanges);
    exactly(extendedSalaryRangesDataSchema, r.extendedSalaryRanges);
    for (const e of employeeRows(r.employees)) exactly(employeeRowSchema, e);
    for (const rule of [
      { minGroupSize: 3, withhold: true },
      { minGroupSize: 3, withhold: false },
    ]) {
      exactly(baseReportViewSchema, w.base(r.base, rule));
      exactly(adjustedReportViewSchema, w.adjusted(r.adjusted, rule));
      exactly(salaryRangesViewSchema, w.salary_ranges(r.salaryRanges, rule));
      exactly(
        extendedSalaryRangesViewSchema,
        w.extended_salary_ranges(r.extendedSalaryRanges, rule),
      );
    }
  });

  it('failures', async () => {
    const rows = validRows();
    (rows[1] as unknown[])[1] = 'x';
    const result = await processSalaryFile(csvFile(rows), 'a.csv');
    if (result.ok) throw new Error('expected a failure');
    expect(processingErrorCodeSchema.parse(result.code)).toBe('INCORRECT_GENDERS');
    for (const d of result.details) exactly(errorDetailSchema, d);
    expect(Object.keys(result).sort()).toEqual(['code', 'details', 'ok']);
  });
});
