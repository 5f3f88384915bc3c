import { describe, expect, it } from 'vitest';
import { indicatorsDataSchema } from './indicators.ts';

const band = (band: number) => ({
  band,
  number_of_women: 1.5,
  number_of_men: 0.5,
  women_percentage: 75,
  men_percentage: 25,
});
const data = {
  records: 8,
  hours_basis: 'fte',
  category_source: 'level',
  pay_gap_mean: 4.2,
  pay_gap_median: null,
  variable_pay_gap_mean: null,
  variable_pay_gap_median: null,
  receiving_variable_pay: { women_percentage: 0, men_percentage: null },
  quartile_bands: [1, 2, 3, 4].map(band),
  categories: [],
  unexplained_gap: null,
  cost_to_close: { total_monthly_raise: 0, total_yearly_raise: 0, categories: [] },
};

describe('indicators schemas', () => {
  it('accept fractional band counts and null gaps', () => {
    expect(indicatorsDataSchema.parse(data)).toEqual(data);
  });

  it('refuse anything but four bands and an unknown hours basis', () => {
    expect(indicatorsDataSchema.safeParse({ ...data, quartile_bands: [band(1)] }).success).toBe(
      false,
    );
    expect(indicatorsDataSchema.safeParse({ ...data, hours_basis: 'days' }).success).toBe(false);
  });
});
