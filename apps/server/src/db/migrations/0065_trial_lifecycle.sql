-- Plans, features and the trial.
-- blocked_at: when the daily job (or an operator) blocked the organisation; its data is deleted
-- 30 days later. deletion_warned_at: when its owners were mailed that the deletion is near (once).
-- plan_ends_at: the end of an operator-set plan term; the daily job then puts it back on
-- DEFAULT_PLAN.
ALTER TABLE organisations
  ADD COLUMN blocked_at timestamptz,
  ADD COLUMN deletion_warned_at timestamptz,
  ADD COLUMN plan_ends_at timestamptz;
CREATE INDEX organisations_blocked_idx ON organisations (blocked_at) WHERE blocked_at IS NOT NULL;

-- Blocking used to be computed from an ended trial; such organisations are blocked from now, so
-- their 30 days (and the owners' warning) start with this migration rather than in the past.
UPDATE organisations SET blocked_at = now()
  WHERE NOT subscription_active AND trial_ends_at IS NOT NULL AND trial_ends_at <= now();

-- The chat is a feature, not a limit: an operator's limits_override.chat moves into
-- features_override (an existing feature switch wins), and leaves the limits.
UPDATE organisations
  SET features_override = jsonb_build_object('chat', limits_override -> 'chat')
        || coalesce(features_override, '{}'::jsonb),
      limits_override = nullif(limits_override - 'chat', '{}'::jsonb)
  WHERE limits_override ? 'chat' AND jsonb_typeof(limits_override -> 'chat') = 'boolean';
UPDATE organisations SET limits_override = nullif(limits_override - 'chat', '{}'::jsonb)
  WHERE limits_override ? 'chat';
