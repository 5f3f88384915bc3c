import { reportingDutySchema } from '@parytet/contract/indicators';
import { describe, expect, it } from 'vitest';
import { nextReportingDeadline, reportingDuty } from './reporting-duty.ts';

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
