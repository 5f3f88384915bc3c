import { textAt, type EmployeeInput, type SalaryTable, type TextColumn } from '@parytet/engine';

/**
 * The employee fields the EU indicators read, one array per field (report_results.indicator_inputs).
 * An optional column's array is there only when the file had the column, because the engine
 * tells "no FTE column" (undefined) from "an empty FTE cell" (null).
 */
export type IndicatorInputs = {
  id: string[];
  female: (0 | 1)[];
  level: string[];
  position: string[];
  location: (string | null)[];
  baseSalary: number[];
  bonuses: number[];
  fte?: (number | null)[];
  weeklyHours?: (number | null)[];
  category?: (string | null)[];
  yearsOfService?: (number | null)[];
  age?: (number | null)[];
  education?: (string | null)[];
};

const OPTIONAL = ['fte', 'weeklyHours', 'category', 'yearsOfService', 'age', 'education'] as const;

const texts = (column: TextColumn) => Array.from(column.codes, (_, i) => textAt(column, i));
const numbers = (column: Float64Array) =>
  Array.from(column, (value) => (Number.isNaN(value) ? null : value));

export const encodeIndicatorInputs = (table: SalaryTable): IndicatorInputs => {
  const out: IndicatorInputs = {
    id: table.id,
    female: Array.from(table.female, (f) => (f === 1 ? 1 : 0)),
    level: texts(table.level) as string[],
    position: texts(table.position) as string[],
    location: texts(table.location),
    baseSalary: Array.from(table.baseSalary),
    bonuses: Array.from(table.bonuses),
  };
  if (table.fte) out.fte = numbers(table.fte);
  if (table.weeklyHours) out.weeklyHours = numbers(table.weeklyHours);
  if (table.category) out.category = texts(table.category);
  if (table.yearsOfService) out.yearsOfService = numbers(table.yearsOfService);
  if (table.age) out.age = numbers(table.age);
  if (table.education) out.education = texts(table.education);
  return out;
};

export const decodeIndicatorInputs = (inputs: IndicatorInputs): EmployeeInput[] =>
  inputs.id.map((id, i) => {
    const row: EmployeeInput = {
      id,
      gender: inputs.female[i] === 1 ? 'female' : 'male',
      level: inputs.level[i] as string,
      position: inputs.position[i] as string,
      location: inputs.location[i] ?? null,
      daysOff: 0,
      baseSalary: inputs.baseSalary[i] as number,
      bonuses: inputs.bonuses[i] as number,
    };
    for (const key of OPTIONAL) {
      const column = inputs[key];
      if (column) (row as Record<string, unknown>)[key] = column[i] ?? null;
    }
    return row;
  });
