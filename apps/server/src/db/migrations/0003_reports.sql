-- Pay-gap reports. Every table carries organisation_id (directly or through reports) so each query
-- can be scoped to the caller's organisation.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  label text NOT NULL,
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready', 'failed')),
  error_code text,
  error_details jsonb,
  file_name text NOT NULL,
  file_size integer NOT NULL,
  records integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX reports_organisation_idx ON reports (organisation_id, created_at DESC);
-- At most one report per organisation is processing: the upload race is settled by this index.
CREATE UNIQUE INDEX reports_one_processing_idx ON reports (organisation_id) WHERE status = 'processing';
-- The sweep looks for reports stuck in processing.
CREATE INDEX reports_processing_idx ON reports (created_at) WHERE status = 'processing';

-- The uploaded file, kept only until the job has processed it (payroll data is not kept longer).
CREATE TABLE report_uploads (
  report_id uuid PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Spreadsheets are already compressed and CSV compresses slowly; storing plainly keeps uploads fast.
ALTER TABLE report_uploads ALTER COLUMN data SET STORAGE EXTERNAL;

-- The computed reports of a ready report, as the API answers them. json, not jsonb: they are only
-- ever stored and read whole, and json is several times quicker to store.
CREATE TABLE report_results (
  report_id uuid PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  base json NOT NULL,
  adjusted json NOT NULL,
  salary_ranges json NOT NULL,
  extended_salary_ranges json NOT NULL,
  levels text[] NOT NULL,
  positions text[] NOT NULL
);

-- One row per employee of a ready report, in file order (ordinal), filtered and paged in SQL.
-- Money is stored as integer cents and gaps as hundredths of a percent: the engine rounds both to
-- 2 decimals, so this is exact, and integers load about three times faster than decimal floats.
-- Only the primary key is indexed: a report's rows are read as one key range and filtered there,
-- while each extra index would cost about 0.2 s on a 100 000-row upload. For the same reason the
-- rows have no foreign key (its per-row check costs about 0.3 s): a trigger deletes them with
-- their report instead.
CREATE TABLE report_employees (
  report_id uuid NOT NULL,
  ordinal integer NOT NULL,
  employee_id text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('female', 'male')),
  level text COLLATE "C" NOT NULL,
  position text COLLATE "C" NOT NULL,
  location text,
  salary bigint NOT NULL,
  position_mean_salary bigint,
  position_women_mean_salary bigint,
  position_men_mean_salary bigint,
  level_mean_salary bigint,
  level_women_mean_salary bigint,
  level_men_mean_salary bigint,
  salary_difference bigint,
  pay_gap bigint,
  PRIMARY KEY (report_id, ordinal)
);

CREATE FUNCTION delete_report_employees() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_employees WHERE report_id = OLD.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER reports_delete_employees AFTER DELETE ON reports
  FOR EACH ROW EXECUTE FUNCTION delete_report_employees();
