/** The ISO day `months` calendar months after `day`, clamped to the month's end (30 Nov + 3 = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/**
 * Whether a report's data is old enough to be pooled (decisions §10): `months` calendar months
 * have passed since its period's end, or, for a report without a period, since its upload day.
 */
export function oldEnoughToPool(
  periodEnd: string | null,
  uploadedOn: string,
  today: string,
  months: number,
): boolean {
  return addMonths(periodEnd ?? uploadedOn, months) <= today;
}
