import { compareNatural } from '#natural-order.ts';
import { round2 } from '#rounding.ts';
import type { Band } from './types.ts';

/** A band's spread: (max − min) ÷ min, in percent (how wide a range is for its floor). */
export const bandSpreadPercent = (band: Band) =>
  band.min > 0 ? round2(((band.max - band.min) / band.min) * 100) : null;

export type BandFinding =
  | { kind: 'overlap'; lower: string; upper: string; amount: number }
  | { kind: 'gap'; lower: string; upper: string; amount: number }
  | { kind: 'narrow' | 'wide'; level: string; job_family: string | null; spread: number };

/**
 * What a reviewer of a structure should look at: consecutive levels (natural order, the level
 * bands only) whose ranges overlap (the lower's max above the upper's min) or leave a gap, and
 * bands whose spread is below or above the chosen range.
 */
export function reviewBands(
  bands: readonly Band[],
  spread: { min: number; max: number },
): BandFinding[] {
  const findings: BandFinding[] = [];
  const levels = bands
    .filter((band) => band.job_family === null)
    .sort((a, b) => compareNatural(a.level, b.level));
  for (let i = 1; i < levels.length; i++) {
    const lower = levels[i - 1] as Band;
    const upper = levels[i] as Band;
    const pair = { lower: lower.level, upper: upper.level };
    if (lower.max > upper.min) {
      findings.push({ kind: 'overlap', ...pair, amount: round2(lower.max - upper.min) });
    } else if (lower.max < upper.min) {
      findings.push({ kind: 'gap', ...pair, amount: round2(upper.min - lower.max) });
    }
  }
  for (const band of bands) {
    const percent = bandSpreadPercent(band);
    if (percent === null) continue;
    const where = { level: band.level, job_family: band.job_family, spread: percent };
    if (percent < spread.min) findings.push({ kind: 'narrow', ...where });
    if (percent > spread.max) findings.push({ kind: 'wide', ...where });
  }
  return findings;
}
