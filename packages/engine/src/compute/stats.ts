import { medianInPlace } from './median.ts';

/** Counts and sums of one group, split by gender, gathered in a single pass. */
export type GroupSummary = {
  total: number;
  women: number;
  men: number;
  sum: number;
  womenSum: number;
  menSum: number;
  min: number | null;
  max: number | null;
};

/**
 * Sums are compensated (Neumaier): the error of a plain running sum grows with the number of
 * values (100 000 amounts of millions could shift a rounded cent), a compensated one stays within
 * an ulp or two of the exact sum whatever the count, for four extra additions per value.
 */
export function summarize(
  indices: ArrayLike<number>,
  values: Float64Array,
  female: Uint8Array,
): GroupSummary {
  let women = 0;
  let womenSum = 0;
  let womenC = 0;
  let menSum = 0;
  let menC = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k] as number;
    const v = values[i] as number;
    if (female[i] === 1) {
      women++;
      const t = womenSum + v;
      womenC += Math.abs(womenSum) >= Math.abs(v) ? womenSum - t + v : v - t + womenSum;
      womenSum = t;
    } else {
      const t = menSum + v;
      menC += Math.abs(menSum) >= Math.abs(v) ? menSum - t + v : v - t + menSum;
      menSum = t;
    }
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const total = indices.length;
  womenSum += womenC;
  menSum += menC;
  return {
    total,
    women,
    men: total - women,
    sum: womenSum + menSum,
    womenSum,
    menSum,
    min: total === 0 ? null : min,
    max: total === 0 ? null : max,
  };
}

/** Σ values, compensated as in `summarize`. */
export function compensatedSum(values: ArrayLike<number>): number {
  let sum = 0;
  let c = 0;
  for (let k = 0; k < values.length; k++) {
    const v = values[k] as number;
    const t = sum + v;
    c += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
  }
  return sum + c;
}

export function meanOf(sum: number, count: number): number | null {
  return count === 0 ? null : sum / count;
}

/** Median of the values at `indices`, optionally only one gender's; null for an empty group. */
export function medianOf(
  indices: ArrayLike<number>,
  values: Float64Array,
  female?: Uint8Array,
  wantFemale?: boolean,
): number | null {
  if (female === undefined) {
    const picked = new Float64Array(indices.length);
    for (let k = 0; k < indices.length; k++) picked[k] = values[indices[k] as number] as number;
    return medianInPlace(picked);
  }
  const picked: number[] = [];
  const want = wantFemale === true ? 1 : 0;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k] as number;
    if (female[i] === want) picked.push(values[i] as number);
  }
  return medianOfValues(picked);
}

function medianOfValues(values: ArrayLike<number>): number | null {
  // The array-like constructor is much faster than Float64Array.from on large inputs.
  return medianInPlace(new Float64Array(values));
}

/**
 * (men − women) / men × 100. Null when either gender has fewer than `minGroupSize` people, and
 * when the men's figure is 0 (possible only for pay after free days when every man took N days).
 */
export function payGap(
  men: number | null,
  women: number | null,
  menCount: number,
  womenCount: number,
  minGroupSize: number,
): number | null {
  if (menCount < minGroupSize || womenCount < minGroupSize) return null;
  if (men === null || women === null || men === 0) return null;
  return ((men - women) / men) * 100;
}
