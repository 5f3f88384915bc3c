-- The organisation's data ZIP, built by a background job that streams it to a file in
-- DATA_DIR/exports (named after the row's id) and kept for download like a report export
-- (EXPORT_RETENTION_HOURS); the hourly sweep deletes expired rows and their files.
CREATE TABLE organisation_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'ready', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  file_name text,
  size_bytes bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX organisation_exports_organisation_idx ON organisation_exports (organisation_id, created_at DESC);
CREATE INDEX organisation_exports_expires_idx ON organisation_exports (expires_at);
