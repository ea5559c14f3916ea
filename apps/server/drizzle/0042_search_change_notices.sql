-- Decision 018: each instance keeps the search pages it answered lately (db/search-cache.ts), and forgets a
-- list's pages when this channel names the list. Every statement that writes a table a page is read from
-- announces it, whichever code path or instance made it: Browse Jobs reads jobs alone; Find Employee reads
-- profiles, the accounts' names, contacts and status, pictures and CVs. One notice a statement (PostgreSQL
-- folds identical notices of one transaction into one), so a bulk write costs one.
CREATE FUNCTION notify_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change('jobs');
--> statement-breakpoint
CREATE TRIGGER jobseeker_profiles_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobseeker_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change('seekers');
--> statement-breakpoint
CREATE TRIGGER users_notify_search AFTER UPDATE OF user_id, name, email, phone, status, profile_completed OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change('seekers');
--> statement-breakpoint
CREATE TRIGGER profile_pictures_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profile_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change('seekers');
--> statement-breakpoint
CREATE TRIGGER jobseeker_cvs_notify_search AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobseeker_cvs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change('seekers');
