-- EU Pay Transparency reporting: indicators, categories of workers, joint assessment.

-- What the indicators need of each employee (pay, bonuses, hours, optional factors), stored by
-- the report's job beside the other views. The upload itself is deleted once processed, and the
-- employee rows keep only base pay, so this is what lets the indicators be computed again when
-- the organisation's categories of workers change. Columnar JSON (one array per field): about a
-- third of the size of one object per employee. NULL for reports processed before this.
ALTER TABLE report_results ADD COLUMN indicator_inputs json;

-- Categories of workers (Art. 4), one row per saved version; the newest applies to every report.
CREATE TABLE category_schemes (
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  scheme jsonb NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, version)
);

-- The indicators of a report as last computed, with the categories version they applied. A read
-- under another version computes them again and replaces the row.
CREATE TABLE report_indicators (
  report_id uuid PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  categories_version integer NOT NULL,
  indicators json NOT NULL,
  distribution json NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- Art. 10: what the organisation recorded against a flagged category of a report.
CREATE TABLE assessment_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  category text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('justification', 'remedy')),
  criteria text[] NOT NULL DEFAULT '{}',
  body text NOT NULL,
  target_date date,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'remedy') = (target_date IS NOT NULL))
);
CREATE INDEX assessment_records_report_idx ON assessment_records (report_id, created_at);
