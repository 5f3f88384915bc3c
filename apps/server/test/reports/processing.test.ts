import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adjustedReportDataSchema,
  adjustedReportResponseSchema,
  baseReportDataSchema,
  baseReportResponseSchema,
  employeesDataSchema,
  employeesResponseSchema,
  extendedSalaryRangesDataSchema,
  extendedSalaryRangesResponseSchema,
  salaryRangesDataSchema,
  salaryRangesResponseSchema,
  type AdjustedRow,
} from '@parytet/contract/reports';
import { createTestApp } from '../helpers/test-context.ts';
import { gap, loadReference, type MeasureName, type Reference } from './reference.ts';
import { createAccount, datasetsDir, get, uploadAndWait, type TestApp } from './reports-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_ENABLED: 'false', DEFAULT_PLAN: 'ENTERPRISE' },
    { queue: true },
  );
});
afterAll(() => t.close());

/** Equal to the reference within a cent (or a hundredth of a percent); null only for null. */
const expectClose = (actual: number | null | undefined, expected: number | null, what: string) => {
  if (expected === null) {
    expect(actual ?? null, what).toBeNull();
    return;
  }
  expect(actual, what).not.toBeNull();
  expect(
    Math.abs((actual ?? NaN) - expected),
    `${what}: ${actual} vs ${expected}`,
  ).toBeLessThanOrEqual(0.0101);
};
const shownGap = (w: number | null, m: number | null, women: number, men: number) =>
  women >= 3 && men >= 3 ? gap(w, m) : null;

/** Every report call of a ready report: each answer in its contract shape, with its data. */
const fetchAll = async (account: Awaited<ReturnType<typeof createAccount>>, id: string) => {
  const part = async <T>(p: string, response: z.ZodType, data: z.ZodType<T>) => {
    const body: unknown = (await get(t, account, `/api/reports/pay-gap/${id}/${p}`)).json();
    response.parse(body);
    expect(body).toMatchObject({ report_ready: true, report_failed: false });
    return data.parse(body);
  };
  return {
    base: await part('base', baseReportResponseSchema, baseReportDataSchema),
    adjusted: await part('adjusted', adjustedReportResponseSchema, adjustedReportDataSchema),
    ranges: await part('salary-ranges', salaryRangesResponseSchema, salaryRangesDataSchema),
    extended: await part(
      'extended-salary-ranges',
      extendedSalaryRangesResponseSchema,
      extendedSalaryRangesDataSchema,
    ),
    employees: await part('employees', employeesResponseSchema, employeesDataSchema),
  };
};
type Answers = Awaited<ReturnType<typeof fetchAll>>;

const checkBase = async (ref: Reference, base: Answers['base']) => {
  const names: [
    MeasureName,
    'base_salary' | 'salary_considering_free_days' | 'salary_with_bonuses',
  ][] = [
    ['base', 'base_salary'],
    ['free_days', 'salary_considering_free_days'],
    ['bonuses', 'salary_with_bonuses'],
  ];
  for (const [measure, field] of names) {
    const o = await ref.overall(measure);
    expect(base.number_of_women).toBe(o.women?.n ?? 0);
    expect(base.number_of_men).toBe(o.men?.n ?? 0);
    for (const stat of ['mean', 'median'] as const) {
      const answer = base[stat][field];
      const w = o.women?.[stat] ?? null;
      const m = o.men?.[stat] ?? null;
      expectClose(answer.women, w, `${stat} ${field} women`);
      expectClose(answer.men, m, `${stat} ${field} men`);
      const shown = (o.women?.n ?? 0) >= 3 && (o.men?.n ?? 0) >= 3 ? gap(w, m) : null;
      expectClose(answer.pay_gap_percentage, shown, `${stat} ${field} gap`);
    }
  }
};

const checkAdjusted = async (ref: Reference, rows: AdjustedRow[], measure: MeasureName) => {
  const groups = await ref.groups('level', measure);
  expect(rows.map((r) => r.level).sort()).toEqual([...groups.keys()].sort());
  let weighted = 0;
  let people = 0;
  for (const row of rows) {
    const g = groups.get(row.level);
    if (!g) throw new Error(`unexpected level ${row.level}`);
    expect([row.total_people, row.number_of_women, row.number_of_men]).toEqual([
      g.total,
      g.women,
      g.men,
    ]);
    expectClose(row.average_salary_women, g.women_avg, `${measure} ${row.level} women`);
    expectClose(row.average_salary_men, g.men_avg, `${measure} ${row.level} men`);
    const expected = shownGap(g.women_avg, g.men_avg, g.women, g.men);
    expectClose(row.pay_gap_percentage, expected, `${measure} ${row.level} gap`);
    if (expected !== null) {
      weighted += expected * g.total;
      people += g.total;
    }
  }
  return people === 0 ? null : weighted / people;
};

const checkRanges = async (ref: Reference, answers: Answers) => {
  const levels = await ref.groups('level');
  for (const range of answers.ranges.ranges) {
    const g = levels.get(range.level);
    if (!g) throw new Error(`unexpected level ${range.level}`);
    expect([range.total_people, range.number_of_women, range.number_of_men]).toEqual([
      g.total,
      g.women,
      g.men,
    ]);
    expectClose(range.average, g.avg, `${range.level} average`);
    expectClose(range.median, g.median, `${range.level} median`);
    expectClose(range.min_salary, g.min, `${range.level} min`);
    expectClose(range.max_salary, g.max, `${range.level} max`);
  }
  expect(answers.ranges.ranges.length).toBe(levels.size);
  const cells = await ref.groups(`level || ' / ' || position`);
  let positions = 0;
  for (const level of answers.extended.ranges) {
    for (const p of level.positions) {
      positions++;
      const g = cells.get(`${level.level} / ${p.position}`);
      if (!g) throw new Error(`unexpected cell ${level.level} / ${p.position}`);
      expect([p.total_people, p.number_of_women, p.number_of_men]).toEqual([
        g.total,
        g.women,
        g.men,
      ]);
      expectClose(p.average, g.avg, `${p.position} average`);
      expectClose(p.median, g.median, `${p.position} median`);
      expectClose(p.women_average_salary, g.women_avg, `${p.position} women`);
      expectClose(p.men_average_salary, g.men_avg, `${p.position} men`);
      expectClose(
        p.pay_gap_percentage,
        shownGap(g.women_avg, g.men_avg, g.women, g.men),
        `${p.position} gap`,
      );
    }
  }
  expect(positions).toBe(cells.size);
};

/** Uploads a dataset and checks every report call against SQL over the same file. */
const checkDataset = async (file: string) => {
  const account = await createAccount(t);
  const text = await readFile(path.join(datasetsDir, file), 'utf8');
  const report = await uploadAndWait(t, account, { fileName: file, data: text });
  expect(report).toMatchObject({ report_ready: true, report_failed: false, error_code: null });
  const answers = await fetchAll(account, report.id);
  const client = await t.ctx.pool.connect();
  try {
    const ref = await loadReference(client, text);
    expect(report.records).toBe(ref.records);
    await checkBase(ref, answers.base);
    const w1 = await checkAdjusted(ref, answers.adjusted.w1, 'base');
    const w2 = await checkAdjusted(ref, answers.adjusted.w2, 'bonuses');
    expectClose(answers.adjusted.w1_weighted_pay_gap_percentage, w1, 'W1 weighted');
    expectClose(answers.adjusted.w2_weighted_pay_gap_percentage, w2, 'W2 weighted');
    await checkRanges(ref, answers);

    // The stored employee rows, against the same file.
    const employees = answers.employees;
    expect(employees.total).toBe(ref.records);
    expect(employees.employees).toHaveLength(ref.records);
    const deviation = await ref.employeeDeviation(report.id);
    expect(deviation.n).toBe(ref.records);
    expect(deviation.gap_presence).toBe(0);
    for (const key of ['salary', 'position_mean', 'level_mean', 'difference', 'pay_gap']) {
      expect(deviation[key] ?? 0, key).toBeLessThanOrEqual(0.0051);
    }
    // Filter lists: every level and position once, in natural order (L2 before L10).
    const natural = new Intl.Collator('en', { numeric: true }).compare;
    const levels = [...new Set(employees.employees.map((e) => e.level))].sort(natural);
    const positions = [...new Set(employees.employees.map((e) => e.position))].sort(natural);
    expect(employees.levels).toEqual(levels);
    expect(employees.positions).toEqual(positions);
    await ref.drop();
    return answers;
  } finally {
    client.release();
  }
};

describe('processing the public datasets', () => {
  it('Glassdoor: the published gaps', async () => {
    const a = await checkDataset('glassdoor_upload_format.csv');
    expect(a.base.mean.base_salary.pay_gap_percentage).toBe(8.65);
    expect(a.base.median.base_salary.pay_gap_percentage).toBe(8.46);
    expect(a.adjusted.w1.map((r) => r.level)).toEqual(['1', '2', '3', '4', '5']);
    expect(a.adjusted.w1.map((r) => r.pay_gap_percentage)).toEqual([15.59, 11.14, 6.73, 7.91, 7.3]);
    expect(a.employees.employees[0]).toMatchObject({ id: '1', gender: 'female', level: '2' });
  });

  it('Montgomery County: 10 291 employees, 99 grades', async () => {
    const a = await checkDataset('montgomery2023_upload_format.csv');
    expect(a.base.number_of_women).toBe(4362);
    expect(a.base.number_of_men).toBe(5929);
    expect(a.adjusted.w1).toHaveLength(99);
  });

  it('carData salaries: 397 professors in three ranks', async () => {
    const a = await checkDataset('cardata_salaries_upload_format.csv');
    expect(a.base.number_of_women).toBe(39);
    expect(a.adjusted.w1.map((r) => r.level).sort()).toEqual(['AssocProf', 'AsstProf', 'Prof']);
  });
});
