-- Each API process keeps the sessions it has looked up for a few seconds (plugins/session-cache.ts)
-- and forgets them all when this channel fires: whatever changes who a token stands for (its
-- version, the user's verification, a membership or its role, the organisation's plan or
-- features) tells every process at commit, whichever process or tool made the change.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('parytet_session_change', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_session_change
  AFTER UPDATE OF token_version, verified_at OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER memberships_session_change
  AFTER UPDATE OF user_id, organisation_id, role OR DELETE OR TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER organisations_session_change
  AFTER UPDATE OF plan, features_override OR DELETE OR TRUNCATE ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
