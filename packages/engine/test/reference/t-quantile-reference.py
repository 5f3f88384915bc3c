"""Reference for the engine's Student's t quantile (src/compute/indicators/student-t.ts).

Run with any Python that has mpmath (and scipy, used only for a starting bracket):
    python3 packages/engine/test/reference/t-quantile-reference.py
It writes t-quantile-reference.json beside this script: the quantile to 25 significant digits,
found by bisection at 40-digit precision on the regularized incomplete beta function,
P(|T| > t) = I_{nu/(nu+t^2)}(nu/2, 1/2). The test reads the JSON, so CI needs no Python.
"""

import json
import pathlib

import mpmath as mp
from scipy.stats import t as student

mp.mp.dps = 40
HERE = pathlib.Path(__file__).resolve().parent
DEGREES = [1, 2, 3, 4, 5, 7, 10, 29, 30, 31, 100, 999, 9582, 99582]
PROBABILITIES = ["0.95", "0.975", "0.9999", "0.6", "0.025"]


def quantile(p, nu):
    p, nu = mp.mpf(p), mp.mpf(nu)
    if p < 0.5:
        return -quantile(1 - p, nu)
    tail = 2 * (1 - p)
    guess = mp.mpf(student.ppf(float(p), int(nu)))
    low, high = guess * mp.mpf("0.99"), guess * mp.mpf("1.01")
    for _ in range(120):
        mid = (low + high) / 2
        upper = mp.betainc(nu / 2, mp.mpf(1) / 2, 0, nu / (nu + mid * mid), regularized=True)
        if upper > tail:
            low = mid
        else:
            high = mid
    return (low + high) / 2


rows = [[p, nu, mp.nstr(quantile(p, nu), 25)] for nu in DEGREES for p in PROBABILITIES]
lines = ",\n".join("  " + json.dumps(row) for row in rows)
(HERE / "t-quantile-reference.json").write_text(f"[\n{lines}\n]\n")
