import { SALARY_FILE_COLUMNS, SALARY_FILE_OPTIONAL_COLUMNS } from '@parytet/contract/salary-file';
import type { SalaryTable } from '#salary-table.ts';
import { textAt, type TextColumn } from '#text-column.ts';

const header = (field: string) =>
  [...SALARY_FILE_COLUMNS, ...SALARY_FILE_OPTIONAL_COLUMNS].find((c) => c.field === field)?.en ??
  field;

/** A CSV field: quoted when it holds a delimiter, a quote, a line break or edge spaces. */
const field = (text: string) =>
  /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
const numberText = (value: number) => (Number.isNaN(value) ? '' : String(value));
const textOf = (column: TextColumn, i: number) => field(textAt(column, i) ?? '');

/**
 * A salary table written back as a CSV salary file the engine reads to the same table: English
 * headers, the columns the table has, numbers in JavaScript's shortest exact form (read back to
 * the same value), empty cells where the table has none. A merit cycle's applied report is this
 * file of the raised table, processed as any upload is.
 */
export function salaryFileCsv(table: SalaryTable): string {
  type Column = { name: string; cell: (i: number) => string };
  const numbers = (name: string, values: Float64Array): Column => ({
    name: header(name),
    cell: (i) => numberText(values[i] as number),
  });
  const texts = (name: string, values: TextColumn): Column => ({
    name: header(name),
    cell: (i) => textOf(values, i),
  });
  const columns: Column[] = [
    { name: header('id'), cell: (i) => field(table.id[i] as string) },
    { name: header('gender'), cell: (i) => (table.female[i] === 1 ? 'Female' : 'Male') },
    texts('level', table.level),
    texts('position', table.position),
    texts('location', table.location),
    numbers('daysOff', table.daysOff),
    numbers('baseSalary', table.baseSalary),
    numbers('bonuses', table.bonuses),
  ];
  if (table.fte) columns.push(numbers('fte', table.fte));
  if (table.weeklyHours) columns.push(numbers('weeklyHours', table.weeklyHours));
  if (table.category) columns.push(texts('category', table.category));
  if (table.yearsOfService) columns.push(numbers('yearsOfService', table.yearsOfService));
  if (table.age) columns.push(numbers('age', table.age));
  if (table.education) columns.push(texts('education', table.education));
  if (table.performance) columns.push(texts('performance', table.performance));
  const lines = [columns.map((c) => field(c.name)).join(',')];
  for (let i = 0; i < table.length; i++) lines.push(columns.map((c) => c.cell(i)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
