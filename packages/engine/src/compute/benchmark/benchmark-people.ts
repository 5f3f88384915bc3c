import type { BenchmarkRole, Region, Seniority } from '@parytet/contract/benchmarking';
import type { SalaryTable } from '#salary-table.ts';
import { textAt } from '#text-column.ts';
import { DEFAULT_FULL_TIME_WEEKLY_HOURS, toFullTimeEquivalents } from '../full-time-equivalent.ts';
import { monthlyWithBonuses } from '../measures.ts';

/** A person as a benchmark reads them: role, seniority and region from the mapping; FTE pay. */
export type BenchmarkPerson = {
  role: BenchmarkRole;
  seniority: Seniority;
  region: Region | null;
  female: boolean;
  /** Base salary ÷ FTE (decisions §8). */
  base: number;
  /** (Base salary + bonuses and benefits ÷ 12) ÷ FTE: the monthly equivalent of all pay (§5). */
  total: number;
};

/** The organisation's mapping, as the benchmark asks it. */
export type BenchmarkMapping = {
  /** The role and seniority of a position within its level; null when it has none. */
  position: (
    level: string,
    position: string,
  ) => { role: BenchmarkRole; seniority: Seniority } | null;
  /** The voivodeship of a location; null when it has none (national figures only). */
  region: (location: string) => Region | null;
};

/**
 * The people of a report whose position is mapped, with their full-time-equivalent pay by the
 * engine's one working-time step. People in unmapped positions are left out.
 */
export function benchmarkPeople(
  table: SalaryTable,
  mapping: BenchmarkMapping,
  fullTimeWeeklyHours = DEFAULT_FULL_TIME_WEEKLY_HOURS,
): BenchmarkPerson[] {
  const fte = toFullTimeEquivalents(table, fullTimeWeeklyHours);
  const people: BenchmarkPerson[] = [];
  for (let i = 0; i < fte.length; i++) {
    const mapped = mapping.position(textAt(fte.level, i) ?? '', textAt(fte.position, i) ?? '');
    if (mapped === null) continue;
    const location = textAt(fte.location, i);
    const base = fte.baseSalary[i] as number;
    people.push({
      role: mapped.role,
      seniority: mapped.seniority,
      region: location === null ? null : mapping.region(location),
      female: fte.female[i] === 1,
      base,
      total: monthlyWithBonuses(base, fte.bonuses[i] as number),
    });
  }
  return people;
}
