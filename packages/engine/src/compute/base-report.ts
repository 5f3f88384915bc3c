import type { BaseReportData, Measure } from '@parytet/contract/reports';
import { round2OrNull } from '../rounding.ts';
import type { Measures } from './measures.ts';
import { compensatedSum, meanOf, medianOfValues, payGap } from './stats.ts';

type GenderValues = { women: number[]; men: number[]; womenSum: number; menSum: number };

function split(values: Float64Array, female: Uint8Array): GenderValues {
  const out: GenderValues = { women: [], men: [], womenSum: 0, menSum: 0 };
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (female[i] === 1) out.women.push(v);
    else out.men.push(v);
  }
  out.womenSum = compensatedSum(out.women);
  out.menSum = compensatedSum(out.men);
  return out;
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
  minGroupSize: number,
): { mean: Measure; median: Measure } {
  const g = split(values, female);
  const nw = g.women.length;
  const nm = g.men.length;
  const womenMean = meanOf(g.womenSum, nw);
  const menMean = meanOf(g.menSum, nm);
  const womenMedian = medianOfValues(g.women);
  const menMedian = medianOfValues(g.men);
  return {
    mean: measure(womenMean, menMean, payGap(menMean, womenMean, nm, nw, minGroupSize)),
    median: measure(womenMedian, menMedian, payGap(menMedian, womenMedian, nm, nw, minGroupSize)),
  };
}

export function computeBaseReport(m: Measures, minGroupSize: number): BaseReportData {
  let women = 0;
  for (const f of m.female) women += f;
  const base = meanAndMedian(m.base, m.female, minGroupSize);
  const freeDays = meanAndMedian(m.freeDays, m.female, minGroupSize);
  const withBonuses = meanAndMedian(m.withBonuses, m.female, minGroupSize);
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
