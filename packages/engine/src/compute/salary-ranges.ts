import type {
  ExtendedSalaryRangesData,
  LevelRange,
  PositionRange,
  SalaryRangesData,
} from '@parytet/contract/reports';
import { round2OrNull } from '#rounding.ts';
import { type Groups, type Measures, membersOf, type PairGroups } from './measures.ts';
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

/** Per level, then per position inside that level, over base salary. */
export function computeExtendedSalaryRanges(
  levels: Groups,
  positions: Groups,
  pairs: PairGroups,
  m: Measures,
  minGroupSize: number,
): ExtendedSalaryRangesData {
  const ranges = levels.keys.map((level) => ({ level, positions: [] as PositionRange[] }));
  for (let g = 0; g < pairs.count; g++) {
    const position = positions.keys[pairs.position[g] as number] as string;
    ranges[pairs.level[g] as number]?.positions.push(
      positionRange(position, membersOf(pairs, g), m, minGroupSize),
    );
  }
  return { ranges };
}
