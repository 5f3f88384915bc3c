-- Salary bands (decisions §10): the organisation's intended pay structure, one row per saved
-- version. A version is in force from its effective date; a report is read against the newest
-- version in force at its period's end (its upload day without one). Old versions stay, so a
-- past reading can be repeated.
CREATE TABLE salary_band_versions (
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  effective_from date NOT NULL,
  basis text NOT NULL CHECK (basis IN ('base', 'total')),
  currency text NOT NULL,
  bands jsonb NOT NULL,
  job_families jsonb NOT NULL DEFAULT '[]',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, version)
);

CREATE INDEX salary_band_versions_in_force_idx
  ON salary_band_versions (organisation_id, effective_from DESC, version DESC);
