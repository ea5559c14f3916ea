-- Decision 022: where a student sat at the end of an earlier year, kept when they are placed in a later year's class
-- (a promotion, or an edit, bulk move or import that does the same), so that year's fee lines keep charging them what
-- they owe of it. Moving back into a year removes its row: they sit in it again. A move to an earlier year's class
-- (a correction) keeps nothing: they never sat in the later year.
CREATE FUNCTION "students_keep_year_place"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was record;
	now_year record;
BEGIN
	SELECT c."academic_year_id" AS year_id, c."id" AS class_id, y."start_year" INTO was
	FROM "class_sections" s JOIN "school_classes" c ON c."id" = s."class_id" JOIN "academic_years" y ON y."id" = c."academic_year_id"
	WHERE s."id" = OLD."section_id";
	SELECT c."academic_year_id" AS year_id, y."start_year" INTO now_year
	FROM "class_sections" s JOIN "school_classes" c ON c."id" = s."class_id" JOIN "academic_years" y ON y."id" = c."academic_year_id"
	WHERE s."id" = NEW."section_id";
	IF was.year_id IS DISTINCT FROM now_year.year_id THEN
		DELETE FROM "student_year_places" WHERE "student_id" = NEW."id" AND "academic_year_id" = now_year.year_id;
		IF was.start_year < now_year.start_year THEN
			INSERT INTO "student_year_places" ("institute_code", "student_id", "academic_year_id", "class_id", "section_id")
			VALUES (NEW."institute_code", NEW."id", was.year_id, was.class_id, OLD."section_id")
			ON CONFLICT ("student_id", "academic_year_id") DO UPDATE SET "class_id" = EXCLUDED."class_id", "section_id" = EXCLUDED."section_id";
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_year_place" AFTER UPDATE OF "section_id" ON "students"
	FOR EACH ROW WHEN (OLD."section_id" IS DISTINCT FROM NEW."section_id") EXECUTE FUNCTION "students_keep_year_place"();--> statement-breakpoint
-- The ledger is built from these two tables too: every write logs its institute's years (migration 0040's function).
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['student_year_places', 'fee_write_offs'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_insert', t);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS former_rows NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_update', t);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS former_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_delete', t);
	END LOOP;
END
$$;
