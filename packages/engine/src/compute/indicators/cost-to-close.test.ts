import { describe, expect, it } from 'vitest';
import type { EmployeeInput } from '#employee-input.ts';
import { person } from '#test/helpers/test-rows.ts';
import { categoryGaps } from './categories.ts';
import { costToClose } from './cost-to-close.ts';
import { payColumns } from './hourly-pay.ts';
import { resolveIndicatorOptions } from './indicator-options.ts';
import { tableOf } from '#table-rows.ts';

function costs(rows: EmployeeInput[]) {
  const options = resolveIndicatorOptions();
  const pay = payColumns(tableOf(rows), options);
  const categories = categoryGaps(tableOf(rows), pay, options.positionCategories, 3);
  return costToClose(categories, pay, null);
}

describe('costToClose (without a regression: the raw category gap)', () => {
  it('raises the lowest-paid women to one floor until the gap is 4.99 %', () => {
    // Women per FTE 2800 (1400 at half time), 3000, 3200; men 3000, 3200, 3400 (mean 3200).
    // Target women mean 3200 × 0.9501 = 3040.32, sum 9120.96: +120.96, all to the lowest,
    // whose floor 2920.96 stays under the next (3000). At FTE 0.5 that is 60.48 a month.
    const rows = [
      { ...person('F', 'L1', 'A', 1400), fte: 0.5 },
      person('F', 'L1', 'A', 3000),
      person('F', 'L1', 'A', 3200),
      ...[3000, 3200, 3400].map((p) => person('M', 'L1', 'A', p)),
    ];
    const [l1] = costs(rows);
    expect(l1?.raisedGender).toBe('female');
    expect(l1?.unexplainedGap).toBeCloseTo(6.25, 10);
    expect(l1?.raises).toHaveLength(1);
    expect(l1?.raises[0]?.index).toBe(0);
    expect(l1?.raises[0]?.monthly).toBeCloseTo(60.48, 9);
    expect(l1?.totalMonthly).toBeCloseTo(60.48, 9);
  });

  it('spreads the raise when the floor passes several people, and raises men when they are paid less', () => {
    // Women 3000 ×3 → each to 3040.32 (+40.32).
    const equal = costs([
      ...[3000, 3000, 3000].map((p) => person('F', 'L1', 'A', p)),
      ...[3000, 3200, 3400].map((p) => person('M', 'L1', 'A', p)),
    ]);
    expect(equal[0]?.raises.map((r) => r.monthly)).toEqual([
      expect.closeTo(40.32, 9),
      expect.closeTo(40.32, 9),
      expect.closeTo(40.32, 9),
    ]);
    // Men 4700 ×3, women 5000 ×3: men to 5000 / 1.0499 = 4762.358… each.
    const men = costs([
      ...[5000, 5000, 5000].map((p) => person('F', 'L2', 'B', p)),
      ...[4700, 4700, 4700].map((p) => person('M', 'L2', 'B', p)),
    ]);
    expect(men[0]?.raisedGender).toBe('male');
    expect(men[0]?.totalMonthly).toBeCloseTo(3 * (5000 / 1.0499 - 4700), 9);
  });

  it('lists flagged categories only', () => {
    const rows = [
      ...[3000, 3000, 3000].map((p) => person('F', 'L1', 'A', p)),
      ...[3000, 3000, 3100].map((p) => person('M', 'L1', 'A', p)),
    ];
    expect(costs(rows)).toEqual([]);
  });
});
