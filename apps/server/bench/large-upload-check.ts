import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import {
  adjustedReportDataSchema,
  baseReportDataSchema,
  employeesDataSchema,
  extendedSalaryRangesDataSchema,
  salaryRangesDataSchema,
} from '@parytet/contract/reports';
import { computeReports, employeeRowAt, readSalaryFile } from '@parytet/engine';

/** The figures as JSON gives them (no undefined, no -0): what the server stored and answers. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const PAGE = 50;

/**
 * Whether a ready report answers the figures of the engine run directly on the same file: the
 * four report views whole, the employee total, and a page of rows from the start, the middle
 * and the end (the whole list of a million rows is 450 MB of JSON). Answers what differed.
 */
export const differencesFromEngine = async (
  read: (path: string) => Promise<unknown>,
  data: Buffer,
  fileName: string,
): Promise<string[]> => {
  const parsed = await readSalaryFile(data, fileName, { maxRecords: Number.MAX_SAFE_INTEGER });
  if (!parsed.ok) return [`the engine refused the file: ${parsed.code}`];
  const engine = computeReports(parsed.table);
  const differences: string[] = [];
  // Each side read through the contract's schema, as the web reads the answer.
  const views: [string, z.ZodType, unknown][] = [
    ['base', baseReportDataSchema, engine.base],
    ['adjusted', adjustedReportDataSchema, engine.adjusted],
    ['salary-ranges', salaryRangesDataSchema, engine.salaryRanges],
    ['extended-salary-ranges', extendedSalaryRangesDataSchema, engine.extendedSalaryRanges],
  ];
  for (const [path, schema, computed] of views) {
    const answered = schema.safeParse(await read(path));
    const expected = asJson(schema.parse(asJson(computed)));
    if (!answered.success || !isDeepStrictEqual(asJson(answered.data), expected)) {
      differences.push(path);
    }
  }
  const rows = engine.records;
  const pages = [1, Math.ceil(rows / PAGE / 2), Math.ceil(rows / PAGE)];
  for (const page of pages) {
    const answered = employeesDataSchema.safeParse(
      await read(`employees?page=${page}&page_size=${PAGE}`),
    );
    const first = (page - 1) * PAGE;
    const expected = Array.from({ length: Math.min(PAGE, rows - first) }, (_, i) =>
      employeeRowAt(engine.employees, first + i),
    );
    if (answered.data?.total !== rows) differences.push(`employees total (page ${page})`);
    if (!isDeepStrictEqual(asJson(answered.data?.employees), asJson(expected))) {
      differences.push(`employees page ${page}`);
    }
  }
  return differences;
};
