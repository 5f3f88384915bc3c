import { describe, expect, it } from 'vitest';
import type { EmployeeInput } from '#employee-input.ts';
import { payStatement } from './pay-statement.ts';

const person = (
  id: string,
  gender: 'female' | 'male',
  baseSalary: number,
  fte: number | null,
  category: string | null,
  position = 'A',
): EmployeeInput => ({
  id,
  gender,
  level: 'P3',
  position,
  location: null,
  daysOff: 0,
  baseSalary,
  bonuses: 0,
  fte,
  category,
});

// The case: a 0.5-FTE worker paid 2 343.74 has a full-time equivalent of 4 687.48.
const rows = [
  person('W1', 'female', 2343.74, 0.5, 'K1'),
  person('W2', 'female', 4500, null, 'K1'),
  person('W3', 'female', 3000, 0.75, 'K2'),
  person('M1', 'male', 5000, 1, 'K1'),
  person('M2', 'male', 2400, 0.5, 'K1'),
  person('M3', 'male', 6000, null, 'K2'),
];

describe('payStatement (Art. 7 letters)', () => {
  it('gives the amount paid, its FTE and full-time equivalent, and the category means per FTE', () => {
    expect(payStatement(rows, 'W1')).toEqual({
      category: 'K1',
      categorySource: 'category_column',
      paid: 2343.74,
      fte: 0.5,
      fullTimeEquivalent: 4687.48,
      // (4687.48 + 4500) / 2 and (5000 + 4800) / 2: the file's categories, not the level P3.
      women: { count: 2, average: 4593.74 },
      men: { count: 2, average: 4900 },
    });
  });

  it('reads the same category list as the indicators: levels, or the mapped positions', () => {
    const noColumn = rows.map(({ category: _c, ...r }) => r);
    expect(payStatement(noColumn, 'W3')).toMatchObject({
      category: 'P3',
      categorySource: 'level',
      women: { count: 3 },
      men: { count: 3 },
    });
    const mapped = payStatement(noColumn, 'W3', { positionCategories: { A: 'Specialists' } });
    expect(mapped).toMatchObject({ category: 'Specialists', categorySource: 'position_mapping' });
  });

  it('a row without a Category cell keeps its level, and says so', () => {
    const mixed = [...rows, person('W9', 'female', 3000, null, null)];
    expect(payStatement(mixed, 'W9')).toMatchObject({ category: 'P3', categorySource: 'level' });
  });

  it('an unknown employee has no statement', () => {
    expect(payStatement(rows, 'nobody')).toBeNull();
  });
});
