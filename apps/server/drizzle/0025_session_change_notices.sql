-- Decision 018: each instance caches the sessions it read, and forgets an account's sessions when this
-- channel names the account. Every change a request's check reads (a logout, a suspension, a password
-- change, a new role or name) is announced here, whichever code path or instance made it. The payload is
-- the account's id, taken from the row by the column named in the trigger's argument.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OF user_id, name, email, role, institute_code, status, rejection_reason, token_version ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('id');
--> statement-breakpoint
CREATE TRIGGER users_notify_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('id');
