import { tableOf, type EmployeeInput } from '@parytet/engine';
import { encodeIndicatorInputs } from '../../src/lib/indicator-inputs.ts';
import type { TestApp } from '../reports/reports-kit.ts';

/**
 * A ready report stored as the processing job stores its rows, without running the job: the
 * benchmark reads only the report's row and its stored people, and the pool tests need many
 * organisations with reports of chosen ages.
 */
export const seedReport = async (
  t: TestApp,
  organisationId: string,
  options: {
    people: readonly EmployeeInput[];
    periodEnd?: string | null;
    uploadedAt?: Date;
    currency?: 'PLN' | 'EUR';
    label?: string;
  },
) => {
  const report = await t.ctx.db
    .insertInto('reports')
    .values({
      organisation_id: organisationId,
      created_by: null,
      label: options.label ?? 'Seeded report',
      status: 'ready',
      file_name: 'seeded.csv',
      file_size: 1,
      records: options.people.length,
      currency: options.currency ?? 'PLN',
      period_end: options.periodEnd ?? null,
      ...(options.uploadedAt ? { created_at: options.uploadedAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const empty = JSON.stringify({});
  await t.ctx.db
    .insertInto('report_results')
    .values({
      report_id: report.id,
      organisation_id: organisationId,
      base: empty,
      adjusted: empty,
      salary_ranges: empty,
      extended_salary_ranges: empty,
      levels: [],
      positions: [],
      indicator_inputs: JSON.stringify(encodeIndicatorInputs(tableOf([...options.people]))),
    })
    .execute();
  return report.id;
};

/** `n` people in one position within one level, women and men in turn, paid from `from` up. */
export const staff = (
  n: number,
  position: string,
  options: { level?: string; from?: number; location?: string | null; prefix?: string } = {},
): EmployeeInput[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${options.prefix ?? position}-${i}`,
    gender: i % 2 === 0 ? 'female' : 'male',
    level: options.level ?? 'L1',
    position,
    location: options.location ?? null,
    daysOff: 0,
    baseSalary: (options.from ?? 6000) + i * 100,
    bonuses: 1200,
  }));
