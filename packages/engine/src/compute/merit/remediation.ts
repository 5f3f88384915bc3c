import type { SalaryTable } from '../../salary-table.ts';
import { round2 } from '../../rounding.ts';
import { categoryGaps } from '../indicators/categories.ts';
import { computeIndicators } from '../indicators/compute-indicators.ts';
import { categoryFlag } from '../indicators/flags.ts';
import { unexplainedGapShown } from '../indicators/gap-sign.ts';
import { payColumns } from '../indicators/hourly-pay.ts';
import { resolveIndicatorOptions, type IndicatorOptions } from '../indicators/indicator-options.ts';
import { peopleRaised, raisedTable, raisesTotal } from './raised-table.ts';
import { predictedPay } from './unexplained.ts';

export type RemediationMethodName = 'optimised' | 'raise_by_gap' | 'to_prediction';

export type RemediationOutcome = {
  method: RemediationMethodName;
  total: number;
  people: number;
  /** Categories still flagged after the raises (the one rule of flags.ts). */
  flaggedLeft: string[];
  /** The unexplained gap as shown (decisions §8) after the raises; null without a fit. */
  unexplainedGap: number | null;
  aboveTolerance: boolean | null;
};

const ceilCent = (x: number) => Math.ceil(x * 100 - 1e-9) / 100;

/**
 * The white paper's first common method (FairPayWorkplace, Eigen, Adams and Palmiter 2020):
 * in every flagged category, everyone of the lower-paid gender gets the category's gap as a
 * raise: their total pay (base plus bonuses, a month) times the gap, paid on base pay.
 */
function raiseByGap(table: SalaryTable, options: IndicatorOptions): Float64Array {
  const resolved = resolveIndicatorOptions(options);
  const pay = payColumns(table, resolved);
  const raises = new Float64Array(table.length);
  for (const c of categoryGaps(table, pay, resolved.positionCategories, resolved.minGroupSize)) {
    if (!c.flagged || c.total === null) continue;
    const want = c.total > 0 ? 1 : 0;
    for (const i of c.members) {
      if (pay.female[i] !== want) continue;
      const monthly = (table.baseSalary[i] as number) + (table.bonuses[i] as number) / 12;
      raises[i] = round2((monthly * Math.abs(c.total)) / 100);
    }
  }
  return raises;
}

/**
 * The white paper's second common method: each person paid below what the regression's
 * objective factors predict for them (the gender term left out) is raised to the prediction,
 * whatever their gender; rounded up to the cent, in money paid.
 */
function raiseToPrediction(table: SalaryTable, options: IndicatorOptions): Float64Array {
  const raises = new Float64Array(table.length);
  const predicted = predictedPay(table, options);
  if (predicted === null) return raises;
  const pay = payColumns(table, resolveIndicatorOptions(options));
  for (let i = 0; i < table.length; i++) {
    const rise = (predicted[i] as number) - (pay.totalPerFte[i] as number);
    if (rise > 0) raises[i] = ceilCent(rise * (pay.fte[i] as number));
  }
  return raises;
}

/** What a set of raises costs and leaves behind, by computeIndicators on the raised file. */
function remediationOutcome(
  method: RemediationMethodName,
  table: SalaryTable,
  raises: Float64Array,
  options: IndicatorOptions,
): RemediationOutcome {
  const after = computeIndicators(raisedTable(table, raises), options);
  const fit = after.unexplained_gap;
  return {
    method,
    total: raisesTotal(raises),
    people: peopleRaised(raises),
    flaggedLeft: after.categories
      .filter((c) => categoryFlag(c) === 'flagged')
      .map((c) => c.category),
    unexplainedGap: fit === null ? null : unexplainedGapShown(fit).gap_percentage,
    aboveTolerance: fit === null ? null : fit.above_tolerance,
  };
}

/** The optimiser's raises beside the white paper's two common methods, on the same pay. */
export function remediationComparison(
  table: SalaryTable,
  options: IndicatorOptions,
  optimised: Float64Array,
): RemediationOutcome[] {
  return [
    remediationOutcome('optimised', table, optimised, options),
    remediationOutcome('raise_by_gap', table, raiseByGap(table, options), options),
    remediationOutcome('to_prediction', table, raiseToPrediction(table, options), options),
  ];
}
