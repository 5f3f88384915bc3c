import { describe, expect, it } from 'vitest';
import type { EmployeeInput } from '#employee-input.ts';
import { readSalaryFile } from '#read-salary-file.ts';
import { tableOf } from '#table-rows.ts';
import { computeIndicators } from '../indicators/compute-indicators.ts';
import { bandPeopleOf } from '../salary-bands/band-people.ts';
import { payAgainstBands } from '../salary-bands/pay-against-bands.ts';
import type { BandStructure } from '../salary-bands/types.ts';
import { meritBudgetTotal } from './budget.ts';
import { guidelinePercents, raiseOfPercent } from './guidelines.ts';
import { meritImpact } from './impact.ts';
import { bandHeadroom, meritPlacement } from './placement.ts';
import { raisedPay } from './raised-table.ts';
import { remediationComparison } from './remediation.ts';
import { salaryFileCsv } from './salary-file-csv.ts';
import { unexplainedGapOf } from './unexplained.ts';

const levels = ['L1', 'L2', 'L3'];
/** 60 people over three levels and four positions, women paid about 8 % less, some part-time. */
const rows: EmployeeInput[] = Array.from({ length: 60 }, (_, i) => {
  const level = levels[i % 3] as string;
  const female = ((i * 7919) % 13) % 2 === 0;
  const base = (5000 + (i % 3) * 1500 + ((i * 37) % 11) * 90) * (female ? 0.92 : 1);
  return {
    id: `P${i + 1}`,
    gender: female ? 'female' : 'male',
    level,
    position: `Job ${(i * 7) % 5}, "grade"`,
    location: i % 5 === 0 ? null : 'Kraków',
    daysOff: i % 7,
    baseSalary: Math.round(base * 100) / 100,
    bonuses: (i % 4) * 1000,
    fte: i % 8 === 0 ? 0.5 : 1,
    yearsOfService: i % 9,
    performance: i % 4 === 0 ? null : String(1 + (i % 5)),
  };
});
const raises = Float64Array.from(rows, (_, i) => (i % 3 === 0 ? 123.45 : 0));
const structure: BandStructure = {
  basis: 'base',
  bands: [
    { level: 'L1', job_family: null, min: 4000, mid: 5000, max: 6000 },
    { level: 'L2', job_family: null, min: 5500, mid: 6500, max: 7500 },
  ],
};

describe('meritImpact', () => {
  it('after = the existing engine on the raised file: computeIndicators and payAgainstBands', () => {
    const table = tableOf(rows);
    const impact = meritImpact(table, raises, {}, structure);
    const raised = rows.map((r, i) => ({
      ...r,
      baseSalary: raisedPay(r.baseSalary, raises[i] as number),
    }));
    expect(impact.after.indicators).toEqual(computeIndicators(raised));
    expect(impact.after.bands).toEqual(
      payAgainstBands(bandPeopleOf(tableOf(raised)), structure, 3),
    );
    expect(impact.before.indicators).toEqual(computeIndicators(rows));
    expect(impact.after.indicators).not.toEqual(impact.before.indicators);
  });

  it('the raised file written as CSV reads back to the same figures', async () => {
    const table = tableOf(rows);
    const impact = meritImpact(table, raises, { regressionModel: 'parytet' }, null);
    const csv = salaryFileCsv({
      ...table,
      baseSalary: Float64Array.from(rows, (r, i) => raisedPay(r.baseSalary, raises[i] as number)),
    });
    const read = await readSalaryFile(Buffer.from(csv, 'utf8'), 'raised.csv');
    if (!read.ok) throw new Error(read.code);
    expect(computeIndicators(read.table)).toEqual(impact.after.indicators);
    expect(read.table.daysOff).toEqual(table.daysOff);
    expect(read.table.performance?.values).toEqual(table.performance?.values);
  });

  it('unexplainedGapOf is computeIndicators’ unexplained gap, for both models', () => {
    const table = tableOf(rows);
    for (const regressionModel of ['parytet', 'logib'] as const) {
      expect(unexplainedGapOf(table, { regressionModel })).toEqual(
        computeIndicators(table, { regressionModel }).unexplained_gap,
      );
    }
  });
});

describe('placement and guidelines', () => {
  it('reads quarters of the band’s range, and the level’s quartiles where there is no band', () => {
    const people: EmployeeInput[] = [
      { ...rows[0], id: 'a', level: 'L1', baseSalary: 3900, fte: 1 } as EmployeeInput, // below min
      { ...rows[0], id: 'b', level: 'L1', baseSalary: 4600, fte: 1 } as EmployeeInput, // 30 %
      { ...rows[0], id: 'c', level: 'L1', baseSalary: 2750, fte: 0.5 } as EmployeeInput, // 5500: 75 %
      { ...rows[0], id: 'd', level: 'L1', baseSalary: 6100, fte: 1 } as EmployeeInput, // above max
      // L9 has no band: quartiles of its FTE base pay 1000, 2000, 3000, 4000 (P25 1750, P50 2500, P75 3250).
      ...[1000, 2000, 3000, 4000].map(
        (b, k) =>
          ({ ...rows[0], id: `z${k}`, level: 'L9', baseSalary: b, fte: 1 }) as EmployeeInput,
      ),
    ];
    const placement = meritPlacement(tableOf(people), structure);
    expect(Array.from(placement.quartile)).toEqual([1, 2, 4, 4, 1, 2, 3, 4]);
    expect(placement.compaRatio[1]).toBeCloseTo(0.92, 12);
    expect(Number.isNaN(placement.compaRatio[4])).toBe(true);
    const headroom = bandHeadroom(placement, false);
    expect(Array.from(headroom.slice(0, 4))).toEqual([2100, 1400, 500, 0]);
    expect(headroom[4]).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives each person their rating’s row (any letter case), else the unrated row', () => {
    const percents = guidelinePercents(
      ['Meets', ' exceeds ', null, 'Unknown'],
      Uint8Array.from([1, 4, 2, 3]),
      [
        { rating: 'meets', raise_percent: [4, 3, 2, 1] },
        { rating: 'Exceeds', raise_percent: [6, 5, 4, 3.5] },
        { rating: null, raise_percent: [1, 1, 0.5, 0] },
      ],
    );
    expect(Array.from(percents)).toEqual([4, 3.5, 1, 0.5]);
    // 4333.33 × 3.5 % = 151.66655: to the cent below, so a raise never exceeds its percentage.
    expect(raiseOfPercent(4333.33, 3.5)).toBe(151.66);
    expect(raiseOfPercent(0.29, 100)).toBe(0.29);
    expect(raiseOfPercent(5000, 3.5)).toBe(175);
  });

  it('keeps a matrix of the budget’s own percentage within the budget', () => {
    const pay = Float64Array.from([4333.33, 2761.17, 5123.45, 3999.99, 7000.01, 3141.59]);
    const budget = meritBudgetTotal(pay, { kind: 'percent', value: 3.5 });
    const cents = Array.from(pay).reduce(
      (sum, base) => sum + Math.round(raiseOfPercent(base, 3.5) * 100),
      0,
    );
    expect(cents).toBeLessThanOrEqual(Math.round(budget * 100));
  });

  it('budgets a percentage of the monthly base pay actually paid', () => {
    expect(meritBudgetTotal(Float64Array.from([5000, 2500.5]), { kind: 'percent', value: 3 })).toBe(
      225.02,
    );
    expect(meritBudgetTotal(Float64Array.from([5000]), { kind: 'amount', value: 999.99 })).toBe(
      999.99,
    );
  });
});

describe('remediationComparison', () => {
  it('prices the white paper’s two methods on the same pay and says what they leave', () => {
    const table = tableOf(rows);
    const [optimised, byGap, toPrediction] = remediationComparison(table, {}, new Float64Array(60));
    expect(optimised).toMatchObject({ method: 'optimised', total: 0, people: 0 });
    expect(optimised?.flaggedLeft.length).toBeGreaterThan(0);
    expect(byGap?.method).toBe('raise_by_gap');
    expect(byGap?.total).toBeGreaterThan(0);
    expect(toPrediction?.method).toBe('to_prediction');
    expect(toPrediction?.people).toBeGreaterThan(0);
    expect(typeof toPrediction?.unexplainedGap).toBe('number');
  });
});
