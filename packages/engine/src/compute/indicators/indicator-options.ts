import type { RegressionModel } from '@parytet/contract/regression';
import { resolveOptions, type EngineOptions } from '#options.ts';

export type IndicatorOptions = EngineOptions & {
  /**
   * Categories of workers by position (`Position` value → category name). Positions missing
   * here fall back to their level. A file's Category column overrides this.
   */
  positionCategories?: Readonly<Record<string, string>>;
  /** The regression model of the unexplained gap (default `parytet`). */
  regressionModel?: RegressionModel;
};

export type ResolvedIndicatorOptions = {
  minGroupSize: number;
  fullTimeWeeklyHours: number;
  positionCategories: ReadonlyMap<string, string>;
};

/** The Directive's threshold (Art. 10) and Logib's tolerance: 5 %. */
export const GAP_THRESHOLD_PERCENT = 5;
/** Full-time hours a month from hours a week: 52 weeks over 12 months. */
export const WEEKS_PER_MONTH = 52 / 12;

export function resolveIndicatorOptions(options: IndicatorOptions = {}): ResolvedIndicatorOptions {
  const { minGroupSize, fullTimeWeeklyHours } = resolveOptions(options);
  return {
    minGroupSize,
    fullTimeWeeklyHours,
    positionCategories: new Map(Object.entries(options.positionCategories ?? {})),
  };
}
