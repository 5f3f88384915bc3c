import type { SalaryTable } from '#salary-table.ts';
import { textAt } from '#text-column.ts';
import { DEFAULT_FULL_TIME_WEEKLY_HOURS, fteColumn } from '../full-time-equivalent.ts';
import { monthlyWithBonuses } from '../measures.ts';
import type { BandPerson } from './types.ts';

/**
 * A report's people as the bands read them: the amounts paid and each one's share of a
 * full-time post by the one working-time rule (FTE, else Weekly Hours over the full-time week,
 * else full time; decisions §8).
 */
export function bandPeopleOf(
  table: SalaryTable,
  fullTimeWeeklyHours = DEFAULT_FULL_TIME_WEEKLY_HOURS,
): BandPerson[] {
  const fte = fteColumn(table, fullTimeWeeklyHours);
  const people: BandPerson[] = new Array(table.length);
  for (let i = 0; i < table.length; i++) {
    const base = table.baseSalary[i] as number;
    people[i] = {
      id: table.id[i] as string,
      gender: table.female[i] === 1 ? 'F' : 'M',
      level: textAt(table.level, i) ?? '',
      position: textAt(table.position, i) ?? '',
      fte: fte === null ? 1 : (fte[i] as number),
      base,
      total: monthlyWithBonuses(base, table.bonuses[i] as number),
    };
  }
  return people;
}
