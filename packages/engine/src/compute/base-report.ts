import type { BaseReportData, Measure } from '@parytet/contract/reports';
import { round2OrNull } from '#rounding.ts';
import type { Measures } from './measures.ts';
import { medianInPlace } from './median.ts';
import { compensatedSum, meanOf, payGap } from './stats.ts';

type GenderValues = {
  women: Float64Array;
  men: Float64Array;
  womenSum: number;
  menSum: number;
};

/** One measure split by gender into typed arrays, file order kept (the sums depend on it). */
function split(values: Float64Array, female: Uint8Array, womenCount: number): GenderValues {
  const women = new Float64Array(womenCount);
  const men = new Float64Array(values.length - womenCount);
  let w = 0;
  let m = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (female[i] === 1) women[w++] = v;
    else men[m++] = v;
  }
  return { women, men, womenSum: compensatedSum(women), menSum: compensatedSum(men) };
}

function measure(women: number | null, men: number | null, gap: number | null): Measure {
  return {
    women: round2OrNull(women),
    men: round2OrNull(men),
    pay_gap_percentage: round2OrNull(gap),
  };
}

function meanAndMedian(
  values: Float64Array,
  female: Uint8Array,
  womenCount: number,
  minGroupSize: number,
): { mean: Measure; median: Measure } {
  const g = split(values, female, womenCount);
  const nw = g.women.length;
  const nm = g.men.length;
  const womenMean = meanOf(g.womenSum, nw);
  const menMean = meanOf(g.menSum, nm);
  // The split arrays are this function's own, so the median may reorder them.
  const womenMedian = medianInPlace(g.women);
  const menMedian = medianInPlace(g.men);
  return {
    mean: measure(womenMean, menMean, payGap(menMean, womenMean, nm, nw, minGroupSize)),
    median: measure(womenMedian, menMedian, payGap(menMedian, womenMedian, nm, nw, minGroupSize)),
  };
}

export function computeBaseReport(m: Measures, minGroupSize: number): BaseReportData {
  const { women } = m;
  const base = meanAndMedian(m.base, m.female, women, minGroupSize);
  const freeDays = meanAndMedian(m.freeDays, m.female, women, minGroupSize);
  const withBonuses = meanAndMedian(m.withBonuses, m.female, women, minGroupSize);
  return {
    number_of_women: women,
    number_of_men: m.female.length - women,
    mean: {
      base_salary: base.mean,
      salary_considering_free_days: freeDays.mean,
      salary_with_bonuses: withBonuses.mean,
    },
    median: {
      base_salary: base.median,
      salary_considering_free_days: freeDays.median,
      salary_with_bonuses: withBonuses.median,
    },
  };
}
