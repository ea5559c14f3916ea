-- Decision 038: Find Employee's keywords are found in one lowercased text per seeker (search_text), made here from
-- her profile, her account's name and her CV's text, so it is right whichever code path or instance writes any of
-- them; and her "last active" (last_active_at) moves when she signs in or changes her profile or CV.
CREATE FUNCTION "jobseeker_profiles_keep_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_text" := lower(concat_ws(' ',
		(SELECT u."name" FROM "users" u WHERE u."id" = NEW."user_id"),
		replace(NEW."subject", '-', ' '), NEW."syllabus", NEW."school_level", NEW."district", NEW."taluk",
		replace(array_to_string(NEW."teaching_levels" || NEW."eligibility_tests" || NEW."qualifications", ' '), '_', ' '),
		NEW."summary",
		(SELECT string_agg(concat_ws(' ', e->>'degree', e->>'subject', e->>'university'), ' ')
			FROM jsonb_array_elements(NEW."education") AS e),
		(SELECT string_agg(concat_ws(' ', w->>'school', w->>'role'), ' ')
			FROM jsonb_array_elements(NEW."work_history") AS w),
		(SELECT c."text" FROM "jobseeker_cvs" c WHERE c."user_id" = NEW."user_id")));
	-- A save by the portal sets updated_at (Drizzle's $onUpdate); a write by the triggers below does not.
	IF TG_OP = 'UPDATE' AND NEW."updated_at" IS DISTINCT FROM OLD."updated_at" THEN
		NEW."last_active_at" := greatest(NEW."last_active_at", NEW."updated_at");
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobseeker_profiles_keep_search_text" BEFORE INSERT OR UPDATE ON "jobseeker_profiles"
	FOR EACH ROW EXECUTE FUNCTION "jobseeker_profiles_keep_search_text"();
--> statement-breakpoint
-- A CV uploaded, replaced or removed: her text is made again (the update above), and an upload is activity.
CREATE FUNCTION "jobseeker_cvs_touch_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "jobseeker_profiles" SET "search_text" = '' WHERE "user_id" = OLD."user_id";
	ELSE
		UPDATE "jobseeker_profiles" SET "last_active_at" = greatest("last_active_at", NEW."uploaded_at")
			WHERE "user_id" = NEW."user_id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobseeker_cvs_touch_profile" AFTER INSERT OR UPDATE OR DELETE ON "jobseeker_cvs"
	FOR EACH ROW EXECUTE FUNCTION "jobseeker_cvs_touch_profile"();
--> statement-breakpoint
-- Her name is on the account: a new name is found at once.
CREATE FUNCTION "users_touch_seeker_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "jobseeker_profiles" SET "search_text" = '' WHERE "user_id" = NEW."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_touch_seeker_profile" AFTER UPDATE OF "name" ON "users"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "users_touch_seeker_profile"();
--> statement-breakpoint
-- A sign-in is activity (a session is made for each one, decision 002).
CREATE FUNCTION "sessions_touch_seeker_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "jobseeker_profiles" SET "last_active_at" = greatest("last_active_at", NEW."created_at")
		WHERE "user_id" = NEW."user_id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_touch_seeker_profile" AFTER INSERT ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "sessions_touch_seeker_profile"();
-- Profiles saved before keep a null text here: rewriting every one in this migration held the table's locks for
-- as long as a million rows took, before the port opened. The server fills them after its start, a few thousand
-- to a transaction (profiles/search-text-fill.ts, migration 0063, decision 038's addendum of 29 Nov 2026).

