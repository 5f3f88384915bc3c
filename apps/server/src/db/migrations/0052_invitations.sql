-- Organisations issue: invitations to join an organisation with a role. Only the code's hash is
-- stored (like auth_codes); a code works once (used_at) until it expires or is revoked.
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'member', 'viewer')),
  code_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitations_organisation_idx ON invitations (organisation_id, created_at DESC);

-- Which organisation a login acts for: the one the user last switched to or joined.
ALTER TABLE memberships ADD COLUMN last_used_at timestamptz;
