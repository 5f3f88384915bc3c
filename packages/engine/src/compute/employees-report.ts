import type { EmployeeRow } from '@parytet/contract/reports';
import type { EmployeeInput } from '../employee-input.ts';
import { round2, round2OrNull } from '../rounding.ts';
import type { Groups, Measures } from './measures.ts';
import { meanOf, summarize } from './stats.ts';

type GroupMeans = { all: number | null; women: number | null; men: number | null };

function meansPerGroup(groups: Groups, m: Measures): Map<string, GroupMeans> {
  const out = new Map<string, GroupMeans>();
  for (const key of groups.keys) {
    const s = summarize(groups.members.get(key) ?? [], m.base, m.female);
    out.set(key, {
      all: meanOf(s.sum, s.total),
      women: meanOf(s.womenSum, s.women),
      men: meanOf(s.menSum, s.men),
    });
  }
  return out;
}

/**
 * Means of each position within each level (decisions §5: a position group is the same work,
 * one Position within one Level; a title that spans levels is several groups).
 */
function meansPerLevelPosition(
  rows: readonly EmployeeInput[],
  levels: Groups,
  m: Measures,
): Map<string, Map<string, GroupMeans>> {
  const out = new Map<string, Map<string, GroupMeans>>();
  for (const level of levels.keys) {
    const byPosition = new Map<string, number[]>();
    for (const i of levels.members.get(level) ?? []) {
      const position = (rows[i] as EmployeeInput).position;
      const list = byPosition.get(position);
      if (list === undefined) byPosition.set(position, [i]);
      else list.push(i);
    }
    const keys = [...byPosition.keys()];
    out.set(level, meansPerGroup({ keys, members: byPosition }, m));
  }
  return out;
}

const NO_MEANS: GroupMeans = { all: null, women: null, men: null };

/**
 * One row per employee, in input order. The comparator is the other gender's mean base salary
 * in the same level and position, else in the same level, else none. One person of the
 * other gender is enough: the minimum group size guards published aggregate gaps, while this
 * figure is an internal, per-person reference the employer already holds.
 */
export function computeEmployees(
  rows: readonly EmployeeInput[],
  levels: Groups,
  m: Measures,
): EmployeeRow[] {
  const levelMeans = meansPerGroup(levels, m);
  const positionMeans = meansPerLevelPosition(rows, levels, m);
  return rows.map((row) => {
    const p = positionMeans.get(row.level)?.get(row.position) ?? NO_MEANS;
    const l = levelMeans.get(row.level) ?? NO_MEANS;
    const isFemale = row.gender === 'female';
    const comparator = (isFemale ? p.men : p.women) ?? (isFemale ? l.men : l.women);
    const salary = row.baseSalary;
    return {
      id: row.id,
      gender: row.gender,
      level: row.level,
      position: row.position,
      location: row.location,
      salary: round2(salary),
      position_mean_salary: round2OrNull(p.all),
      position_women_mean_salary: round2OrNull(p.women),
      position_men_mean_salary: round2OrNull(p.men),
      level_mean_salary: round2OrNull(l.all),
      level_women_mean_salary: round2OrNull(l.women),
      level_men_mean_salary: round2OrNull(l.men),
      salary_difference: comparator === null ? null : round2(salary - comparator),
      pay_gap: comparator === null ? null : round2(((salary - comparator) / comparator) * 100),
    };
  });
}
