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

/** `iso` + `months` calendar months; a day the month lacks is its last (31 Aug + 6 = 28/29 Feb). */
export function addCalendarMonths(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}

/** Art. 9(10) and Art. 10: the joint assessment runs for six calendar months from submission. */
export const ASSESSMENT_MONTHS = 6;

export type AssessmentDeadlines = {
  /** The day the organisation recorded filing the report; null until it does. */
  submitted_on: string | null;
  /** submitted_on + 6 calendar months: an open flag is overdue from this day. Null before. */
  due_date: string | null;
  /**
   * Before submission, the day the report is to be filed: the band's first deadline on or after
   * 7 June of the year after the reporting period (null without a duty). Null once submitted.
   */
  filing_deadline: string | null;
};

/**
 * The one deadline rule (decisions §8), pure (the dates are passed in). `periodEnd` is the end
 * of the reporting period (or, for a report without one, its upload day).
 */
export function assessmentDeadlines(input: {
  periodEnd: string;
  submittedOn: string | null;
  duty: ReportingDuty;
}): AssessmentDeadlines {
  if (input.submittedOn !== null) {
    return {
      submitted_on: input.submittedOn,
      due_date: addCalendarMonths(input.submittedOn, ASSESSMENT_MONTHS),
      filing_deadline: null,
    };
  }
  const yearAfter = `${Number(input.periodEnd.slice(0, 4)) + 1}-06-07`;
  return {
    submitted_on: null,
    due_date: null,
    filing_deadline: nextReportingDeadline(input.duty, yearAfter),
  };
}

/** Whether an open flag (neither justified nor remedied) is overdue on `today`: from the due day on. */
export const isOverdue = (deadlines: AssessmentDeadlines, today: string): boolean =>
  deadlines.due_date !== null && today >= deadlines.due_date;

/** A submission day must lie between the period's end and today (both included). */
export const isValidSubmissionDay = (day: string, periodEnd: string, today: string): boolean =>
  day >= periodEnd && day <= today;
