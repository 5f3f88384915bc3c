// Numeric collation gives 'L2' < 'L10'; Polish rules put 'Ś' after 'S' as a Polish user expects.
const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'variant' });

/** Natural order for level and position labels: 'L2' before 'L10'. A total order. */
export function compareNatural(a: string, b: string): number {
  const byCollation = collator.compare(a, b);
  if (byCollation !== 0) return byCollation;
  // Distinct strings the collator deems equal still need a fixed order.
  return a < b ? -1 : a > b ? 1 : 0;
}
