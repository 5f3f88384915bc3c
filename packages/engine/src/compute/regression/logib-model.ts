import type {
  ExcludedRowReason,
  RegressionData,
  RegressionUnavailable,
} from '@parytet/contract/regression';
import { naturalRanks } from '#natural-order.ts';
import type { SalaryTable } from '#salary-table.ts';
import type { TextColumn } from '#text-column.ts';
import { parseNumberText } from '#validate/parse-number.ts';
import { fitDense, totalSumOfSquares } from './dense-ols.ts';
import { summariseFit } from './regression-summary.ts';

/**
 * Logib's training codes 1–8 as years of training (R/data_transformation.R): 1 university or
 * federal institute of technology 17, 2 university of applied sciences 15, 3 higher vocational
 * education 14, 4 teaching certificate 15, 5 Matura 13, 6 completed vocational training 12,
 * 7 in-company training 11, 8 compulsory schooling 7.
 */
const LOGIB_TRAINING_YEARS: readonly number[] = [17, 15, 14, 15, 13, 12, 11, 7];
/** Logib runs its model only with at least this many valid rows (R/models.R). */
const LOGIB_MIN_ROWS = 50;
/** Years of training written as years: a plausible span (a wrong column is refused). */
const MAX_TRAINING_YEARS = 30;

export type LogibResult =
  | { regression: RegressionData; excluded: RegressionData['excluded_rows'] }
  | { regression: null; reason: RegressionUnavailable; excluded: RegressionData['excluded_rows'] };

/**
 * How the file writes Education: as Logib's training codes when every filled cell is a whole
 * number 1–8, else as years of training (a number 0–30 per cell). Null: no Education column.
 */
function educationYears(education: TextColumn): (number | null)[] {
  const parsed = education.values.map((v) => parseNumberText(v));
  const asCodes = parsed.every((v) => Number.isInteger(v) && v >= 1 && v <= 8);
  const years = parsed.map((v) => {
    if (asCodes) return LOGIB_TRAINING_YEARS[v - 1] as number;
    return v >= 0 && v <= MAX_TRAINING_YEARS ? v : null;
  });
  return Array.from(education.codes, (c) => (c < 0 ? null : (years[c] as number | null)));
}

type Person = { row: number; training: number; service: number; age: number };

/**
 * Logib's checks of importance 1 (R/data_check.R) that a Parytet file can fail, in its order;
 * the other checks (sex, level and position codes, wages) are the salary file's own rules.
 */
function checkRow(
  age: number,
  service: number,
  training: number | null | undefined,
  hasEducation: boolean,
): ExcludedRowReason[] {
  const reasons: ExcludedRowReason[] = [];
  if (Number.isNaN(age)) reasons.push('missing_age');
  if (Number.isNaN(service)) reasons.push('missing_years_of_service');
  if (!hasEducation) reasons.push('missing_education');
  if (!Number.isNaN(age) && !Number.isInteger(age)) reasons.push('age_not_whole');
  if (age < 13 || age > 100) reasons.push('age_out_of_range');
  if (service < 0 || service > 85) reasons.push('years_of_service_out_of_range');
  if (age - service < 13) reasons.push('entry_age_below_13');
  if (hasEducation && training === null) reasons.push('education_not_valid');
  return reasons;
}

/** Dummy columns of a factor against its last value in natural order (Logib's `relevel`). */
function dummies(column: TextColumn, rows: readonly Person[], factor: string) {
  const used = [...new Set(rows.map((p) => column.codes[p.row] as number))];
  const { sorted, rank } = naturalRanks(used.map((c) => column.values[c] as string));
  const reference = sorted.length - 1;
  const at = new Map(used.map((c, k) => [c, rank[k] as number]));
  const people = new Array<number>(sorted.length).fill(0);
  for (const p of rows) {
    const r = at.get(column.codes[p.row] as number) as number;
    people[r] = (people[r] as number) + 1;
  }
  return {
    names: sorted.slice(0, reference).map((v) => `${factor}=${v}`),
    people: people.slice(0, reference),
    // Rank of the row's value; the reference (last) has no column.
    column: (row: number) => {
      const r = at.get(column.codes[row] as number) as number;
      return r === reference ? -1 : r;
    },
  };
}

/**
 * Logib's standard analysis model (R/models.R): ln(standardised monthly pay) on years of
 * training, years of service, potential experience max(age − training − 6, 0) and its square,
 * Level and Position as factors against their highest value, and the female indicator, by OLS
 * with an intercept. Standardised pay is the file's monthly total (Base Salary + Bonuses and
 * Benefits / 12) over FTE, Logib's basic wage + allowances + 13th + special payments over its
 * activity rate. Rows failing Logib's checks are left out and listed.
 */
export function fitLogibModel(
  table: SalaryTable,
  totalPerFte: Float64Array,
  minGroupSize: number,
): LogibResult {
  const { age, yearsOfService, education } = table;
  if (age === null || yearsOfService === null || education === null) {
    return { regression: null, reason: 'missing_columns', excluded: [] };
  }
  const training = educationYears(education);
  const excluded: RegressionData['excluded_rows'] = [];
  const people: Person[] = [];
  for (let row = 0; row < table.length; row++) {
    const a = age[row] as number;
    const s = yearsOfService[row] as number;
    const tr = training[row];
    const reasons = checkRow(a, s, tr, (education.codes[row] as number) >= 0);
    const id = table.id[row] as string;
    for (const reason of reasons) excluded.push({ id, reason });
    if (reasons.length === 0) people.push({ row, training: tr as number, service: s, age: a });
  }
  const women = people.reduce((w, p) => w + (table.female[p.row] as number), 0);
  if (people.length < LOGIB_MIN_ROWS) return { regression: null, reason: 'too_few_rows', excluded };
  if (women < Math.max(1, minGroupSize) || people.length - women < Math.max(1, minGroupSize)) {
    return { regression: null, reason: 'too_few_women_or_men', excluded };
  }
  const level = dummies(table.level, people, 'level');
  const position = dummies(table.position, people, 'position');
  const names = [
    '(intercept)',
    'years_of_training',
    'years_of_service',
    'potential_experience',
    'potential_experience_squared',
    ...level.names,
    ...position.names,
    'female',
  ];
  const p = names.length;
  const x = new Float64Array(people.length * p);
  const y = new Float64Array(people.length);
  people.forEach((person, i) => {
    const at = i * p;
    const experience = Math.max(person.age - person.training - 6, 0);
    x.set([1, person.training, person.service, experience, experience ** 2], at);
    const l = level.column(person.row);
    if (l >= 0) x[at + 5 + l] = 1;
    const q = position.column(person.row);
    if (q >= 0) x[at + 5 + level.names.length + q] = 1;
    x[at + p - 1] = table.female[person.row] as number;
    y[i] = Math.log(totalPerFte[person.row] as number);
  });
  const fit = fitDense(x, y, p);
  if (fit === null || Number.isNaN(fit.beta[p - 1] as number)) {
    return { regression: null, reason: 'no_degrees_of_freedom', excluded };
  }
  const regression = summariseFit({
    model: 'logib',
    names,
    beta: fit.beta,
    standardError: fit.standardError,
    femaleAt: p - 1,
    n: people.length,
    women,
    df: fit.df,
    rss: fit.rss,
    tss: totalSumOfSquares(y),
    excluded,
    people: [null, null, null, null, null, ...level.people, ...position.people, women],
    absorbed: null,
  });
  return { regression, excluded };
}
