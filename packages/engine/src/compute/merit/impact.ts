import type { IndicatorsData } from '@parytet/contract/reporting/indicators';
import type { SalaryTable } from '#salary-table.ts';
import { computeIndicators } from '../indicators/compute-indicators.ts';
import type { IndicatorOptions } from '../indicators/indicator-options.ts';
import { bandPeopleOf } from '../salary-bands/band-people.ts';
import { payAgainstBands, type PayAgainstBands } from '../salary-bands/pay-against-bands.ts';
import type { BandStructure } from '../salary-bands/types.ts';
import { resolveOptions } from '#options.ts';
import { raisedTable } from './raised-table.ts';

/** Every pay-equity figure of one salary file: the Art. 9 indicators and the bands' figures. */
export type PayFigures = {
  indicators: IndicatorsData;
  /** null without a band structure. */
  bands: PayAgainstBands | null;
};

/**
 * The figures of a salary file by the engine's normal functions: computeIndicators (indicators,
 * categories and flags, the chosen model's unexplained gap) and payAgainstBands.
 */
export function payFigures(
  table: SalaryTable,
  options: IndicatorOptions,
  structure: BandStructure | null,
): PayFigures {
  const { minGroupSize, fullTimeWeeklyHours } = resolveOptions(options);
  return {
    indicators: computeIndicators(table, options),
    bands:
      structure === null
        ? null
        : payAgainstBands(bandPeopleOf(table, fullTimeWeeklyHours), structure, minGroupSize),
  };
}

/**
 * A cycle's effect before anything is paid: the figures of the file as it is and of the same
 * file with every proposal's raise on its Base Salary. `before` may be given when already known
 * (it does not change while proposals do).
 */
export function meritImpact(
  table: SalaryTable,
  raises: Float64Array,
  options: IndicatorOptions,
  structure: BandStructure | null,
  before: PayFigures = payFigures(table, options, structure),
): { before: PayFigures; after: PayFigures } {
  return { before, after: payFigures(raisedTable(table, raises), options, structure) };
}
