// Numeric collation gives 'L2' < 'L10'; Polish rules put 'Ś' after 'S' as a Polish user expects.
const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'variant' });

/** Natural order for level and position labels: 'L2' before 'L10'. A total order. */
export function compareNatural(a: string, b: string): number {
  const byCollation = collator.compare(a, b);
  if (byCollation !== 0) return byCollation;
  // Distinct strings the collator deems equal still need a fixed order.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `names` in natural order, and the rank there of each name's index in `names`. */
export function naturalRanks(names: readonly string[]): { sorted: string[]; rank: Int32Array } {
  const order = names
    .map((_, c) => c)
    .sort((a, b) => compareNatural(names[a] as string, names[b] as string));
  const rank = new Int32Array(names.length);
  order.forEach((c, r) => (rank[c] = r));
  return { sorted: order.map((c) => names[c] as string), rank };
}
