-- Decision 038: every sign-in moves a seeker's last_active_at (migration 0053). Announced like any other write of
-- jobseeker_profiles, each sign-in made every instance forget the Find Employee pages of her state: under a school
-- day's sign-ins a state's pages would hardly ever be kept. A second trigger argument now names a column whose
-- change alone changes no kept page; an update that changed nothing else announces nothing. (A page filtered on
-- "last active" may then miss a sign-in for the page's age at most, as it misses the passing of time.)
CREATE OR REPLACE FUNCTION notify_search_change_in_states() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload jsonb;
  unchanged boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND TG_NARGS > 1 THEN
    EXECUTE 'SELECT NOT EXISTS (SELECT to_jsonb(w) - $1 FROM written_rows w'
      || ' EXCEPT ALL SELECT to_jsonb(f) - $1 FROM former_rows f)'
      INTO unchanged USING TG_ARGV[1];
    IF unchanged THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE 'SELECT jsonb_build_object(''list'', $1, ''state'', jsonb_agg(DISTINCT state_code)) FROM '
    || search_rows_written(TG_OP)
    || ' HAVING count(*) > 0'
    INTO payload USING TG_ARGV[0];
  -- No row written, no notice.
  IF payload IS NOT NULL THEN
    PERFORM pg_notify('search_changes', payload::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER jobseeker_profiles_search_update ON jobseeker_profiles;
--> statement-breakpoint
CREATE TRIGGER jobseeker_profiles_search_update AFTER UPDATE ON jobseeker_profiles
  REFERENCING OLD TABLE AS former_rows NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change_in_states('seekers', 'last_active_at');
