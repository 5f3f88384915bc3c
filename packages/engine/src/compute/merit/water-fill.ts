/**
 * Water-filling of one group: the raises (in whole cents of money actually paid) that lift the
 * lowest full-time-equivalent pay first to one common level, so that the group's FTE pay rises
 * by `need` in all: nobody is raised above someone left below them, and each person's rise
 * stops at their `headroom` (a band's maximum). A rise of Δ in FTE pay costs Δ × fte in money
 * paid. Null when the headroom of the whole group is less than `need`.
 *
 * Cents: each raise is first rounded down, then the cents still needed go one at a time to
 * whoever lost most to that rounding, until the rise reaches `need`; for full-time staff the
 * total is exactly `need` rounded up to the cent.
 */
export function waterFill(
  values: readonly number[],
  fte: readonly number[],
  headroom: readonly number[],
  need: number,
): Int32Array | null {
  const n = values.length;
  const cents = new Int32Array(n);
  if (!(need > 0)) return cents;
  let capacity = 0;
  for (const h of headroom) capacity += h;
  const tolerance = 1e-9 * Math.max(1, need);
  if (capacity < need - tolerance) return null;
  const rise = (level: number) => {
    let sum = 0;
    for (let k = 0; k < n; k++) {
      const d = level - (values[k] as number);
      if (d > 0) sum += Math.min(d, headroom[k] as number);
    }
    return sum;
  };
  let low = Number.POSITIVE_INFINITY;
  for (const v of values) low = Math.min(low, v);
  let high = low + need;
  while (rise(high) < need) high += high - low;
  for (let step = 0; step < 200 && high - low > 1e-12 * Math.max(1, high); step++) {
    const mid = (low + high) / 2;
    if (rise(mid) >= need) high = mid;
    else low = mid;
  }
  const exact = new Float64Array(n);
  let gained = 0;
  for (let k = 0; k < n; k++) {
    const d = Math.min(Math.max(0, high - (values[k] as number)), headroom[k] as number);
    exact[k] = d * (fte[k] as number) * 100;
    cents[k] = Math.floor((exact[k] as number) + 1e-9);
    gained += (cents[k] as number) / 100 / (fte[k] as number);
  }
  const order = [...exact.keys()]
    .filter((k) => (exact[k] as number) > 0)
    .sort(
      (a, b) =>
        (exact[b] as number) - (cents[b] as number) - ((exact[a] as number) - (cents[a] as number)),
    );
  let deficit = need - gained;
  while (deficit > tolerance) {
    let given = false;
    for (const k of order) {
      const f = fte[k] as number;
      if (((cents[k] as number) + 1) / 100 / f > (headroom[k] as number) + 0.01 / f) continue;
      cents[k] = (cents[k] as number) + 1;
      deficit -= 0.01 / f;
      given = true;
      if (deficit <= tolerance) break;
    }
    if (!given) break;
  }
  return cents;
}
