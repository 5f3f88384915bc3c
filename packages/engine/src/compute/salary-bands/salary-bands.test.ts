import { describe, expect, it } from 'vitest';
import { tableOf } from '#table-rows.ts';
import { bandOrderErrors } from './band-of.ts';
import { bandPeopleOf } from './band-people.ts';
import { reviewBands } from './band-review.ts';
import { draftBandsFromPay } from './draft-bands.ts';
import { payAgainstBands } from './pay-against-bands.ts';
import { percentileInc } from './percentile.ts';
import type { Band, BandPerson, BandStructure } from './types.ts';

const person = (
  id: string,
  gender: 'F' | 'M',
  level: string,
  base: number,
  extra: Partial<BandPerson> = {},
): BandPerson => ({ id, gender, level, position: 'Analyst', fte: 1, base, total: base, ...extra });

describe('percentileInc (spreadsheets PERCENTILE.INC)', () => {
  it('interpolates linearly between the ranks around (n − 1) × p', () => {
    expect(percentileInc([1, 2, 3, 4], 10)).toBeCloseTo(1.3, 12);
    expect(percentileInc([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentileInc([1, 2, 3, 4], 90)).toBeCloseTo(3.7, 12);
    expect(percentileInc([1, 2, 3, 4], 100)).toBe(4);
  });
  it('gives a tie its value and one value itself', () => {
    expect(percentileInc([5, 5, 5, 9], 50)).toBe(5);
    expect(percentileInc([7], 10)).toBe(7);
  });
});

describe('draftBandsFromPay', () => {
  it('drafts min, mid and max at the 10th, 50th and 90th percentile of full-time pay per level', () => {
    const people = [
      person('a', 'F', 'L10', 9000),
      person('b', 'M', 'L2', 4000),
      person('c', 'F', 'L2', 3000, { fte: 0.5 }), // 6000 full time
      person('d', 'M', 'L2', 5000),
      person('e', 'F', 'L2', 7000),
    ];
    // L2 full-time pay sorted: 4000, 5000, 6000, 7000 → P10 4300, P50 5500, P90 6700.
    expect(draftBandsFromPay(people, 'base')).toEqual([
      { level: 'L2', job_family: null, min: 4300, mid: 5500, max: 6700 },
      { level: 'L10', job_family: null, min: 9000, mid: 9000, max: 9000 },
    ]);
  });
  it('follows the chosen percentiles and the total-pay basis', () => {
    const people = [
      person('a', 'F', 'L1', 4000, { total: 5000 }),
      person('b', 'M', 'L1', 6000, { total: 6000 }),
    ];
    expect(draftBandsFromPay(people, 'total', { min: 25, mid: 50, max: 75 })).toEqual([
      { level: 'L1', job_family: null, min: 5250, mid: 5500, max: 5750 },
    ]);
  });
});

describe('payAgainstBands', () => {
  const structure: BandStructure = {
    basis: 'base',
    bands: [{ level: 'L1', job_family: null, min: 4000, mid: 5000, max: 6000 }],
  };
  const staff = [
    person('F1', 'F', 'L1', 3500),
    person('F2', 'F', 'L1', 1800, { fte: 0.5 }), // 3600 full time, below the minimum
    person('F3', 'F', 'L1', 5000),
    person('M1', 'M', 'L1', 6500),
    person('M2', 'M', 'L1', 5000),
    person('M3', 'M', 'L1', 4500),
    person('X1', 'M', 'L9', 4500),
  ];

  it('places each person: compa-ratio, range penetration, below the minimum, above the maximum', () => {
    const { employees } = payAgainstBands(staff, structure, 3);
    const byId = Object.fromEntries(employees.map((e) => [e.id, e]));
    expect(byId.F1).toMatchObject({
      pay: 3500,
      compa_ratio: 0.7,
      range_penetration: -0.25,
      below_min: true,
    });
    expect(byId.F2).toMatchObject({
      pay: 3600,
      compa_ratio: 0.72,
      range_penetration: -0.2,
      below_min: true,
    });
    expect(byId.M1).toMatchObject({ compa_ratio: 1.3, range_penetration: 1.25, above_max: true });
    expect(byId.X1).toMatchObject({ band_level: null, compa_ratio: null, below_min: false });
  });

  it("sums a band's figures: mean compa-ratios, their gap and flag, the cost to the minimum in money paid", () => {
    const [band] = payAgainstBands(staff, structure, 3).bands;
    // Women (0.7 + 0.72 + 1) / 3 = 0.80667, men (1.3 + 1 + 0.9) / 3 = 1.06667,
    // gap (1.06667 − 0.80667) / 1.06667 = 24.375 % → 24.38; cost (4000 − 3500) × 1 + (4000 − 3600) × 0.5.
    expect(band).toMatchObject({
      total_people: 6,
      number_of_women: 3,
      number_of_men: 3,
      women_mean_compa_ratio: 0.8067,
      men_mean_compa_ratio: 1.0667,
      compa_ratio_gap_percentage: 24.38,
      flagged: true,
      below_min: 2,
      below_min_women: 2,
      below_min_men: 0,
      above_max: 1,
      cost_to_min_monthly: 700,
      cost_to_min_monthly_women: 700,
      cost_to_min_monthly_men: 0,
    });
  });

  it('withholds means and the gap under the minimum group size, and flags at 5.00 % not 4.99 %', () => {
    const small = payAgainstBands(staff.slice(0, 5), structure, 3).bands[0];
    expect(small).toMatchObject({
      men_mean_compa_ratio: null,
      compa_ratio_gap_percentage: null,
      flagged: false,
    });
    const at = (womenPay: number) =>
      payAgainstBands(
        [person('w', 'F', 'L1', womenPay), person('m', 'M', 'L1', 5000)],
        structure,
        1,
      ).bands[0];
    expect(at(4750)).toMatchObject({ compa_ratio_gap_percentage: 5, flagged: true });
    expect(at(4750.5)).toMatchObject({ compa_ratio_gap_percentage: 4.99, flagged: false });
  });

  it("reads a job family's band within its level, else the level's band", () => {
    const families: BandStructure = {
      basis: 'total',
      job_families: [{ name: 'Engineering', positions: ['Developer'] }],
      bands: [
        { level: 'L1', job_family: null, min: 4000, mid: 5000, max: 6000 },
        { level: 'L1', job_family: 'Engineering', min: 6000, mid: 7000, max: 8000 },
        { level: 'L2', job_family: null, min: 5000, mid: 5000, max: 5000 },
      ],
    };
    const dev = (id: string, level: string) =>
      person(id, 'F', level, 6000, { position: 'Developer', total: 7000 });
    const { employees, bands } = payAgainstBands([dev('d1', 'L1'), dev('d2', 'L2')], families, 1);
    expect(employees[0]).toMatchObject({
      band_job_family: 'Engineering',
      compa_ratio: 1,
      range_penetration: 0.5,
    });
    expect(employees[1]).toMatchObject({
      band_level: 'L2',
      band_job_family: null,
      compa_ratio: 1.4,
      range_penetration: null,
      above_max: true,
    });
    expect(bands.map((b) => [b.level, b.job_family, b.total_people])).toEqual([
      ['L1', null, 0],
      ['L1', 'Engineering', 1],
      ['L2', null, 1],
    ]);
  });
});

describe('reviewBands and bandOrderErrors', () => {
  const bands: Band[] = [
    { level: 'L1', job_family: null, min: 4000, mid: 5000, max: 6000 },
    { level: 'L2', job_family: null, min: 5500, mid: 7000, max: 8000 },
    { level: 'L3', job_family: null, min: 8500, mid: 9000, max: 9500 },
  ];
  it('points out overlaps and gaps between consecutive levels and bands outside the spread', () => {
    expect(reviewBands(bands, { min: 20, max: 48 })).toEqual([
      { kind: 'overlap', lower: 'L1', upper: 'L2', amount: 500 },
      { kind: 'gap', lower: 'L2', upper: 'L3', amount: 500 },
      { kind: 'wide', level: 'L1', job_family: null, spread: 50 },
      { kind: 'narrow', level: 'L3', job_family: null, spread: 11.76 },
    ]);
  });
  it('names each band whose min ≤ mid ≤ max fails', () => {
    const wrong = { level: 'L4', job_family: null, min: 9000, mid: 8000, max: 9500 };
    expect(bandOrderErrors([...bands, wrong])).toEqual([{ index: 3, band: wrong }]);
  });
});

describe('bandPeopleOf', () => {
  it('reads total pay as Base Salary plus a twelfth of the yearly Bonuses and Benefits', () => {
    const [person] = bandPeopleOf(
      tableOf([
        {
          id: 'A',
          gender: 'female',
          level: 'L1',
          position: 'Clerk',
          location: null,
          daysOff: 0,
          baseSalary: 5000,
          bonuses: 12000,
        },
      ]),
    );
    expect(person).toMatchObject({ base: 5000, total: 6000, fte: 1 });
  });
});
