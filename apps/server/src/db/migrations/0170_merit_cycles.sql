-- Merit cycles (decisions §10): a planned round of raises over one report, with a budget, a
-- merit matrix and one proposal per person. The proposals are two arrays aligned with the
-- report's stored indicator inputs (row i = the file's row i): the raise in cents of money paid
-- per month, and where it came from (0 the matrix, 1 edited by hand, 2 the optimiser). Totals
-- are kept beside them so the list needs no array. A deleted report takes its cycles with it;
-- a report a cycle created stays when the cycle goes.
CREATE TABLE merit_cycles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  name text NOT NULL,
  effective_on date NOT NULL,
  state text NOT NULL DEFAULT 'draft'
    CHECK (state IN ('draft', 'submitted', 'approved', 'applied')),
  budget_kind text NOT NULL CHECK (budget_kind IN ('percent', 'amount')),
  -- The budget as given, in hundredths (a percent of 3.5 is 350, an amount of 1 000,00 is 100000).
  budget_value bigint NOT NULL CHECK (budget_value >= 0),
  -- The budget in cents of money per month (a percent read against the report's base pay).
  budget_total bigint NOT NULL,
  guidelines jsonb NOT NULL,
  raises integer[] NOT NULL,
  sources smallint[] NOT NULL,
  -- Ratings entered per person (employee id → rating) over the file's Performance column.
  ratings jsonb NOT NULL DEFAULT '{}',
  -- The reason given with each proposal edited by hand (employee id → text).
  reasons jsonb NOT NULL DEFAULT '{}',
  used bigint NOT NULL DEFAULT 0,
  people integer NOT NULL,
  people_raised integer NOT NULL DEFAULT 0,
  applied_report_id uuid REFERENCES reports (id) ON DELETE SET NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  submitted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  approved_at timestamptz,
  approved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  sent_back_note text,
  applied_at timestamptz
);

CREATE INDEX merit_cycles_organisation_idx ON merit_cycles (organisation_id, created_at DESC);
CREATE INDEX merit_cycles_report_idx ON merit_cycles (report_id);
