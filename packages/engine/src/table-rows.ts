import type { EmployeeInput } from './employee-input.ts';
import { createTableBuilder, type OptionalPresence, type SalaryTable } from './salary-table.ts';
import { textAt } from './text-column.ts';

const OPTIONAL_FIELDS: readonly (keyof OptionalPresence)[] = [
  'fte',
  'weeklyHours',
  'yearsOfService',
  'age',
  'category',
  'education',
];

/** Rows given as objects (tests, stored indicator inputs) as a table: a column per field any row has. */
export function tableOf(rows: readonly EmployeeInput[] | SalaryTable): SalaryTable {
  if (!Array.isArray(rows)) return rows as SalaryTable;
  const list = rows as readonly EmployeeInput[];
  const present: OptionalPresence = {};
  for (const field of OPTIONAL_FIELDS) {
    present[field] = list.some((row) => row[field] !== undefined);
  }
  const builder = createTableBuilder(present);
  for (const row of list) builder.add({ ...row, female: row.gender === 'female' });
  return builder.finish();
}

const numberAt = (column: Float64Array, i: number): number | null => {
  const value = column[i] as number;
  return Number.isNaN(value) ? null : value;
};

/** Row `i` as an object, with the optional fields the table has columns for. */
export function rowAt(table: SalaryTable, i: number): EmployeeInput {
  const row: EmployeeInput = {
    id: table.id[i] as string,
    gender: table.female[i] === 1 ? 'female' : 'male',
    level: textAt(table.level, i) as string,
    position: textAt(table.position, i) as string,
    location: textAt(table.location, i),
    daysOff: table.daysOff[i] as number,
    baseSalary: table.baseSalary[i] as number,
    bonuses: table.bonuses[i] as number,
  };
  if (table.fte !== null) row.fte = numberAt(table.fte, i);
  if (table.weeklyHours !== null) row.weeklyHours = numberAt(table.weeklyHours, i);
  if (table.category !== null) row.category = textAt(table.category, i);
  if (table.yearsOfService !== null) row.yearsOfService = numberAt(table.yearsOfService, i);
  if (table.age !== null) row.age = numberAt(table.age, i);
  if (table.education !== null) row.education = textAt(table.education, i);
  return row;
}

/** Every row as an object, in file order. */
export const rowsOf = (table: SalaryTable): EmployeeInput[] =>
  Array.from({ length: table.length }, (_, i) => rowAt(table, i));
