import { medianInPlace } from '../median.ts';
import { payGap } from '../stats.ts';

/** Mean and median gaps of one measure between the women and men picked by `include`. */
export function gapsOf(
  values: Float64Array,
  female: Uint8Array,
  minGroupSize: number,
  include: (i: number) => boolean = () => true,
): { mean: number | null; median: number | null; women: number; men: number } {
  // Typed arrays this function owns, so the medians may reorder them in place.
  const women = new Float64Array(values.length);
  const men = new Float64Array(values.length);
  let nw = 0;
  let nm = 0;
  let womenSum = 0;
  let menSum = 0;
  for (let i = 0; i < values.length; i++) {
    if (!include(i)) continue;
    const v = values[i] as number;
    if (female[i] === 1) {
      women[nw++] = v;
      womenSum += v;
    } else {
      men[nm++] = v;
      menSum += v;
    }
  }
  const womenMean = nw === 0 ? null : womenSum / nw;
  const menMean = nm === 0 ? null : menSum / nm;
  const menMedian = medianInPlace(men.subarray(0, nm));
  const womenMedian = medianInPlace(women.subarray(0, nw));
  return {
    mean: payGap(menMean, womenMean, nm, nw, minGroupSize),
    median: payGap(menMedian, womenMedian, nm, nw, minGroupSize),
    women: nw,
    men: nm,
  };
}

export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}
