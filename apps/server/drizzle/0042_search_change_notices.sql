-- Decision 018: each instance keeps the search pages it answered lately (db/search-cache.ts), and forgets a
-- list's pages when this channel names the list. Every statement that writes a table a page is read from
-- announces it, whichever code path or instance made it: Browse Jobs reads jobs alone; Find Employee reads
-- profiles, the accounts' names, contacts and status, pictures and CVs. Jobs and profiles name the states
-- of the rows written, before and after ("jobs KA MH"; "-" for none), so a page filtered on another state
-- is kept; the other tables name the list alone, and every page of it goes. One notice a statement, none
-- when it wrote no row (PostgreSQL also folds identical notices of one transaction into one).
CREATE FUNCTION notify_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_search_change_in_states() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  states text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT coalesce(state_code, '-'), ' ') INTO states FROM written_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT coalesce(state_code, '-'), ' ') INTO states FROM former_rows;
  ELSE
    SELECT string_agg(DISTINCT coalesce(state_code, '-'), ' ') INTO states
      FROM (SELECT state_code FROM written_rows UNION ALL SELECT state_code FROM former_rows) AS touched;
  END IF;
  IF states IS NOT NULL THEN
    PERFORM pg_notify('search_changes', TG_ARGV[0] || ' ' || states);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
  list text;
BEGIN
  FOREACH t IN ARRAY ARRAY['jobs', 'jobseeker_profiles'] LOOP
    list := CASE t WHEN 'jobs' THEN 'jobs' ELSE 'seekers' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change_in_states(%L)', t || '_search_insert', t, list);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS former_rows NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change_in_states(%L)', t || '_search_update', t, list);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS former_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change_in_states(%L)', t || '_search_delete', t, list);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change(%L)', t || '_search_truncate', t, list);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_search AFTER UPDATE OF user_id, name, email, phone, status, profile_completed OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change('seekers');
--> statement-breakpoint
CREATE TRIGGER profile_pictures_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profile_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change('seekers');
--> statement-breakpoint
CREATE TRIGGER jobseeker_cvs_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobseeker_cvs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change('seekers');
