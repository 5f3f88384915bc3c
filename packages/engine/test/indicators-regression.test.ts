import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fitUnexplainedGap } from '#compute/indicators/unexplained-gap.ts';
import { computeIndicators, readSalaryFile, rowsOf, tableOf, type EmployeeInput } from '#index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const datasetsDir = path.resolve(here, '../../../../shared/datasets');
type Reference = {
  n: number;
  df: number;
  coefficient: number;
  standard_error: number;
  ci_low: number;
  ci_high: number;
  above_tolerance: boolean;
};
const reference = JSON.parse(
  readFileSync(path.join(here, 'reference/unexplained-gap-reference.json'), 'utf8'),
) as Record<string, Reference>;

async function rows(name: string): Promise<EmployeeInput[]> {
  const file = path.join(datasetsDir, `${name}_upload_format.csv`);
  const result = await readSalaryFile(readFileSync(file), path.basename(file));
  if (!result.ok) throw new Error(`${name}: ${result.code}`);
  return rowsOf(result.table);
}

/** Columns of an original file, by row (the upload files keep the originals' row order). */
function originalColumn(file: string, column: string): string[] {
  const [header, ...lines] = readFileSync(path.join(datasetsDir, 'original', file), 'utf8')
    .trim()
    .split(/\r?\n/);
  const k = (header ?? '').split(',').indexOf(column);
  return lines.map((line) => line.split(',')[k] ?? '');
}

function sameTo4Digits(actual: number, expected: number, label: string): void {
  expect(Number(actual.toPrecision(4)), label).toBe(Number(expected.toPrecision(4)));
}

function check(name: string, data: EmployeeInput[]): void {
  const ref = reference[name] as Reference;
  const total = new Float64Array(data.map((r) => r.baseSalary + r.bonuses / 12));
  const fit = fitUnexplainedGap(tableOf(data), total, (40 * 52) / 12, 3);
  expect(fit).not.toBeNull();
  if (fit === null) return;
  expect(fit.n).toBe(ref.n);
  expect(fit.df).toBe(ref.df);
  sameTo4Digits(fit.coefficient, ref.coefficient, `${name} coefficient`);
  sameTo4Digits(fit.standardError, ref.standard_error, `${name} standard error`);
  sameTo4Digits(fit.ciLow, ref.ci_low, `${name} ci low`);
  sameTo4Digits(fit.ciHigh, ref.ci_high, `${name} ci high`);
  expect(fit.aboveTolerance).toBe(ref.above_tolerance);
}

describe('unexplained gap against statsmodels (test/reference)', () => {
  it('Glassdoor: level, position, location', async () => {
    check('glassdoor', await rows('glassdoor'));
  });

  it('Glassdoor with Age (numeric) and Education (categorical)', async () => {
    const ages = originalColumn('glassdoor_gender_pay_gap.csv', 'Age');
    const education = originalColumn('glassdoor_gender_pay_gap.csv', 'Education');
    const data = (await rows('glassdoor')).map((r, i) => ({
      ...r,
      age: Number(ages[i]),
      education: education[i] ?? null,
    }));
    check('glassdoor_controls', data);
  });

  it('carData: rank, discipline and years of service (no location)', async () => {
    const years = originalColumn('carData_Salaries.csv', 'yrs.service');
    const data = (await rows('cardata_salaries')).map((r, i) => ({
      ...r,
      yearsOfService: Number(years[i]),
    }));
    check('cardata_salaries', data);
  });

  it('Montgomery County: 99 grades, 627 divisions, aliased dummies dropped', async () => {
    check('montgomery2023', await rows('montgomery2023'));
  });

  it('computeIndicators carries the same fit', async () => {
    const out = computeIndicators(await rows('glassdoor'));
    const ref = reference.glassdoor as Reference;
    sameTo4Digits(out.unexplained_gap?.coefficient ?? NaN, ref.coefficient, 'coefficient');
    expect(out.unexplained_gap?.terms).toEqual(['level', 'position', 'location']);
  });
});
