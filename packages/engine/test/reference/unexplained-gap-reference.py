"""Reference for the engine's unexplained-gap regression, computed with statsmodels.

Run from the repository root with Debian's Python (python3-statsmodels, pandas):
    /usr/bin/python3 packages/engine/test/reference/unexplained-gap-reference.py
It reads the shared datasets (<repo>/../shared/datasets) and writes
unexplained-gap-reference.json beside this script; the engine's test reads that JSON, so CI
needs no Python. The model is the engine's: OLS of log hourly total pay, total = Base Salary +
Bonuses and Benefits / 12 per hour of a 40-hour week (52/12 weeks a month), on a female
indicator plus categorical level, position and location, and the optional controls
(Years of Service and Age linear, Education categorical) joined from the originals by row.
"""

import json
import pathlib

import numpy as np
import pandas as pd
import scipy.stats
import statsmodels.formula.api as smf

HERE = pathlib.Path(__file__).resolve().parent
DATASETS = HERE.parents[3].parent / "shared" / "datasets"
HOURS_PER_MONTH = 40 * 52 / 12


def load(name):
    df = pd.read_csv(
        DATASETS / f"{name}_upload_format.csv",
        dtype={"Level": str, "Position": str, "Location": str},
        keep_default_na=False,
        na_values={"Base Salary": [""], "Bonuses and Benefits": [""]},
    )
    df["female"] = (df["Gender"] == "Female").astype(float)
    total = df["Base Salary"] + df["Bonuses and Benefits"].fillna(0) / 12
    df["log_hourly"] = np.log(total / HOURS_PER_MONTH)
    return df


def fit(df, terms):
    model = smf.ols("log_hourly ~ female + " + " + ".join(terms), data=df).fit()
    c = float(model.params["female"])
    se = float(model.bse["female"])
    low, high = (float(x) for x in model.conf_int(alpha=0.05).loc["female"])
    df_resid = float(model.df_resid)
    t_logib = (abs(c) - 0.05) / se
    return {
        "terms": terms,
        "n": int(model.nobs),
        "df": df_resid,
        "coefficient": c,
        "standard_error": se,
        "ci_low": low,
        "ci_high": high,
        "t_logib": t_logib,
        "above_tolerance": bool(t_logib > scipy.stats.t.ppf(0.95, df_resid)),
    }


def main():
    out = {}
    glassdoor = load("glassdoor")
    out["glassdoor"] = fit(glassdoor, ["C(Level)", "C(Position)", "C(Location)"])
    original = pd.read_csv(DATASETS / "original" / "glassdoor_gender_pay_gap.csv")
    glassdoor["Age"] = original["Age"].astype(float)
    glassdoor["Education"] = original["Education"].astype(str)
    out["glassdoor_controls"] = fit(
        glassdoor, ["C(Level)", "C(Position)", "C(Location)", "Age", "C(Education)"]
    )
    cardata = load("cardata_salaries")
    cardata["YearsOfService"] = pd.read_csv(DATASETS / "original" / "carData_Salaries.csv")["yrs.service"].astype(float)
    out["cardata_salaries"] = fit(cardata, ["C(Level)", "C(Position)", "YearsOfService"])
    montgomery = load("montgomery2023")
    montgomery["Location"] = montgomery["Location"].fillna("")
    out["montgomery2023"] = fit(montgomery, ["C(Level)", "C(Position)", "C(Location)"])
    (HERE / "unexplained-gap-reference.json").write_text(json.dumps(out, indent=2) + "\n")
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
