import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { regressionDataSchema } from '@parytet/contract/regression';
import { fitRegression } from '#compute/regression/fit-regression.ts';
import { computeIndicators, readSalaryFile, rowsOf, type EmployeeInput } from '#index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function logibExample(): Promise<EmployeeInput[]> {
  const file = path.join(here, 'fixtures/logib/logib-example.csv');
  const result = await readSalaryFile(readFileSync(file), 'logib-example.csv');
  if (!result.ok) throw new Error(result.code);
  return rowsOf(result.table);
}

const to5 = (x: number): number => Number(x.toPrecision(5));

// Logib's tests/testthat/test-analysis.R pins these to 3 decimals (−0.026, 0.003, 0.991, df 267,
// |t| 7.925); to 5 significant digits they are lm's on the same 280 rows (population 1 of
// data-raw/Example_data_sheet_M1.xlsx), reproduced independently with numpy's lstsq:
// −0.026463, SE 0.0033391 (0.003339071), R² 0.99148, Kennedy −0.026121.
describe('the logib model on Logib’s example data', () => {
  it('gives Logib’s coefficient, standard error, R², df and Kennedy estimate', async () => {
    const { regression, excluded_rows } = fitRegression(await logibExample(), 'logib');
    expect(excluded_rows).toEqual([]);
    expect(regression).not.toBeNull();
    if (regression === null) return;
    expect(regression.n).toBe(280);
    expect(regression.df).toBe(267);
    expect(to5(regression.female.coefficient)).toBe(-0.026463);
    expect(to5(regression.female.standard_error)).toBe(0.0033391);
    expect(to5(regression.r_squared)).toBe(0.99148);
    expect(to5(regression.female.kennedy)).toBe(-0.026121);
    // Logib's |t| 7.925 and its verdict: significant, Kennedy 2.6 % above the 2.5 % target.
    expect(Number(Math.abs(regression.female.t).toFixed(3))).toBe(7.925);
    expect(regression.verdict).toBe('above_target');
    expect(regression.female.p).toBeLessThan(1e-12);
    // Intercept, 4 numerics, 4 level and 4 position dummies, female; one dummy aliased.
    expect(regression.terms).toHaveLength(13);
    expect(regression.aliased).toHaveLength(1);
    expect(regression.terms.at(-1)?.term).toBe('female');
    expect(regression.terms.map((t) => t.term).slice(0, 5)).toEqual([
      '(intercept)',
      'years_of_training',
      'years_of_service',
      'potential_experience',
      'potential_experience_squared',
    ]);
    // Levels and positions against their highest code (Logib's relevel to the maximum).
    expect(regression.terms.some((t) => t.term === 'level=7' || t.term === 'position=5')).toBe(
      false,
    );
    const female = regression.female;
    expect(female.ci_low).toBeLessThan(female.coefficient);
    expect(female.ci_high).toBeGreaterThan(female.coefficient);
  });

  it('leaves out the rows Logib’s checks exclude, lists why, and fits the rest alike', async () => {
    const rows = await logibExample();
    const planted: EmployeeInput[] = [
      { ...(rows[0] as EmployeeInput), id: 'young', age: 12 },
      { ...(rows[1] as EmployeeInput), id: 'no-age', age: null },
      { ...(rows[2] as EmployeeInput), id: 'early', age: 30, yearsOfService: 20 },
      { ...(rows[3] as EmployeeInput), id: 'half-year', age: 63.5 },
    ];
    const { regression, excluded_rows } = fitRegression([...rows, ...planted], 'logib');
    expect(excluded_rows).toEqual([
      { id: 'young', reason: 'age_out_of_range' },
      { id: 'young', reason: 'entry_age_below_13' },
      { id: 'no-age', reason: 'missing_age' },
      { id: 'early', reason: 'entry_age_below_13' },
      { id: 'half-year', reason: 'age_not_whole' },
    ]);
    expect(regression?.n).toBe(280);
    expect(to5(regression?.female.coefficient ?? 0)).toBe(-0.026463);
  });

  it('reads Education as years when it is not Logib’s codes 1–8', async () => {
    const years = [17, 15, 14, 15, 13, 12, 11, 7];
    const rows = (await logibExample()).map((r) => ({
      ...r,
      education: String(years[Number(r.education) - 1]),
    }));
    const { regression } = fitRegression(rows, 'logib');
    expect(to5(regression?.female.coefficient ?? 0)).toBe(-0.026463);
  });

  it('says why there is no fit when Logib’s checks leave too few rows', async () => {
    const rows = (await logibExample()).map((r) => ({ ...r, age: null }));
    const { regression, unavailable_reason } = fitRegression(rows, 'logib');
    expect(regression).toBeNull();
    expect(unavailable_reason).toBe('too_few_rows');
  });
});

describe('the parytet model’s full output', () => {
  it('keeps the indicators’ female coefficient and adds every term', async () => {
    const rows = await logibExample();
    const indicators = computeIndicators(rows);
    const { regression } = fitRegression(rows, 'parytet');
    expect(regression?.female.coefficient).toBe(indicators.unexplained_gap?.coefficient);
    expect(regression?.female.standard_error).toBe(indicators.unexplained_gap?.standard_error);
    expect(regression?.absorbed).toEqual({ factor: 'education', groups: 6 });
    expect(regression?.terms.map((t) => t.term)).toContain('years_of_service');
    expect(regression?.r_squared).toBeGreaterThan(0.9);
  });
});

describe('the full output’s shape', () => {
  it('parses as the contract’s regression data, for both models', async () => {
    const rows = await logibExample();
    for (const model of ['logib', 'parytet'] as const) {
      const { regression } = fitRegression(rows, model);
      expect(regressionDataSchema.parse(regression)).toEqual(regression);
    }
  });
});

describe('the indicators under the chosen model', () => {
  it('take the unexplained gap from Logib’s model when it is chosen', async () => {
    const rows = await logibExample();
    const logib = computeIndicators(rows, { regressionModel: 'logib' });
    const parytet = computeIndicators(rows);
    expect(to5(logib.unexplained_gap?.coefficient ?? 0)).toBe(-0.026463);
    expect(logib.unexplained_gap?.n).toBe(280);
    expect(parytet.unexplained_gap?.coefficient).not.toBe(logib.unexplained_gap?.coefficient);
    // Everything else is the same figures.
    expect({ ...logib, unexplained_gap: null }).toEqual({ ...parytet, unexplained_gap: null });
  });
});
