import type { MeasureSet } from '@parytet/contract/reports';

/** The three measures in the order the report shows them (decisions §5). */
export const MEASURES = [
  'base_salary',
  'salary_considering_free_days',
  'salary_with_bonuses',
] as const satisfies readonly (keyof MeasureSet)[];
