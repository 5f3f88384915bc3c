import { textAt, type EmployeeColumns, type SalaryTable, type TextColumn } from '@parytet/engine';

/**
 * The employee fields the EU indicators read, one array per field (report_results.indicator_inputs).
 * An optional column's array is there only when the file had the column, because the engine
 * tells "no FTE column" (undefined) from "an empty FTE cell" (null). `daysOff` (kept since merit
 * cycles, whose applied report is a whole salary file) is there when any row has days off;
 * absent, every row had none, or the report was stored before it was kept.
 */
export type IndicatorInputs = EmployeeColumns;

/** A field of the inputs as the table holds it: numbers' NaN (an empty cell) is null in them. */
export type InputField =
  | { name: string; kind: 'ids'; column: readonly string[] }
  | { name: string; kind: 'flags'; column: Uint8Array }
  | { name: string; kind: 'texts'; column: TextColumn }
  | { name: string; kind: 'numbers'; column: Float64Array };

/**
 * The one list of what a report keeps for its indicators, in order: the JSON form
 * (encodeIndicatorInputs) and the packed one (packed-inputs.ts) both follow it, so a field added
 * here is kept by both. An optional column is there only when the file had it.
 */
export const inputFields = (table: SalaryTable): InputField[] => {
  const fields: InputField[] = [
    { name: 'id', kind: 'ids', column: table.id },
    { name: 'female', kind: 'flags', column: table.female },
    { name: 'level', kind: 'texts', column: table.level },
    { name: 'position', kind: 'texts', column: table.position },
    { name: 'location', kind: 'texts', column: table.location },
    { name: 'baseSalary', kind: 'numbers', column: table.baseSalary },
    { name: 'bonuses', kind: 'numbers', column: table.bonuses },
  ];
  const { fte, weeklyHours, category, yearsOfService, age, education, performance } = table;
  if (fte) fields.push({ name: 'fte', kind: 'numbers', column: fte });
  if (weeklyHours) fields.push({ name: 'weeklyHours', kind: 'numbers', column: weeklyHours });
  if (category) fields.push({ name: 'category', kind: 'texts', column: category });
  if (yearsOfService) {
    fields.push({ name: 'yearsOfService', kind: 'numbers', column: yearsOfService });
  }
  if (age) fields.push({ name: 'age', kind: 'numbers', column: age });
  if (education) fields.push({ name: 'education', kind: 'texts', column: education });
  if (performance) fields.push({ name: 'performance', kind: 'texts', column: performance });
  if (table.daysOff.some((days) => days !== 0)) {
    fields.push({ name: 'daysOff', kind: 'numbers', column: table.daysOff });
  }
  return fields;
};

const texts = (column: TextColumn) => Array.from(column.codes, (_, i) => textAt(column, i));
const numbers = (column: Float64Array) =>
  Array.from(column, (value) => (Number.isNaN(value) ? null : value));

/** A field's values as the JSON form holds them. */
const jsonValues = (field: InputField): unknown[] => {
  switch (field.kind) {
    case 'ids':
      return field.column as string[];
    case 'flags':
      return Array.from(field.column, (f) => (f === 1 ? 1 : 0));
    case 'texts':
      return texts(field.column);
    case 'numbers':
      return numbers(field.column);
  }
};

export const encodeIndicatorInputs = (table: SalaryTable): IndicatorInputs =>
  Object.fromEntries(
    inputFields(table).map((field) => [field.name, jsonValues(field)]),
  ) as unknown as IndicatorInputs;
