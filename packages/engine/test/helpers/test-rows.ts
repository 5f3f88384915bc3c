import type { EmployeeInput } from '#employee-input.ts';

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

// Fixture A, computed by hand (see the comments for each figure).
//   L1 Analyst: F 3000 (25 days off), F 4000, M 4000 (bonuses 2400), M 5000
//   L1 Clerk:   F 5000 (bonuses 1200), M 6000, M 7000 (50 days off)
//   L2 Manager: F 8000, M 9000, M 10000, M 11000 (bonuses 600)
export const fixtureA = [
  person('F', 'L1', 'Analyst', 3000, { daysOff: 25 }),
  person('F', 'L1', 'Analyst', 4000),
  person('M', 'L1', 'Analyst', 4000, { bonuses: 2400 }),
  person('M', 'L1', 'Analyst', 5000),
  person('F', 'L1', 'Clerk', 5000, { bonuses: 1200 }),
  person('M', 'L1', 'Clerk', 6000),
  person('M', 'L1', 'Clerk', 7000, { daysOff: 50 }),
  person('F', 'L2', 'Manager', 8000),
  person('M', 'L2', 'Manager', 9000),
  person('M', 'L2', 'Manager', 10000),
  person('M', 'L2', 'Manager', 11000, { bonuses: 600 }),
];
