/**
 * Student's t quantile for a whole number of degrees of freedom, the only kind a regression's
 * residuals have. Written here rather than taken from @stdlib: loading that package's 200-odd
 * CommonJS modules cost about 120 ms of every indicators call, for two numbers.
 *
 * With θ = atan(t / √ν), P(|T| ≤ t) has a finite closed form (Abramowitz and Stegun 26.7.3–4):
 *   ν odd:  (2/π) (θ + sinθ cosθ Σ_{k=0}^{(ν−3)/2} c_k cos^{2k}θ),  c_k = Π_{j≤k} 2j / (2j + 1)
 *   ν even: sinθ Σ_{k=0}^{(ν−2)/2} c_k cos^{2k}θ,                   c_k = Π_{j≤k} (2j − 1) / 2j
 * and its derivative in θ is a single term, D_ν cos^{ν−1}θ. The quantile is found by Newton's
 * method in t from a Cornish–Fisher start, kept inside a shrinking bracket: 3 to 6 evaluations.
 * Against 40-digit references (test/reference): within 1e-14 up to 100 degrees of freedom, 1e-13
 * up to 1 000 and 1e-11 up to 100 000, the most a file can have. The figures it serves, a
 * confidence interval and a one-sided test, are shown to 4 significant digits.
 */

/** P(|T| ≤ t) and its derivative in t, for t ≥ 0. */
function centralMass(t: number, nu: number): { mass: number; slope: number } {
  // Everything from t itself: an angle would pass its rounding through tan() into the answer.
  const sin2 = (t * t) / (nu + t * t);
  const sin = t / Math.sqrt(nu + t * t);
  const cos = Math.sqrt(nu / (nu + t * t));
  // cos²θ is 1 − sin²θ, close to 1 when ν is large, and its k-th power carries k times its
  // rounding: it is held as a double-double (hi + lo, lo exact), which removes that drift.
  const hi = 1 - sin2;
  const lo = 1 - hi - sin2;
  const odd = nu % 2 === 1;
  const last = odd ? (nu - 3) / 2 : (nu - 2) / 2;
  // Σ c_k x^k in Horner's form, 1 + r_1 x (1 + r_2 x (… (1 + r_m x))), from the innermost.
  // Its rounding grows with the number of terms: about 5e-13 of the sum at 100 000 df, checked
  // against the same sum at 50 digits; a running product of the terms did no better.
  let sum = 1;
  let coefficient = 1;
  for (let k = last; k >= 1; k--) {
    const ratio = odd ? (2 * k) / (2 * k + 1) : (2 * k - 1) / (2 * k);
    coefficient *= ratio;
    sum = 1 + ratio * (sum * hi + sum * lo);
  }
  // dA/dθ = D_ν cos^{ν−1}θ, D_ν the last coefficient times ν − 1 (from differentiating the
  // closed forms), and dθ/dt = cos²θ / √ν.
  const d = nu === 1 ? 1 : coefficient * (nu - 1);
  const slope = (d * Math.exp(((nu + 1) / 2) * Math.log1p(-sin2))) / Math.sqrt(nu);
  if (!odd) return { mass: sin * sum, slope };
  const theta = Math.atan(t / Math.sqrt(nu));
  const mass = nu === 1 ? (2 * theta) / Math.PI : (2 / Math.PI) * (theta + sin * cos * sum);
  return { mass, slope: (2 / Math.PI) * slope };
}

/** The p quantile of Student's t with `df` degrees of freedom (a whole number ≥ 1). */
export function tQuantile(p: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`df must be a whole number ≥ 1: ${df}`);
  if (!(p > 0 && p < 1)) throw new RangeError(`p must lie in (0, 1): ${p}`);
  if (p < 0.5) return -tQuantile(1 - p, df);
  if (p === 0.5) return 0;
  const target = 2 * p - 1;
  let low = 0;
  let high = Number.POSITIVE_INFINITY;
  // Cornish–Fisher from the normal quantile (positive for p > 0.5): within 1e-9 for large ν,
  // where each evaluation of the closed form is longest; any positive start would do.
  const z = normalQuantile(p);
  const z2 = z * z;
  let t = z + (z * (z2 + 1)) / (4 * df) + (z * ((5 * z2 + 16) * z2 + 3)) / (96 * df * df);
  for (let step = 0; step < 100; step++) {
    const { mass, slope } = centralMass(t, df);
    if (mass < target) low = t;
    else high = t;
    const newton = t - (mass - target) / slope;
    // Newton's error squares with each step (the slope is exact): after a step this small, what
    // is left is the rounding of the closed form, and further steps would only wander in it.
    if (Math.abs(newton - t) <= 1e-10 * t) return newton;
    if (newton > low && newton < high) t = newton;
    else t = high === Number.POSITIVE_INFINITY ? 2 * t : (low + high) / 2;
  }
  return t;
}

/** The standard normal quantile for p in [0.5, 1), Acklam's rational approximation (~1e-9). */
function normalQuantile(p: number): number {
  const q = 1 - p;
  if (q < 0.02425) {
    const r = Math.sqrt(-2 * Math.log(q));
    return -(
      (((((-7.784894002430293e-3 * r - 3.223964580411365e-1) * r - 2.400758277161838) * r -
        2.549732539343734) *
        r +
        4.374664141464968) *
        r +
        2.938163982698783) /
      ((((7.784695709041462e-3 * r + 3.224671290700398e-1) * r + 2.445134137142996) * r +
        3.754408661907416) *
        r +
        1)
    );
  }
  const x = p - 0.5;
  const r = x * x;
  return (
    ((((((-3.969683028665376e1 * r + 2.209460984245205e2) * r - 2.759285104469687e2) * r +
      1.38357751867269e2) *
      r -
      3.066479806614716e1) *
      r +
      2.506628277459239) *
      x) /
    (((((-5.447609879822406e1 * r + 1.615962386464911e2) * r - 1.556989798598866e2) * r +
      6.680131188771972e1) *
      r -
      1.328068155288572e1) *
      r +
      1)
  );
}
