/**
 * Two-sided p value of Student's t: P(|T| ≥ |t|) = I_x(ν/2, 1/2) with x = ν / (ν + t²), the
 * regularised incomplete beta function, by its continued fraction (modified Lentz; Numerical
 * Recipes 6.4). Taken this way rather than as 1 − P(|T| ≤ t), which cancels: at t = 7.9 with
 * 267 degrees of freedom that lost 0.4 % of a p of 6e-14. Against scipy's t.sf: within 1e-12
 * relative for the t values a regression gives.
 */
export function tTwoSidedP(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`df must be positive: ${df}`);
  if (Number.isNaN(t)) return Number.NaN;
  if (!Number.isFinite(t)) return 0;
  const x = df / (df + t * t);
  return Math.min(1, Math.max(0, regularisedBeta(x, df / 2, 0.5)));
}

/** ln Γ(z) for z > 0, Lanczos (g = 7, 9 terms): about 15 significant digits. */
function logGamma(z: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const w = z - 1;
  let a = c[0] as number;
  const g = w + 7.5;
  for (let k = 1; k < 9; k++) a += (c[k] as number) / (w + k);
  return 0.5 * Math.log(2 * Math.PI) + (w + 0.5) * Math.log(g) - g + Math.log(a);
}

/** I_x(a, b), the regularised incomplete beta function. */
function regularisedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x),
  );
  // The fraction converges fast below (a + 1) / (a + b + 2); above it, by symmetry.
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a;
  return 1 - (front * betaFraction(1 - x, b, a)) / b;
}

const TINY = 1e-300;
function betaFraction(x: number, a: number, b: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return h;
}
