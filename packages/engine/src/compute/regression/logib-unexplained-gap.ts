import type { UnexplainedGap } from '@parytet/contract/reporting/indicators';
import type { SalaryTable } from '#salary-table.ts';
import { aboveTolerance } from '../indicators/unexplained-gap.ts';
import { fitLogibModel } from './logib-model.ts';

/** The objective factors of Logib's model, as the indicators' `terms` name them. */
const LOGIB_TERMS = [
  'years_of_training',
  'years_of_service',
  'potential_experience',
  'potential_experience_squared',
  'level',
  'position',
];

/**
 * The indicators' unexplained gap when the organisation chose Logib's model: its female
 * coefficient with the same interval and tolerance test as the parytet model's. Cost to close
 * keeps the parytet model's per-person predictions: it needs one for every person, and Logib's
 * model has none for the rows its checks leave out.
 */
export function logibUnexplainedGap(
  table: SalaryTable,
  totalPerFte: Float64Array,
  minGroupSize: number,
): UnexplainedGap | null {
  const { regression } = fitLogibModel(table, totalPerFte, minGroupSize);
  if (regression === null) return null;
  const { female, df, n } = regression;
  return {
    coefficient: female.coefficient,
    standard_error: female.standard_error,
    ci_low: female.ci_low,
    ci_high: female.ci_high,
    n,
    above_tolerance: aboveTolerance(female.coefficient, female.standard_error, df),
    terms: LOGIB_TERMS,
  };
}
