import { describe, expect, it } from 'vitest';
import { salaryBandsBodySchema } from '@parytet/contract/salary-bands';
import {
  bandsFormSchema,
  cellOfServerPath,
  parseAmount,
  type BandsFormValues,
} from './bands-form.ts';

const L1 = { level: 'L1', job_family: null, min: 5000, mid: 6000, max: 7000 };
const L2 = { level: 'L2', job_family: null, min: 6500, mid: 8000, max: 9500 };

const values = (overrides: Partial<BandsFormValues> = {}): BandsFormValues => ({
  effective_from: '2026-01-01',
  basis: 'base',
  currency: 'PLN',
  bands: [L1, L2],
  job_families: [],
  ...overrides,
});

/** Each issue as "path: message", the form's errors cell by cell. */
const issues = (input: BandsFormValues) =>
  (bandsFormSchema.safeParse(input).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('the bands form schema', () => {
  it('is the contract body schema: what it accepts, the route accepts', () => {
    expect(issues(values())).toEqual([]);
    expect(salaryBandsBodySchema.safeParse(values()).success).toBe(true);
  });

  it('names the cell that breaks min ≤ mid ≤ max', () => {
    expect(
      issues(
        values({
          bands: [
            { ...L1, mid: 4000 },
            { ...L2, max: 7000 },
          ],
        }),
      ),
    ).toEqual(['bands.0.mid: mid_below_min', 'bands.1.max: max_below_mid']);
  });

  it('still checks the order of one band while another cell holds no number', () => {
    expect(
      issues(
        values({
          bands: [
            { ...L1, min: null },
            { ...L2, mid: 10_000 },
          ],
        }),
      ),
    ).toEqual(['bands.0.min: invalid_number', 'bands.1.max: max_below_mid']);
  });

  it('keeps the contract own messages: negative, cents, required level', () => {
    expect(
      issues(
        values({
          bands: [
            { ...L1, level: ' ', min: -1 },
            { ...L2, mid: 8000.123 },
          ],
        }),
      ),
    ).toEqual([
      'bands.0.level: required',
      'bands.0.min: negative',
      'bands.1.mid: more_than_two_decimals',
    ]);
  });

  it('finds a band twice, a family not in the list and a family name twice', () => {
    expect(
      issues(
        values({
          bands: [
            { level: 'L1', job_family: null, min: 1, mid: 2, max: 3 },
            { level: 'L1', job_family: null, min: 1, mid: 2, max: 3 },
            { level: 'L1', job_family: 'IT', min: 1, mid: 2, max: 3 },
            { level: 'L1', job_family: 'Sales', min: 1, mid: 2, max: 3 },
          ],
          job_families: [
            { name: 'IT', positions: ['Developer'] },
            { name: 'IT', positions: [] },
          ],
        }),
      ),
    ).toEqual([
      'job_families.1.name: duplicate_family',
      'bands.1.level: duplicate_band',
      'bands.3.job_family: unknown_job_family',
    ]);
  });
});

describe('amounts as people type them', () => {
  it.each([
    ['6500', 6500],
    ['6 500,50', 6500.5],
    ['6\u00a0500.5', 6500.5],
    ['6500 zł', 6500],
    [' 12345.67 ', 12345.67],
    ['', null],
    ['abc', null],
    ['6,5,0', null],
  ])('%j → %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});

describe('a refusal from the server', () => {
  it('points at the band or the cell it names', () => {
    expect(cellOfServerPath('bands.3')).toEqual({ index: 3, field: 'mid' });
    expect(cellOfServerPath('bands.0.job_family')).toEqual({ index: 0, field: 'job_family' });
    expect(cellOfServerPath('effective_from')).toBeNull();
  });
});
