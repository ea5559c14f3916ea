CREATE TABLE "fee_line_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_line_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"academic_year_id" uuid NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_line_years" (
	"academic_year_id" uuid PRIMARY KEY NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_lines" (
	"student_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"class_id" uuid,
	"section_id" uuid,
	"net_paise" bigint DEFAULT 0 NOT NULL,
	"charged" boolean DEFAULT false NOT NULL,
	"in_ledger" boolean DEFAULT false NOT NULL,
	"fee_paise" bigint DEFAULT 0 NOT NULL,
	"late_paise" bigint DEFAULT 0 NOT NULL,
	"allocations" integer DEFAULT 0 NOT NULL,
	"institute_code" text NOT NULL,
	CONSTRAINT "fee_lines_pkey" PRIMARY KEY("student_id","instalment_id")
);
--> statement-breakpoint
ALTER TABLE "fee_line_changes" ADD CONSTRAINT "fee_line_changes_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_line_years" ADD CONSTRAINT "fee_line_years_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_line_years" ADD CONSTRAINT "fee_line_years_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_instalment_id_fee_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."fee_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_line_changes_institute_code_idx" ON "fee_line_changes" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "fee_line_changes_year_idx" ON "fee_line_changes" USING btree ("institute_code","academic_year_id");--> statement-breakpoint
CREATE INDEX "fee_line_years_institute_code_idx" ON "fee_line_years" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "fee_lines_institute_code_idx" ON "fee_lines" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "fee_lines_year_idx" ON "fee_lines" USING btree ("institute_code","academic_year_id");--> statement-breakpoint
-- Decision 021: the reports' ledger stored. What stands paid moves from fee_paid_balances to fee_lines, kept
-- by the same triggers in the same transaction as the allocation or the receipt's status that changes it.
CREATE FUNCTION "fee_lines_add"(institute text, student uuid, instalment uuid, kind text, paise bigint, n integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	created boolean;
BEGIN
	INSERT INTO "fee_lines" ("institute_code", "student_id", "instalment_id", "academic_year_id", "due_date", "fee_paise", "late_paise", "allocations")
	SELECT institute, student, instalment, i."academic_year_id", i."due_date",
		CASE WHEN kind = 'lateFee' THEN 0 ELSE paise END, CASE WHEN kind = 'lateFee' THEN paise ELSE 0 END, n
	FROM "fee_instalments" i WHERE i."id" = instalment
	ON CONFLICT ("student_id", "instalment_id") DO UPDATE SET
		"fee_paise" = "fee_lines"."fee_paise" + EXCLUDED."fee_paise",
		"late_paise" = "fee_lines"."late_paise" + EXCLUDED."late_paise",
		"allocations" = "fee_lines"."allocations" + EXCLUDED."allocations"
	RETURNING (xmax = 0) INTO created;
	-- A line no placing has seen (paid before its year's first report, or not charged): the next report places it.
	IF created THEN
		INSERT INTO "fee_line_changes" ("institute_code", "academic_year_id")
		SELECT institute, i."academic_year_id" FROM "fee_instalments" i WHERE i."id" = instalment;
	END IF;
	-- No standing allocation left (its receipts cancelled) and not charged: the line is not the student's.
	DELETE FROM "fee_lines" WHERE "student_id" = student AND "instalment_id" = instalment AND "allocations" = 0 AND NOT "charged";
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fee_paid_balances_follow_allocation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM "fee_receipts" WHERE "id" = OLD."receipt_id" AND "status" = 'active') THEN
		PERFORM "fee_lines_add"(OLD."institute_code", OLD."student_id", OLD."instalment_id", OLD."kind", -OLD."amount_paise", -1);
	END IF;
	IF TG_OP <> 'DELETE' AND EXISTS (SELECT 1 FROM "fee_receipts" WHERE "id" = NEW."receipt_id" AND "status" = 'active') THEN
		PERFORM "fee_lines_add"(NEW."institute_code", NEW."student_id", NEW."instalment_id", NEW."kind", NEW."amount_paise", 1);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fee_paid_balances_follow_receipt"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	sign integer := CASE WHEN NEW."status" = 'active' THEN 1 ELSE -1 END;
	a record;
BEGIN
	FOR a IN SELECT * FROM "fee_allocations" WHERE "receipt_id" = NEW."id" LOOP
		PERFORM "fee_lines_add"(a."institute_code", a."student_id", a."instalment_id", a."kind", sign * a."amount_paise", sign);
	END LOOP;
	RETURN NULL;
END
$$;--> statement-breakpoint
ALTER FUNCTION "fee_paid_balances_follow_allocation"() RENAME TO "fee_lines_follow_allocation";--> statement-breakpoint
ALTER FUNCTION "fee_paid_balances_follow_receipt"() RENAME TO "fee_lines_follow_receipt";--> statement-breakpoint
ALTER TRIGGER "fee_allocations_paid_balances" ON "fee_allocations" RENAME TO "fee_allocations_lines";--> statement-breakpoint
ALTER TRIGGER "fee_receipts_paid_balances" ON "fee_receipts" RENAME TO "fee_receipts_lines";--> statement-breakpoint
DROP FUNCTION "fee_paid_balances_add"(text, uuid, uuid, text, bigint, integer);--> statement-breakpoint
INSERT INTO "fee_lines" ("institute_code", "student_id", "instalment_id", "academic_year_id", "due_date", "fee_paise", "late_paise", "allocations")
SELECT b."institute_code", b."student_id", b."instalment_id", i."academic_year_id", i."due_date", b."fee_paise", b."late_paise", b."allocations"
FROM "fee_paid_balances" b JOIN "fee_instalments" i ON i."id" = b."instalment_id";--> statement-breakpoint
-- Every write to what the ledger is built from logs the years of its institutes, once per statement (an
-- import of 3,000 students is one row a year). The transition tables name the rows written.
CREATE FUNCTION "fee_lines_log_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "fee_line_changes" ("institute_code", "academic_year_id")
		SELECT y."institute_code", y."id" FROM "academic_years" y WHERE y."institute_code" IN (SELECT DISTINCT "institute_code" FROM written_rows);
	END IF;
	IF TG_OP <> 'INSERT' THEN
		INSERT INTO "fee_line_changes" ("institute_code", "academic_year_id")
		SELECT y."institute_code", y."id" FROM "academic_years" y WHERE y."institute_code" IN (SELECT DISTINCT "institute_code" FROM former_rows);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['students', 'student_class_moves', 'school_classes', 'class_sections', 'fee_heads', 'fee_instalments', 'fee_concessions', 'fee_head_assignments'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_insert', t);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS former_rows NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_update', t);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS former_rows FOR EACH STATEMENT EXECUTE FUNCTION "fee_lines_log_change"()', t || '_fee_lines_delete', t);
	END LOOP;
END
$$;
