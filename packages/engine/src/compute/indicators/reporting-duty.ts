/** Art. 9(2)–(4): who reports, from when and how often, by the organisation's head count. */
export type ReportingDuty = {
  head_count_band: '250_or_more' | '150_to_249' | '100_to_149' | 'under_100';
  /** ISO date of the first report, null when there is no duty. */
  first_deadline: string | null;
  /** Years between reports after the first, null when there is no duty. */
  frequency_years: 1 | 3 | null;
};

export function reportingDuty(headCount: number): ReportingDuty {
  if (!Number.isInteger(headCount) || headCount < 0) {
    throw new RangeError(`headCount must be an integer >= 0, got ${headCount}`);
  }
  if (headCount >= 250) {
    return { head_count_band: '250_or_more', first_deadline: '2027-06-07', frequency_years: 1 };
  }
  if (headCount >= 150) {
    return { head_count_band: '150_to_249', first_deadline: '2027-06-07', frequency_years: 3 };
  }
  if (headCount >= 100) {
    return { head_count_band: '100_to_149', first_deadline: '2031-06-07', frequency_years: 3 };
  }
  return { head_count_band: 'under_100', first_deadline: null, frequency_years: null };
}

/** The first deadline on or after `today` (ISO date), or null when there is no duty. */
export function nextReportingDeadline(duty: ReportingDuty, today: string): string | null {
  if (duty.first_deadline === null || duty.frequency_years === null) return null;
  let year = Number(duty.first_deadline.slice(0, 4));
  while (`${year}-06-07` < today) year += duty.frequency_years;
  return `${year}-06-07`;
}
