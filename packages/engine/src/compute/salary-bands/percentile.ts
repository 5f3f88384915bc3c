/**
 * The p-th percentile (0–100) of values sorted ascending, as spreadsheets' PERCENTILE.INC
 * computes it: rank (n − 1) × p / 100, linear interpolation between the two ranks around it.
 */
export function percentileInc(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no values');
  if (p < 0 || p > 100) throw new Error(`percentile ${p} outside 0–100`);
  const rank = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(rank);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low + (high - low) * (rank - below);
}
