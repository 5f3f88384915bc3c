-- Social sign-in: who a provider's subject is, and the sign-ins under way.

-- One row per provider account: found by (provider, subject), never by e-mail alone, so a
-- provider that lets users change their address cannot take over someone else's account.
CREATE TABLE user_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'microsoft')),
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- A redirect to a provider waiting for its answer: state (hashed), nonce and PKCE verifier stay
-- on the server; the row is taken (deleted) by the first callback that names its state, so a
-- replayed answer finds nothing. browser_hash binds it to the browser that started it (cookie).
CREATE TABLE social_login_attempts (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  browser_hash text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  lang text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_login_attempts_expiry_idx ON social_login_attempts (expires_at);
