import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { employeeRows, processSalaryFile, type ComputedReports } from '#index.ts';
import * as naive from './helpers/naive-reports.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const datasetsDir = path.resolve(repoRoot, '../shared/datasets');
const DATASETS = ['glassdoor', 'montgomery2023', 'cardata_salaries'];

async function load(
  name: string,
): Promise<{ reports: ComputedReports; people: naive.NaivePerson[] }> {
  const file = path.join(datasetsDir, `${name}_upload_format.csv`);
  const data = readFileSync(file);
  const result = await processSalaryFile(data, path.basename(file));
  if (!result.ok) throw new Error(`${name}: ${result.code} ${JSON.stringify(result.details)}`);
  return { reports: result.reports, people: naive.parseSimpleCsv(data.toString('utf8')) };
}

/** The engine's 2-decimal figure must be the naive unrounded one, rounded. */
function close(actual: number | null | undefined, expected: number | null, label: string): void {
  if (expected === null) {
    expect(actual, label).toBeNull();
    return;
  }
  expect(actual, label).not.toBeNull();
  expect(Math.abs((actual as number) - expected), label).toBeLessThanOrEqual(0.005 + 1e-9);
}

describe('public datasets', () => {
  it('are where CI puts them (shared/ beside the clone)', () => {
    expect(existsSync(datasetsDir), `expected the datasets in ${datasetsDir}`).toBe(true);
  });

  it('Glassdoor: the published gaps', async () => {
    const { reports } = await load('glassdoor');
    expect(reports.records).toBe(1000);
    expect([reports.base.number_of_women, reports.base.number_of_men]).toEqual([468, 532]);
    expect(reports.base.mean.base_salary.pay_gap_percentage).toBe(8.65);
    expect(reports.base.median.base_salary.pay_gap_percentage).toBe(8.46);
    expect(reports.adjusted.w1.map((r) => [r.level, r.pay_gap_percentage])).toEqual([
      ['1', 15.59],
      ['2', 11.14],
      ['3', 6.73],
      ['4', 7.91],
      ['5', 7.3],
    ]);
  });

  describe.each(DATASETS)('%s agrees with a naive second implementation', (name) => {
    it('base and adjusted reports', async () => {
      const { reports, people } = await load(name);
      const measures = [
        ['base_salary', naive.baseOf],
        ['salary_considering_free_days', naive.freeDaysOf],
        ['salary_with_bonuses', naive.withBonusesOf],
      ] as const;
      for (const [key, measure] of measures) {
        const s = naive.genderStats(people, measure);
        expect([reports.base.number_of_women, reports.base.number_of_men]).toEqual([
          s.women,
          s.men,
        ]);
        close(reports.base.mean[key].women, s.womenMean, `${key} mean women`);
        close(reports.base.mean[key].men, s.menMean, `${key} mean men`);
        close(reports.base.mean[key].pay_gap_percentage, s.meanGap, `${key} mean gap`);
        close(reports.base.median[key].women, s.womenMedian, `${key} median women`);
        close(reports.base.median[key].men, s.menMedian, `${key} median men`);
        close(reports.base.median[key].pay_gap_percentage, s.medianGap, `${key} median gap`);
      }
      const levels = naive.naturalSort(people.map((p) => p.level));
      expect(reports.levels).toEqual(levels);
      for (const [rows, measure] of [
        [reports.adjusted.w1, naive.baseOf],
        [reports.adjusted.w2, naive.withBonusesOf],
      ] as const) {
        expect(rows.map((r) => r.level)).toEqual(levels);
        for (const row of rows) {
          const s = naive.genderStats(
            people.filter((p) => p.level === row.level),
            measure,
          );
          expect([row.total_people, row.number_of_women, row.number_of_men]).toEqual([
            s.women + s.men,
            s.women,
            s.men,
          ]);
          close(row.average_salary_women, s.womenMean, `${row.level} women`);
          close(row.average_salary_men, s.menMean, `${row.level} men`);
          close(row.pay_gap_percentage, s.meanGap, `${row.level} gap`);
        }
      }
      close(
        reports.adjusted.w1_weighted_pay_gap_percentage,
        naive.weighted(people, naive.baseOf),
        'w1 weighted',
      );
      close(
        reports.adjusted.w2_weighted_pay_gap_percentage,
        naive.weighted(people, naive.withBonusesOf),
        'w2 weighted',
      );
    });

    it('salary ranges, base and extended', async () => {
      const { reports, people } = await load(name);
      for (const range of reports.salaryRanges.ranges) {
        const inLevel = people.filter((p) => p.level === range.level);
        const salaries = inLevel.map(naive.baseOf);
        expect([range.total_people, range.number_of_women, range.number_of_men]).toEqual([
          inLevel.length,
          inLevel.filter((p) => p.female).length,
          inLevel.filter((p) => !p.female).length,
        ]);
        close(range.average, naive.mean(salaries), 'average');
        close(range.median, naive.median(salaries), 'median');
        close(range.min_salary, Math.min(...salaries), 'min');
        close(range.max_salary, Math.max(...salaries), 'max');
      }
      for (const level of reports.extendedSalaryRanges.ranges) {
        const inLevel = people.filter((p) => p.level === level.level);
        expect(level.positions.map((p) => p.position)).toEqual(
          naive.naturalSort(inLevel.map((p) => p.position)),
        );
        for (const pos of level.positions) {
          const group = inLevel.filter((p) => p.position === pos.position);
          const s = naive.genderStats(group, naive.baseOf);
          expect([pos.total_people, pos.number_of_women, pos.number_of_men]).toEqual([
            group.length,
            s.women,
            s.men,
          ]);
          close(pos.average, naive.mean(group.map(naive.baseOf)), 'average');
          close(pos.median, naive.median(group.map(naive.baseOf)), 'median');
          close(pos.women_average_salary, s.womenMean, 'women');
          close(pos.men_average_salary, s.menMean, 'men');
          close(pos.pay_gap_percentage, s.meanGap, 'gap');
        }
      }
    });

    it('employees', async () => {
      const { reports, people } = await load(name);
      const employees = [...employeeRows(reports.employees)];
      expect(reports.positions).toEqual(naive.naturalSort(people.map((p) => p.position)));
      expect(employees.map((e) => e.id)).toEqual(people.map((p) => p.id));
      // Group means once per key, so the check stays linear on the 10 000-row file.
      // A position group is one Position within one Level (decisions §5).
      const byPosition = naive.groupBy(people, (p) => JSON.stringify([p.level, p.position]));
      const byLevel = naive.groupBy(people, (p) => p.level);
      const avg = (group: naive.NaivePerson[] | undefined, female?: boolean) =>
        naive.mean(
          (group ?? [])
            .filter((p) => female === undefined || p.female === female)
            .map(naive.baseOf),
        );
      employees.forEach((e, i) => {
        const p = people[i] as naive.NaivePerson;
        const position = byPosition.get(JSON.stringify([p.level, p.position]));
        const level = byLevel.get(p.level);
        close(e.salary, p.base, 'salary');
        close(e.position_mean_salary, avg(position), 'position mean');
        close(e.position_women_mean_salary, avg(position, true), 'position women');
        close(e.position_men_mean_salary, avg(position, false), 'position men');
        close(e.level_mean_salary, avg(level), 'level mean');
        close(e.level_women_mean_salary, avg(level, true), 'level women');
        close(e.level_men_mean_salary, avg(level, false), 'level men');
        const comparator = avg(position, !p.female) ?? avg(level, !p.female);
        close(e.salary_difference, comparator === null ? null : p.base - comparator, 'difference');
        close(
          e.pay_gap,
          comparator === null ? null : ((p.base - comparator) / comparator) * 100,
          'gap',
        );
      });
      // The naive comparator, spelled out in full, on a sample.
      for (const i of [0, 1, 2, people.length - 1]) {
        const p = people[i] as naive.NaivePerson;
        const c = naive.comparator(people, p);
        close(employees[i]?.salary_difference, c === null ? null : p.base - c, 'sample');
      }
    });
  });
});
