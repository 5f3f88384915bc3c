import { reportingDutySchema } from '@parytet/contract/reporting/indicators';
import { describe, expect, it } from 'vitest';
import {
  assessmentDeadlines,
  isOverdue,
  isValidSubmissionDay,
  nextReportingDeadline,
  reportingDuty,
} from './reporting-duty.ts';

describe('reportingDuty (Art. 9(2)–(4))', () => {
  it('bands by head count', () => {
    expect(reportingDuty(250)).toEqual({
      head_count_band: '250_or_more',
      first_deadline: '2027-06-07',
      frequency_years: 1,
    });
    expect(reportingDuty(249).head_count_band).toBe('150_to_249');
    expect(reportingDuty(150)).toEqual({
      head_count_band: '150_to_249',
      first_deadline: '2027-06-07',
      frequency_years: 3,
    });
    expect(reportingDuty(149).first_deadline).toBe('2031-06-07');
    expect(reportingDuty(100).frequency_years).toBe(3);
    expect(reportingDuty(99)).toEqual({
      head_count_band: 'under_100',
      first_deadline: null,
      frequency_years: null,
    });
    expect(() => reportingDuty(-1)).toThrow(RangeError);
    for (const n of [0, 120, 200, 5000]) {
      expect(() => reportingDutySchema.parse(reportingDuty(n))).not.toThrow();
    }
  });

  it('the next deadline on or after a date', () => {
    expect(nextReportingDeadline(reportingDuty(300), '2026-11-23')).toBe('2027-06-07');
    expect(nextReportingDeadline(reportingDuty(300), '2027-06-08')).toBe('2028-06-07');
    expect(nextReportingDeadline(reportingDuty(200), '2027-06-08')).toBe('2030-06-07');
    expect(nextReportingDeadline(reportingDuty(120), '2027-06-08')).toBe('2031-06-07');
    expect(nextReportingDeadline(reportingDuty(120), '2031-06-07')).toBe('2031-06-07');
    expect(nextReportingDeadline(reportingDuty(50), '2027-01-01')).toBeNull();
  });
});

describe('assessmentDeadlines (decisions §8)', () => {
  const duty = reportingDuty(250);
  it('before submission: nothing is due, the filing deadline is 7 June of the year after', () => {
    const d = assessmentDeadlines({ periodEnd: '2026-12-31', submittedOn: null, duty });
    expect(d).toEqual({ submitted_on: null, due_date: null, filing_deadline: '2027-06-07' });
    expect(isOverdue(d, '2030-01-01')).toBe(false);
  });

  it('the head-count band decides the cadence of the filing deadline', () => {
    const every3 = reportingDuty(200);
    const at = (periodEnd: string, d = every3) =>
      assessmentDeadlines({ periodEnd, submittedOn: null, duty: d }).filing_deadline;
    expect(at('2026-12-31')).toBe('2027-06-07');
    expect(at('2027-12-31')).toBe('2030-06-07');
    expect(at('2026-12-31', reportingDuty(120))).toBe('2031-06-07');
    expect(at('2026-12-31', reportingDuty(40))).toBeNull();
  });

  it('after submission: due six calendar months on, clamped to the month end', () => {
    const due = (submittedOn: string) =>
      assessmentDeadlines({ periodEnd: '2026-12-31', submittedOn, duty }).due_date;
    expect(due('2027-03-15')).toBe('2027-09-15');
    expect(due('2027-08-31')).toBe('2028-02-29');
    expect(due('2026-08-31')).toBe('2027-02-28');
    expect(due('2027-12-31')).toBe('2028-06-30');
    const d = assessmentDeadlines({ periodEnd: '2026-12-31', submittedOn: '2027-03-31', duty });
    expect(d).toEqual({
      submitted_on: '2027-03-31',
      due_date: '2027-09-30',
      filing_deadline: null,
    });
    expect(isOverdue(d, '2027-09-29')).toBe(false);
    expect(isOverdue(d, '2027-09-30')).toBe(true);
  });

  it('a submission day lies between the period end and today', () => {
    expect(isValidSubmissionDay('2026-12-31', '2026-12-31', '2027-01-05')).toBe(true);
    expect(isValidSubmissionDay('2027-01-05', '2026-12-31', '2027-01-05')).toBe(true);
    expect(isValidSubmissionDay('2026-12-30', '2026-12-31', '2027-01-05')).toBe(false);
    expect(isValidSubmissionDay('2027-01-06', '2026-12-31', '2027-01-05')).toBe(false);
  });
});
