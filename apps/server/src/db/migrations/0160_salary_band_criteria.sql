-- The pay and pay progression criteria page (Directive Art. 6) an organisation publishes to its
-- workers: one row per saved version, in one language each. Generated from the salary bands and
-- the job evaluation, then edited; `bands_version` records the bands in force when it was saved
-- (0 when there were none), so a screen can say they have changed since.
CREATE TABLE salary_band_criteria (
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  lang text NOT NULL CHECK (lang IN ('en', 'pl')),
  title text NOT NULL,
  sections jsonb NOT NULL,
  bands_version integer NOT NULL CHECK (bands_version >= 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, version)
);

CREATE INDEX salary_band_criteria_lang_idx
  ON salary_band_criteria (organisation_id, lang, version DESC);
