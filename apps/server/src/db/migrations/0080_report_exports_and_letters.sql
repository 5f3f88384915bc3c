-- Reports to hand on (PDF, XLSX) and Article 7 letters.
-- The documents draw the EU indicators from the reporting module (migration 0075's stored
-- inputs and its per-version cache), under the organisation's current categories.

-- A report handed on as a file, built by a background job and kept for download for a limited
-- time (EXPORT_RETENTION_HOURS); a sweep deletes expired ones.
CREATE TABLE report_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  format text NOT NULL CHECK (format IN ('pdf', 'xlsx')),
  lang text NOT NULL CHECK (lang IN ('en', 'pl')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'ready', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  file_name text,
  data bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX report_exports_organisation_idx ON report_exports (organisation_id, created_at DESC);
CREATE INDEX report_exports_expires_idx ON report_exports (expires_at);

-- Article 7: a worker's request for information and the answer given. The letter itself is
-- generated again on demand from the report; what is recorded is who asked, when, and when the
-- answer was given, against the two months the Directive allows.
CREATE TABLE information_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  employee_id text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'pl')),
  requested_on date NOT NULL,
  due_on date NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  CHECK (due_on >= requested_on)
);
CREATE INDEX information_requests_report_idx ON information_requests (organisation_id, report_id, answered_at DESC);
