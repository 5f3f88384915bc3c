import type {
  ExtendedSalaryRangesData,
  LevelRange,
  PositionRange,
  SalaryRangesData,
} from '@parytet/contract/reports';
import type { EmployeeInput } from '../employee-input.ts';
import { compareNatural } from '../natural-order.ts';
import { round2OrNull } from '../rounding.ts';
import type { Groups, Measures } from './measures.ts';
import { meanOf, medianOf, payGap, summarize } from './stats.ts';

/** Per level over base salary: headcounts, mean, median, min and max. */
export function computeSalaryRanges(levels: Groups, m: Measures): SalaryRangesData {
  const ranges: LevelRange[] = levels.keys.map((level) => {
    const members = levels.members.get(level) ?? [];
    const s = summarize(members, m.base, m.female);
    return {
      level,
      total_people: s.total,
      number_of_women: s.women,
      number_of_men: s.men,
      average: round2OrNull(meanOf(s.sum, s.total)),
      median: round2OrNull(medianOf(members, m.base)),
      min_salary: round2OrNull(s.min),
      max_salary: round2OrNull(s.max),
    };
  });
  return { ranges };
}

function positionRange(
  position: string,
  members: number[],
  m: Measures,
  minGroupSize: number,
): PositionRange {
  const s = summarize(members, m.base, m.female);
  const womenMean = meanOf(s.womenSum, s.women);
  const menMean = meanOf(s.menSum, s.men);
  return {
    position,
    average: round2OrNull(meanOf(s.sum, s.total)),
    median: round2OrNull(medianOf(members, m.base)),
    total_people: s.total,
    number_of_women: s.women,
    number_of_men: s.men,
    women_average_salary: round2OrNull(womenMean),
    men_average_salary: round2OrNull(menMean),
    pay_gap_percentage: round2OrNull(payGap(menMean, womenMean, s.men, s.women, minGroupSize)),
  };
}

/** Per level, then per position inside that level, over base salary. */
export function computeExtendedSalaryRanges(
  levels: Groups,
  rows: readonly EmployeeInput[],
  m: Measures,
  minGroupSize: number,
): ExtendedSalaryRangesData {
  const ranges = levels.keys.map((level) => {
    const byPosition = new Map<string, number[]>();
    for (const i of levels.members.get(level) ?? []) {
      const position = (rows[i] as EmployeeInput).position;
      const list = byPosition.get(position);
      if (list === undefined) byPosition.set(position, [i]);
      else list.push(i);
    }
    const positions = [...byPosition.keys()]
      .sort(compareNatural)
      .map((p) => positionRange(p, byPosition.get(p) ?? [], m, minGroupSize));
    return { level, positions };
  });
  return { ranges };
}
