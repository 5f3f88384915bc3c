-- The regression model of the unexplained gap an organisation chose (decisions §8): 'parytet'
-- (the documented default) or 'logib' (the Swiss standard analysis model). The indicators kept
-- per report remember the model they were computed with, so a change of model recomputes them
-- at their next read, as a change of categories does.
ALTER TABLE organisations
  ADD COLUMN regression_model text NOT NULL DEFAULT 'parytet'
    CHECK (regression_model IN ('parytet', 'logib'));

ALTER TABLE report_indicators
  ADD COLUMN regression_model text NOT NULL DEFAULT 'parytet'
    CHECK (regression_model IN ('parytet', 'logib'));
