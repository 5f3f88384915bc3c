-- Rate-limit counters shared by every server process (they were in each process's memory, so a
-- restart cleared them and N processes allowed N times as much). One row per limit and key,
-- counted with an atomic upsert; rows whose window has ended are deleted from time to time.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset_idx ON rate_limit_counters (reset_at);

-- Failed logins are throttled per address AND source (IP), so guessing from one place cannot
-- lock the owner out from another.
ALTER TABLE login_failures ADD COLUMN source text NOT NULL DEFAULT '';
DROP INDEX login_failures_email_idx;
CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at);
CREATE INDEX login_failures_email_source_idx ON login_failures (email, source, failed_at);

-- When the owner was last told by mail that their address is being attacked (once per window).
CREATE TABLE login_attack_alerts (
  email text PRIMARY KEY,
  sent_at timestamptz NOT NULL
);
