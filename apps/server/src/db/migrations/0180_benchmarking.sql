-- Benchmarking (decisions §10). The organisation's mapping of its positions (within their
-- levels) to standard roles and seniorities and of its locations to voivodeships: only entries
-- a person confirmed are stored (suggestions are computed from the names on each read), and only
-- confirmed ones are pooled.
CREATE TABLE benchmark_position_mappings (
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  level text NOT NULL,
  position text NOT NULL,
  -- null: confirmed as matching no standard role.
  role text,
  seniority text CHECK (seniority IN ('entry', 'junior', 'mid', 'senior', 'staff')),
  confirmed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  confirmed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, level, position),
  CHECK (role IS NULL OR seniority IS NOT NULL)
);

CREATE TABLE benchmark_location_mappings (
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  location text NOT NULL,
  region text,
  confirmed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  confirmed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, location)
);

-- The owner's opt-in to the pooled benchmark; an opt-out takes effect at the next snapshot.
ALTER TABLE organisations
  ADD COLUMN benchmark_contribute boolean NOT NULL DEFAULT false,
  ADD COLUMN benchmark_contribute_changed_at timestamptz;

-- The pooled benchmark: one snapshot at a time (each replaces the last, so an opt-out cannot be
-- read from the difference of two), holding aggregates only. There is no organisation column:
-- nothing here can name a contributor, and the checks keep a withheld cell free of any figure
-- and a shown cell at 5 organisations and 10 people or more.
CREATE TABLE benchmark_snapshots (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  computed_at timestamptz NOT NULL,
  -- Reports whose period ended (or, without a period, were uploaded) on or before this day.
  data_until date NOT NULL
);

CREATE TABLE benchmark_snapshot_cells (
  role text NOT NULL,
  seniority text NOT NULL,
  -- null: national, every region together.
  region text,
  measure text NOT NULL CHECK (measure IN ('base', 'total')),
  status text NOT NULL CHECK (status IN ('shown', 'withheld')),
  withheld_reason text CHECK (
    withheld_reason IN ('too_few_organisations', 'too_few_people', 'dominant_contributor', 'too_recent')
  ),
  organisations integer CHECK (organisations >= 5),
  people integer CHECK (people >= 10),
  p25 double precision,
  p50 double precision,
  p75 double precision,
  women_median double precision,
  men_median double precision,
  CHECK ((status = 'shown') = (withheld_reason IS NULL)),
  CHECK (
    status = 'shown'
    OR (organisations IS NULL AND people IS NULL AND p25 IS NULL AND p50 IS NULL AND p75 IS NULL
        AND women_median IS NULL AND men_median IS NULL)
  ),
  CHECK (status = 'withheld' OR (organisations IS NOT NULL AND people IS NOT NULL))
);

CREATE UNIQUE INDEX benchmark_snapshot_cells_key
  ON benchmark_snapshot_cells (role, seniority, COALESCE(region, ''), measure);
