import type {
  ExtendedSalaryRangesData,
  LevelRange,
  PositionRange,
  SalaryRangesData,
} from '@parytet/contract/reports';
import { round2OrNull } from '../rounding.ts';
import { type Groups, type Measures, membersOf } from './measures.ts';
import { meanOf, medianOf, payGap, summarize } from './stats.ts';

/** Per level over base salary: headcounts, mean, median, min and max. */
export function computeSalaryRanges(levels: Groups, m: Measures): SalaryRangesData {
  const ranges: LevelRange[] = levels.keys.map((level, g) => {
    const members = membersOf(levels, g);
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
  members: ArrayLike<number>,
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

/**
 * Per level, then per position inside that level, over base salary. Members of a level are
 * ordered by (position rank, row) with one numeric sort, so no per-level maps or re-collation.
 */
export function computeExtendedSalaryRanges(
  levels: Groups,
  positions: Groups,
  m: Measures,
  minGroupSize: number,
): ExtendedSalaryRangesData {
  const n = m.base.length;
  const rank = positions.of;
  const ranges = levels.keys.map((level, g) => {
    const members = membersOf(levels, g);
    const order = new Float64Array(members.length);
    for (let k = 0; k < members.length; k++) {
      const i = members[k] as number;
      order[k] = (rank[i] as number) * n + i;
    }
    order.sort();
    const out: PositionRange[] = [];
    let run: number[] = [];
    for (let k = 0; k < order.length; k++) {
      const key = order[k] as number;
      const i = key % n;
      run.push(i);
      const next = order[k + 1];
      if (next === undefined || Math.floor(next / n) !== Math.floor(key / n)) {
        const position = positions.keys[Math.floor(key / n)] ?? '';
        out.push(positionRange(position, run, m, minGroupSize));
        run = [];
      }
    }
    return { level, positions: out };
  });
  return { ranges };
}
