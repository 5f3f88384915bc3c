import { medianOfValues, payGap } from '../stats.ts';

/** Mean and median gaps of one measure between the women and men picked by `include`. */
export function gapsOf(
  values: Float64Array,
  female: Uint8Array,
  minGroupSize: number,
  include: (i: number) => boolean = () => true,
): { mean: number | null; median: number | null; women: number; men: number } {
  const women: number[] = [];
  const men: number[] = [];
  let womenSum = 0;
  let menSum = 0;
  for (let i = 0; i < values.length; i++) {
    if (!include(i)) continue;
    const v = values[i] as number;
    if (female[i] === 1) {
      women.push(v);
      womenSum += v;
    } else {
      men.push(v);
      menSum += v;
    }
  }
  const nw = women.length;
  const nm = men.length;
  const womenMean = nw === 0 ? null : womenSum / nw;
  const menMean = nm === 0 ? null : menSum / nm;
  return {
    mean: payGap(menMean, womenMean, nm, nw, minGroupSize),
    median: payGap(medianOfValues(men), medianOfValues(women), nm, nw, minGroupSize),
    women: nw,
    men: nm,
  };
}

export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}
