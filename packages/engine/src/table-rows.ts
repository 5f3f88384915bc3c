import type { EmployeeInput } from '#employee-input.ts';
import { createTableBuilder, type OptionalPresence, type SalaryTable } from '#salary-table.ts';
import { textAt } from '#text-column.ts';

const OPTIONAL_FIELDS: readonly (keyof OptionalPresence)[] = [
  'fte',
  'weeklyHours',
  'yearsOfService',
  'age',
  'category',
  'education',
  'performance',
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

/**
 * Rows stored as one array per field, row i at index i (the server's stored indicator inputs).
 * An optional field is there only when the file had the column; daysOff, when absent, is 0.
 */
export type EmployeeColumns = {
  id: readonly string[];
  female: readonly (0 | 1)[];
  level: readonly string[];
  position: readonly string[];
  location: readonly (string | null)[];
  baseSalary: readonly number[];
  bonuses: readonly number[];
  daysOff?: readonly number[];
  fte?: readonly (number | null)[];
  weeklyHours?: readonly (number | null)[];
  category?: readonly (string | null)[];
  yearsOfService?: readonly (number | null)[];
  age?: readonly (number | null)[];
  education?: readonly (string | null)[];
  performance?: readonly (string | null)[];
};

/** Columns as a table, without making an object per row that outlives its own step. */
export function tableOfColumns(columns: EmployeeColumns): SalaryTable {
  const present: OptionalPresence = {};
  for (const field of OPTIONAL_FIELDS) present[field] = columns[field] !== undefined;
  const builder = createTableBuilder(present);
  const n = columns.id.length;
  builder.reserve(n);
  for (let i = 0; i < n; i++) {
    builder.add({
      id: columns.id[i] as string,
      female: columns.female[i] === 1,
      level: columns.level[i] as string,
      position: columns.position[i] as string,
      location: columns.location[i] ?? null,
      daysOff: columns.daysOff?.[i] ?? 0,
      baseSalary: columns.baseSalary[i] as number,
      bonuses: columns.bonuses[i] as number,
      fte: columns.fte?.[i] ?? null,
      weeklyHours: columns.weeklyHours?.[i] ?? null,
      category: columns.category?.[i] ?? null,
      yearsOfService: columns.yearsOfService?.[i] ?? null,
      age: columns.age?.[i] ?? null,
      education: columns.education?.[i] ?? null,
      performance: columns.performance?.[i] ?? null,
    });
  }
  return builder.finish();
}

const numberAt = (column: Float64Array, i: number): number | null => {
  const value = column[i] as number;
  return Number.isNaN(value) ? null : value;
};

/** Row `i` as an object, with the optional fields the table has columns for. */
function rowAt(table: SalaryTable, i: number): EmployeeInput {
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
  if (table.performance !== null) row.performance = textAt(table.performance, i);
  return row;
}

/** Every row as an object, in file order. */
export const rowsOf = (table: SalaryTable): EmployeeInput[] =>
  Array.from({ length: table.length }, (_, i) => rowAt(table, i));
