import { describe, expect, it } from 'vitest';
import type { EmployeeInput } from '#employee-input.ts';
import { tableOf } from '#table-rows.ts';
import { computeIndicators } from '../indicators/compute-indicators.ts';
import { optimiseRaises, type OptimiseResult } from './optimise.ts';

// Hand-made categories (the levels), every raise worked out on paper in the comments.

let seq = 0;
const row = (
  gender: 'female' | 'male',
  baseSalary: number,
  extra: Partial<EmployeeInput> = {},
): EmployeeInput => ({
  id: `E${++seq}`,
  gender,
  level: 'L1',
  position: 'Analyst',
  location: null,
  daysOff: 0,
  baseSalary,
  bonuses: 0,
  ...extra,
});

const MEN = [10000, 10000, 10000.01];
const menMean = (10000 + 10000 + 10000.01) / 3;
const unlimited = (n: number) => new Float64Array(n).fill(Number.POSITIVE_INFINITY);
const optimise = (rows: EmployeeInput[], extra: { headroom?: Float64Array; budget?: number }) =>
  optimiseRaises({
    table: tableOf(rows),
    options: {},
    headroom: extra.headroom ?? unlimited(rows.length),
    goal: 'flags',
    budget: extra.budget ?? Number.POSITIVE_INFINITY,
  });
const raiseOf = (result: OptimiseResult, rows: EmployeeInput[], id: string) =>
  result.raises[rows.findIndex((r) => r.id === id)];
const gapAfter = (rows: EmployeeInput[], result: OptimiseResult) =>
  computeIndicators(
    rows.map((r, i) => ({ ...r, baseSalary: r.baseSalary + (result.raises[i] ?? 0) })),
  ).categories;

describe('optimiseRaises: flags', () => {
  it('costs the analytical minimum for full-time staff: n × the shortfall of the mean, rounded up to the cent', () => {
    const women = [8000.13, 8500.2, 9000.3, 9200.41];
    const rows = [...MEN.map((b) => row('male', b)), ...women.map((b) => row('female', b))];
    const result = optimise(rows, {});
    // Women's mean must reach 95.01 % of the men's: 9501.003166…; they average 8675.26.
    const shortfall = menMean * 0.9501 - women.reduce((s, b) => s + b, 0) / 4;
    const analytical = Math.ceil(4 * shortfall * 100) / 100;
    expect(analytical).toBe(3302.98);
    expect(result.total).toBe(analytical);
    expect(result.categories).toMatchObject([
      { category: 'L1', raisedGender: 'female', people: 4, total: 3302.98, closed: true },
    ]);
    // Water-filling: all four end level, at 9501.00 or a cent above.
    const after = women.map((b, i) => b + (result.raises[3 + i] ?? 0));
    for (const pay of after) expect(pay).toBeGreaterThanOrEqual(9500.995);
    for (const pay of after) expect(pay).toBeLessThanOrEqual(9501.015);
    const gap = result.categories[0]?.gapAfter ?? 99;
    expect(gap).toBeLessThanOrEqual(4.99);
    expect(gapAfter(rows, result)[0]?.flagged).toBe(false);
  });

  it('lifts the lowest full-time-equivalent pay first where part-timers are among them, costing money paid', () => {
    // Women's FTE pay: B 5000 (2500 at half time), A 6000, C 9700, D 9800; need 7504.012667 of
    // FTE pay in all. Level L with B and A below it: 2L − 11000 = 7504.012667 → L = 9252.006333,
    // under C's 9700. B: (9252.006333 − 5000) × 0.5 = 2126.003167 paid; A: 3252.006333. Rounded
    // down 2126.00 and 3252.00 leave 0.012667 of FTE pay: a cent to A (largest remainder) then
    // one to B (worth 0.02 at half time): 3252.01 + 2126.01 = 5378.02.
    const rows = [
      ...MEN.map((b) => row('male', b)),
      row('female', 6000, { id: 'A', fte: 1 }),
      row('female', 2500, { id: 'B', fte: 0.5 }),
      row('female', 9700, { id: 'C', fte: 1 }),
      row('female', 9800, { id: 'D', fte: 1 }),
    ].map((r) => ({ fte: 1, ...r }));
    const result = optimise(rows, {});
    expect(raiseOf(result, rows, 'A')).toBe(3252.01);
    expect(raiseOf(result, rows, 'B')).toBe(2126.01);
    expect(raiseOf(result, rows, 'C')).toBe(0);
    expect(raiseOf(result, rows, 'D')).toBe(0);
    expect(result.total).toBe(5378.02);
    expect(result.people).toBe(2);
    expect(result.categories[0]?.gapAfter).toBeLessThanOrEqual(4.99);
  });

  it('never lowers anyone, and raises men where women are paid more', () => {
    const rows = [
      ...[10000, 10500, 11000].map((b) => row('female', b)),
      ...[8000, 8200, 9000, 12000].map((b) => row('male', b)),
    ];
    const result = optimise(rows, {});
    expect(result.categories[0]?.raisedGender).toBe('male');
    rows.forEach((r, i) => {
      expect(result.raises[i]).toBeGreaterThanOrEqual(0);
      if (r.gender === 'female') expect(result.raises[i]).toBe(0);
    });
    expect(Math.abs(result.categories[0]?.gapAfter ?? 99)).toBeLessThanOrEqual(4.99);
    // Men's mean must reach 10500 / 1.0499 = 10000.952…: n × shortfall, rounded up.
    const analytical = Math.ceil((4 * (10500 / 1.0499) - (8000 + 8200 + 9000 + 12000)) * 100) / 100;
    expect(result.total).toBe(analytical);
  });

  it('stops each raise at the band maximum and fills the rest from the others', () => {
    const women = [8000.13, 8500.2, 9000.3, 9200.41];
    const rows = [...MEN.map((b) => row('male', b)), ...women.map((b) => row('female', b))];
    const headroom = unlimited(rows.length);
    headroom[3] = 500; // the lowest paid woman's band ends 500 above her pay
    const result = optimise(rows, { headroom });
    expect(result.raises[3]).toBe(500);
    // The other three share the rest: 3302.972667 − 500, still the least the rule allows.
    expect(result.total).toBe(3302.98);
    expect(result.categories[0]?.closed).toBe(true);
  });

  it('leaves a category open when the band maxima cannot close it', () => {
    const rows = [
      ...MEN.map((b) => row('male', b)),
      ...[8000, 8500, 9000].map((b) => row('female', b)),
    ];
    const headroom = unlimited(rows.length);
    for (let i = 3; i < 6; i++) headroom[i] = 100;
    const result = optimise(rows, { headroom });
    expect(result.total).toBe(0);
    expect(result.categories[0]).toMatchObject({ closed: false, openReason: 'band_max' });
  });

  it('closes the cheapest flags the budget covers and says what stays open', () => {
    const l2 = (gender: 'female' | 'male', b: number) => row(gender, b, { level: 'L2' });
    const rows = [
      // L1: costs 3302.98 as above.
      ...MEN.map((b) => row('male', b)),
      ...[8000.13, 8500.2, 9000.3, 9200.41].map((b) => row('female', b)),
      // L2: women 5000 each, men 10000: 3 × (9501 − 5000) = 13503.
      ...[10000, 10000, 10000].map((b) => l2('male', b)),
      ...[5000, 5000, 5000].map((b) => l2('female', b)),
    ];
    const result = optimise(rows, { budget: 4000 });
    expect(result.total).toBe(3302.98);
    expect(result.categories).toMatchObject([
      { category: 'L1', closed: true, openReason: null },
      { category: 'L2', closed: false, openReason: 'budget', total: 0 },
    ]);
    expect(optimise(rows, {}).total).toBe(3302.98 + 13503);
  });
});
