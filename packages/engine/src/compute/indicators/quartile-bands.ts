import { selectInPlace } from '../median.ts';

/** One pay quartile band: fractional head counts where equal pay straddles a boundary. */
export type Band = { band: 1 | 2 | 3 | 4; size: number; women: number; men: number };

/**
 * Art. 9(1)(f). People are ranked by `pay` ascending; band k (1..4) holds ranks
 * ⌊(k−1)·n/4⌋ .. ⌊k·n/4⌋−1. A run of equal pay covering ranks s..e−1 with w women and m men
 * gives each band it overlaps (o ranks) o·w/(w+m) women and o·m/(w+m) men, so each band keeps
 * its exact size and every tie group its ratio of women to men (as UK SI 2017/172 reg 13(2)).
 */
export function quartileBands(pay: Float64Array, female: Uint8Array): Band[] {
  const n = pay.length;
  const bounds = [0, 1, 2, 3, 4].map((k) => Math.floor((k * n) / 4));
  const bands: Band[] = ([1, 2, 3, 4] as const).map((band) => ({
    band,
    size: (bounds[band] as number) - (bounds[band - 1] as number),
    women: 0,
    men: 0,
  }));
  // No sort (it took a tenth of the indicators' time): the pay at each boundary rank is found
  // by selection, and one pass counts the women and men at each of those values and in each
  // stretch between them. A stretch lies inside one band (its ranks start after a boundary
  // rank's run ends and end before the next one's begins), so only a boundary value's run can
  // be shared, and the walk below treats a stretch as one run it adds whole.
  // NaN is never counted, as in a sorted order where it comes last and ties with nothing.
  const work = new Float64Array(n);
  let ranked = 0;
  for (let i = 0; i < n; i++) {
    const v = pay[i] as number;
    if (v === v) work[ranked++] = v;
  }
  const cuts: number[] = [];
  let from = 0;
  for (let k = 1; k < 4; k++) {
    const rank = bounds[k] as number;
    if (rank >= ranked) break;
    // Everything after a selected rank is no smaller, so the next rank is found in the rest.
    selectInPlace(work.subarray(from, ranked), rank - from);
    from = rank;
    const value = work[rank] as number;
    if (cuts.at(-1) !== value) cuts.push(value);
  }
  // Slot 2j: pay below cuts[j] (and above the cut before); slot 2j+1: pay equal to cuts[j].
  const slots = 2 * cuts.length + 1;
  const slotSize = new Int32Array(slots);
  const slotWomen = new Int32Array(slots);
  for (let i = 0; i < n; i++) {
    const v = pay[i] as number;
    if (v !== v) continue;
    let s = 0;
    while (s < slots - 1) {
      const cut = cuts[s >> 1] as number;
      if (v < cut) break;
      if (v === cut) {
        s++;
        break;
      }
      s += 2;
    }
    slotSize[s] = (slotSize[s] as number) + 1;
    slotWomen[s] = (slotWomen[s] as number) + (female[i] as number);
  }
  let start = 0;
  // The band holding rank `start`: runs ascend, so only it and the bands after it can overlap.
  let first = 0;
  for (let s = 0; s < slots; s++) {
    const size = slotSize[s] as number;
    if (size === 0) continue;
    const women = slotWomen[s] as number;
    const end = start + size;
    while (first < 3 && (bounds[first + 1] as number) <= start) first++;
    for (let k = first; k < 4 && (bounds[k] as number) < end; k++) {
      const band = bands[k] as Band;
      const lo = Math.max(start, bounds[k] as number);
      const hi = Math.min(end, bounds[k + 1] as number);
      if (hi <= lo) continue;
      const overlap = hi - lo;
      // Whole runs (the usual case) add exact integers; only a shared run adds fractions.
      if (overlap === size) {
        band.women += women;
        band.men += size - women;
      } else {
        band.women += (overlap * women) / size;
        band.men += (overlap * (size - women)) / size;
      }
    }
    start = end;
  }
  return bands;
}
