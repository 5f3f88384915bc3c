/**
 * Rounds half away from zero to 2 decimals. `x * 100` is often a hair below the half it means
 * (1.005 * 100 = 100.49999999999999), so a value within a few ulps of .5 counts as the half.
 */
export function round2(x: number): number {
  const scaled = Math.abs(x) * 100;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  const tolerance = Math.max(scaled, 1) * Number.EPSILON * 16;
  const rounded = fraction >= 0.5 - tolerance ? floor + 1 : floor;
  const result = (Math.sign(x) * rounded) / 100;
  // Avoid -0 in JSON-bound output.
  return result === 0 ? 0 : result;
}

export function round2OrNull(x: number | null): number | null {
  return x === null ? null : round2(x);
}
