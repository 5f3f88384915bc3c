import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { indicatorsDataSchema } from '@parytet/contract/reporting/indicators';
import { describe, expect, it } from 'vitest';
import { computeIndicators, computeReports, readSalaryFile, round2, rowsOf } from '#index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const datasetsDir = path.resolve(here, '../../../../shared/datasets');

async function load(name: string) {
  const file = path.join(datasetsDir, `${name}_upload_format.csv`);
  const result = await readSalaryFile(readFileSync(file), path.basename(file));
  if (!result.ok) throw new Error(`${name}: ${result.code}`);
  return rowsOf(result.table);
}

/** Naive recomputation of the variable-pay figures: receivers only, sorted medians. */
function naiveVariable(rows: Awaited<ReturnType<typeof load>>, min: number) {
  const pick = (g: string) =>
    rows.filter((r) => r.gender === g && r.bonuses > 0).map((r) => r.bonuses);
  const [w, m] = [pick('female'), pick('male')];
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const median = (v: number[]) => {
    const s = [...v].sort((a, b) => a - b);
    const k = s.length >> 1;
    return s.length % 2 === 1 ? (s[k] as number) : ((s[k - 1] as number) + (s[k] as number)) / 2;
  };
  const ok = w.length >= min && m.length >= min;
  const women = rows.filter((r) => r.gender === 'female').length;
  return {
    mean: ok ? round2(((mean(m) - mean(w)) / mean(m)) * 100) : null,
    median: ok ? round2(((median(m) - median(w)) / median(m)) * 100) : null,
    women: round2((w.length / women) * 100),
    men: round2((m.length / (rows.length - women)) * 100),
  };
}

describe.each(['glassdoor', 'montgomery2023', 'cardata_salaries'])('indicators on %s', (name) => {
  it('agree with the base report and a naive recomputation, and parse with the contract', async () => {
    const rows = await load(name);
    const out = computeIndicators(rows);
    const reports = computeReports(rows);
    expect(indicatorsDataSchema.parse(out)).toEqual(out);
    expect(out.hours_basis).toBe('full_time_assumed');
    // Without FTE the total-pay gaps are the base report's salary-with-bonuses gaps.
    expect(out.pay_gap_mean).toBe(reports.base.mean.salary_with_bonuses.pay_gap_percentage);
    expect(out.pay_gap_median).toBe(reports.base.median.salary_with_bonuses.pay_gap_percentage);
    // Default categories are the levels: base and total gaps are W1 and W2.
    expect(out.categories.map((c) => c.base_pay_gap_percentage)).toEqual(
      reports.adjusted.w1.map((r) => r.pay_gap_percentage),
    );
    expect(out.categories.map((c) => c.total_pay_gap_percentage)).toEqual(
      reports.adjusted.w2.map((r) => r.pay_gap_percentage),
    );
    const variable = naiveVariable(rows, 3);
    expect(out.variable_pay_gap_mean).toBe(variable.mean);
    expect(out.variable_pay_gap_median).toBe(variable.median);
    expect(out.receiving_variable_pay).toEqual({
      women_percentage: variable.women,
      men_percentage: variable.men,
    });
    // Bands hold ⌊k·n/4⌋ − ⌊(k−1)·n/4⌋ people and together every woman and man.
    const n = rows.length;
    out.quartile_bands.forEach((b, k) => {
      const size = Math.floor(((k + 1) * n) / 4) - Math.floor((k * n) / 4);
      expect(b.number_of_women + b.number_of_men).toBeCloseTo(size, 9);
    });
    const women = out.quartile_bands.reduce((s, b) => s + b.number_of_women, 0);
    expect(women).toBeCloseTo(reports.base.number_of_women, 9);
    for (const c of out.categories) {
      expect(c.flagged).toBe(
        c.total_pay_gap_percentage !== null && Math.abs(c.total_pay_gap_percentage) >= 5,
      );
    }
    const flagged = out.categories.filter((c) => c.flagged).map((c) => c.category);
    expect(out.cost_to_close.categories.map((c) => c.category)).toEqual(flagged);
  });
});

describe('Glassdoor pinned', () => {
  it('the indicators', async () => {
    const out = computeIndicators(await load('glassdoor'));
    expect([out.pay_gap_mean, out.pay_gap_median]).toEqual([8.1, 8.12]);
    // Everyone has a bonus: the variable-pay gaps are over all 1 000.
    expect([out.variable_pay_gap_mean, out.variable_pay_gap_median]).toEqual([-0.2, -1.12]);
    expect(out.receiving_variable_pay).toEqual({ women_percentage: 100, men_percentage: 100 });
    expect(out.quartile_bands.map((b) => [b.number_of_women, b.number_of_men])).toEqual([
      [143, 107],
      [119, 131],
      [117, 133],
      [89, 161],
    ]);
    expect(out.quartile_bands.map((b) => b.women_percentage)).toEqual([57.2, 47.6, 46.8, 35.6]);
    expect(
      out.categories.map((c) => [
        c.category,
        c.base_pay_gap_percentage,
        c.variable_pay_gap_percentage,
        c.total_pay_gap_percentage,
        c.flagged,
      ]),
    ).toEqual([
      ['1', 15.59, -0.35, 14.5, true],
      ['2', 11.14, -1.45, 10.34, true],
      ['3', 6.73, -1.82, 6.21, true],
      ['4', 7.91, 2.3, 7.57, true],
      ['5', 7.3, 1.53, 6.97, true],
    ]);
    // Every level is flagged on its raw gap, but once position and department are accounted
    // for no level's unexplained gap reaches 5 %: nothing to pay.
    expect(
      out.cost_to_close.categories.map((c) => [c.category, c.unexplained_gap_percentage]),
    ).toEqual([
      ['1', 3.48],
      ['2', 1.26],
      ['3', -1.13],
      ['4', -0.7],
      ['5', -2.81],
    ]);
    expect(out.cost_to_close.total_monthly_raise).toBe(0);
    expect(out.unexplained_gap?.above_tolerance).toBe(false);
  });
});
