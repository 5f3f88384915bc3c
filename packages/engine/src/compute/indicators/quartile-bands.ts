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
  // Each gender's pay sorted on its own (a typed-array sort, no comparator calls), then merged:
  // a run of equal pay is the same run, with the same women and men, as in one sorted order.
  let womenCount = 0;
  for (let i = 0; i < n; i++) womenCount += female[i] as number;
  const womenPay = new Float64Array(womenCount);
  const menPay = new Float64Array(n - womenCount);
  let w = 0;
  let m = 0;
  for (let i = 0; i < n; i++) {
    if (female[i] === 1) womenPay[w++] = pay[i] as number;
    else menPay[m++] = pay[i] as number;
  }
  womenPay.sort();
  menPay.sort();
  const bounds = [0, 1, 2, 3, 4].map((k) => Math.floor((k * n) / 4));
  const bands: Band[] = ([1, 2, 3, 4] as const).map((band) => ({
    band,
    size: (bounds[band] as number) - (bounds[band - 1] as number),
    women: 0,
    men: 0,
  }));
  let start = 0;
  let a = 0;
  let b = 0;
  // The band holding rank `start`: runs ascend, so only it and the bands after it can overlap.
  let first = 0;
  while (start < n) {
    const value = Math.min(
      a < womenPay.length ? (womenPay[a] as number) : Infinity,
      b < menPay.length ? (menPay[b] as number) : Infinity,
    );
    let women = 0;
    while (a < womenPay.length && womenPay[a] === value) {
      women++;
      a++;
    }
    let end = start + women;
    while (b < menPay.length && menPay[b] === value) {
      end++;
      b++;
    }
    const size = end - start;
    // Only NaN equals nothing, not even itself; never loop on it.
    if (size === 0) break;
    while (first < 3 && (bounds[first + 1] as number) <= start) first++;
    for (let k = first; k < 4 && (bounds[k] as number) < end; k++) {
      const band = bands[k] as Band;
      const from = Math.max(start, bounds[k] as number);
      const to = Math.min(end, bounds[k + 1] as number);
      if (to <= from) continue;
      const overlap = to - from;
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
