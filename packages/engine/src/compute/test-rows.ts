import type { EmployeeInput } from '../employee-input.ts';

let nextId = 1;

/** A terse employee for hand-computed fixtures. */
export function person(
  gender: 'F' | 'M',
  level: string,
  position: string,
  baseSalary: number,
  extra: { daysOff?: number; bonuses?: number; location?: string } = {},
): EmployeeInput {
  return {
    id: String(nextId++),
    gender: gender === 'F' ? 'female' : 'male',
    level,
    position,
    location: extra.location ?? null,
    daysOff: extra.daysOff ?? 0,
    baseSalary,
    bonuses: extra.bonuses ?? 0,
  };
}
