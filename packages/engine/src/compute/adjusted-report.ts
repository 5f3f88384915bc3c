import type { AdjustedReportData, AdjustedRow } from '@parytet/contract/reports';
import { round2OrNull } from '#rounding.ts';
import { type Groups, type Measures, membersOf } from './measures.ts';
import { meanOf, payGap, summarize } from './stats.ts';

type LevelGaps = { rows: AdjustedRow[]; weighted: number | null };

/** One row per level over one measure, plus the headcount-weighted mean of the shown gaps. */
function levelGaps(
  levels: Groups,
  values: Float64Array,
  female: Uint8Array,
  minGroupSize: number,
): LevelGaps {
  const rows: AdjustedRow[] = [];
  let weightedSum = 0;
  let weight = 0;
  for (let g = 0; g < levels.keys.length; g++) {
    const level = levels.keys[g] as string;
    const s = summarize(membersOf(levels, g), values, female);
    const womenMean = meanOf(s.womenSum, s.women);
    const menMean = meanOf(s.menSum, s.men);
    const gap = payGap(menMean, womenMean, s.men, s.women, minGroupSize);
    if (gap !== null) {
      // Unrounded gaps, so the weighted figure does not carry rounding from each level.
      weightedSum += gap * s.total;
      weight += s.total;
    }
    rows.push({
      level,
      total_people: s.total,
      number_of_women: s.women,
      number_of_men: s.men,
      average_salary_women: round2OrNull(womenMean),
      average_salary_men: round2OrNull(menMean),
      pay_gap_percentage: round2OrNull(gap),
    });
  }
  return { rows, weighted: weight === 0 ? null : weightedSum / weight };
}

export function computeAdjustedReport(
  levels: Groups,
  m: Measures,
  minGroupSize: number,
): AdjustedReportData {
  const w1 = levelGaps(levels, m.base, m.female, minGroupSize);
  const w2 = levelGaps(levels, m.withBonuses, m.female, minGroupSize);
  return {
    w1: w1.rows,
    w2: w2.rows,
    w1_weighted_pay_gap_percentage: round2OrNull(w1.weighted),
    w2_weighted_pay_gap_percentage: round2OrNull(w2.weighted),
  };
}
