-- Organisations issue: four roles, per-organisation feature overrides.
ALTER TABLE memberships DROP CONSTRAINT memberships_role_check;
ALTER TABLE memberships
  ADD CONSTRAINT memberships_role_check CHECK (role IN ('owner', 'admin', 'member', 'viewer'));
ALTER TABLE organisations ADD COLUMN features_override jsonb;
