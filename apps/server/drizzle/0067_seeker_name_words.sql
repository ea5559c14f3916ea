CREATE TABLE "seeker_name_words" (
	"word" text PRIMARY KEY NOT NULL,
	"written" text NOT NULL,
	"names" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "seeker_name_words_trgm_idx" ON "seeker_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Decision 038, addendum of 29 Nov 2026 (the name's words): the words of every teacher's name with how many names
-- hold each, so "Did you mean Lakshmi?" reads a few hundred words instead of up to a hundred thousand similar
-- accounts. One name's words: each once, matched lowercased, kept as written for the suggestion; a word with a digit
-- is no name a search could misspell (the contract's `unknownWords` never looks one up).
CREATE FUNCTION "seeker_name_words_of"("name" text) RETURNS TABLE ("word" text, "written" text)
LANGUAGE sql IMMUTABLE AS $$
	SELECT DISTINCT ON (lower(w)) lower(w), w
	FROM regexp_split_to_table(regexp_replace("name", '[.,]', '', 'g'), '\s+') AS w WHERE w <> '' AND w !~ '[0-9]'
$$;
--> statement-breakpoint
-- Names that came and names that went, counted in; a word no name holds any longer is removed.
CREATE FUNCTION "seeker_name_words_count"("added" text[], "removed" text[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "seeker_name_words" AS s ("word", "written", "names")
	SELECT c."word", min(c."written"), sum(c."n")
	FROM (
		SELECT w."word", w."written", 1 AS "n" FROM unnest("added") AS a("name") CROSS JOIN LATERAL "seeker_name_words_of"(a."name") w
		UNION ALL
		SELECT w."word", w."written", -1 FROM unnest("removed") AS r("name") CROSS JOIN LATERAL "seeker_name_words_of"(r."name") w
	) c
	GROUP BY c."word" HAVING sum(c."n") <> 0
	ON CONFLICT ("word") DO UPDATE SET "names" = s."names" + excluded."names";
	DELETE FROM "seeker_name_words"
	WHERE "names" <= 0
		AND "word" IN (SELECT w."word" FROM unnest("removed") AS r("name") CROSS JOIN LATERAL "seeker_name_words_of"(r."name") w);
$$;
--> statement-breakpoint
-- Once per statement (a seed or an import of many accounts counts its words in one go); an update counts only the
-- accounts whose name or role changed, so a sign-in's or a status's update writes nothing here.
CREATE FUNCTION "users_keep_seeker_name_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "seeker_name_words_count"(ARRAY(SELECT "name" FROM new_rows WHERE "role" = 'jobseeker'), '{}');
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "seeker_name_words_count"('{}', ARRAY(SELECT "name" FROM old_rows WHERE "role" = 'jobseeker'));
	ELSE
		PERFORM "seeker_name_words_count"(
			ARRAY(SELECT n."name" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
				WHERE n."role" = 'jobseeker' AND (n."name", n."role") IS DISTINCT FROM (o."name", o."role")),
			ARRAY(SELECT o."name" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
				WHERE o."role" = 'jobseeker' AND (n."name", n."role") IS DISTINCT FROM (o."name", o."role")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_keep_seeker_name_words_insert" AFTER INSERT ON "users"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_seeker_name_words"();
--> statement-breakpoint
CREATE TRIGGER "users_keep_seeker_name_words_update" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_seeker_name_words"();
--> statement-breakpoint
CREATE TRIGGER "users_keep_seeker_name_words_delete" AFTER DELETE ON "users"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_seeker_name_words"();
--> statement-breakpoint
-- The teachers already registered (a million names group in seconds).
SELECT "seeker_name_words_count"(ARRAY(SELECT "name" FROM "users" WHERE "role" = 'jobseeker'), '{}');
