import type { CategoryGaps } from './categories.ts';
import type { PayColumns } from './hourly-pay.ts';
import { GAP_THRESHOLD_PERCENT } from './indicator-options.ts';

/** The gap the raises aim at: a hundredth under the threshold, so it also reads under 5.00 %. */
const CLOSE_TARGET_PERCENT = GAP_THRESHOLD_PERCENT - 0.01;

export type CategoryCost = {
  category: string;
  /** The category's unexplained gap before the raises, unrounded. */
  unexplainedGap: number | null;
  raisedGender: 'female' | 'male' | null;
  /** Monthly raise per person (at the person's FTE), only people who get one, in row order. */
  raises: { index: number; monthly: number }[];
  totalMonthly: number;
};

/**
 * Cost to close, per flagged category. Each person's pay is divided by what the regression's
 * objective factors predict for them (the female term left out; without a regression, by 1),
 * and the category's unexplained gap is the gap of the mean of these ratios. When it is at
 * least 5 % either way, the lower-paid gender's lowest ratios are raised to one common floor,
 * just high enough for the gap to reach CLOSE_TARGET_PERCENT: the smallest total rise of the
 * ratios that closes the gap, given first to whoever is furthest below.
 */
export function costToClose(
  categories: readonly CategoryGaps[],
  pay: PayColumns,
  explainedLogPay: Float64Array | null,
): CategoryCost[] {
  const scale = (i: number): number =>
    explainedLogPay === null ? 1 : Math.exp(explainedLogPay[i] as number) * pay.hoursPerMonth;
  // Each row is in one category, so one array serves them all (a Map per category was 10 %).
  const ratio = new Float64Array(pay.n);
  return categories
    .filter((c) => c.flagged)
    .map((c) => {
      let womenSum = 0;
      let menSum = 0;
      for (const i of c.members) {
        const r = (pay.totalPerFte[i] as number) / scale(i);
        ratio[i] = r;
        if (pay.female[i] === 1) womenSum += r;
        else menSum += r;
      }
      const womenMean = womenSum / c.women;
      const menMean = menSum / c.men;
      const gap = ((menMean - womenMean) / menMean) * 100;
      const none = { category: c.category, unexplainedGap: gap, raises: [], totalMonthly: 0 };
      if (!(Math.abs(gap) >= GAP_THRESHOLD_PERCENT)) return { ...none, raisedGender: null };
      const raisedGender = gap > 0 ? ('female' as const) : ('male' as const);
      const want = raisedGender === 'female' ? 1 : 0;
      const target =
        raisedGender === 'female'
          ? menMean * (1 - CLOSE_TARGET_PERCENT / 100)
          : womenMean / (1 + CLOSE_TARGET_PERCENT / 100);
      const under = c.members.filter((i) => pay.female[i] === want);
      under.sort((a, b) => (ratio[a] as number) - (ratio[b] as number));
      const floor = waterLevel(
        under.map((i) => ratio[i] as number),
        target * under.length,
      );
      const raises: { index: number; monthly: number }[] = [];
      let totalMonthly = 0;
      for (const i of under) {
        const r = ratio[i] as number;
        if (r >= floor) break;
        const monthly = (floor - r) * scale(i) * (pay.fte[i] as number);
        raises.push({ index: i, monthly });
        totalMonthly += monthly;
      }
      raises.sort((a, b) => a.index - b.index);
      return { ...none, raisedGender, raises, totalMonthly };
    });
}

/** The floor L with Σ max(0, L − v) = Σ v's needed rise, for `sorted` ascending; `goal` = Σ after. */
function waterLevel(sorted: readonly number[], goal: number): number {
  let rest = sorted.reduce((s, v) => s + v, 0);
  for (let k = 0; k < sorted.length; k++) {
    rest -= sorted[k] as number;
    const level = (goal - rest) / (k + 1);
    const next = sorted[k + 1];
    if (next === undefined || level <= next) return level;
  }
  return -Infinity;
}
