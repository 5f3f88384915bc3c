import type { EmployeeInput } from '@parytet/engine';

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

export const encodeIndicatorInputs = (rows: readonly EmployeeInput[]): IndicatorInputs => {
  const out: IndicatorInputs = {
    id: rows.map((r) => r.id),
    female: rows.map((r) => (r.gender === 'female' ? 1 : 0)),
    level: rows.map((r) => r.level),
    position: rows.map((r) => r.position),
    location: rows.map((r) => r.location),
    baseSalary: rows.map((r) => r.baseSalary),
    bonuses: rows.map((r) => r.bonuses),
  };
  for (const key of OPTIONAL) {
    if (rows.some((r) => r[key] !== undefined)) {
      (out as Record<string, unknown>)[key] = rows.map((r) => r[key] ?? null);
    }
  }
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
