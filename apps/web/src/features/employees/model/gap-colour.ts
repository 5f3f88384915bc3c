import type { EmployeeRow } from '@parytet/contract/reports';
import { payGapColour, type PayGapColour } from '#lib/pay-gap-scale.ts';

/**
 * An employee's gap is (salary − other gender's average) / that average, so its sign says
 * "paid less / more than the other gender", not "women / men paid less". Every screen colours
 * one way (orange = women paid less, the scale's positive side), so the value is turned into
 * that direction first: a woman below the men's average and a man above the women's average
 * are both orange.
 */
export const womenDisadvantage = (row: Pick<EmployeeRow, 'gender' | 'pay_gap'>): number | null => {
  if (row.pay_gap === null) return null;
  return row.gender === 'female' ? 0 - row.pay_gap : row.pay_gap;
};

export const employeeGapColour = (row: Pick<EmployeeRow, 'gender' | 'pay_gap'>): PayGapColour =>
  payGapColour(womenDisadvantage(row));
