CREATE TABLE "fee_paid_balances" (
	"student_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"fee_paise" bigint NOT NULL,
	"late_paise" bigint NOT NULL,
	"allocations" integer NOT NULL,
	"institute_code" text NOT NULL,
	CONSTRAINT "fee_paid_balances_pkey" PRIMARY KEY("student_id","instalment_id")
);
--> statement-breakpoint
ALTER TABLE "fee_paid_balances" ADD CONSTRAINT "fee_paid_balances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_paid_balances" ADD CONSTRAINT "fee_paid_balances_instalment_id_fee_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."fee_instalments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_paid_balances" ADD CONSTRAINT "fee_paid_balances_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_paid_balances_institute_code_idx" ON "fee_paid_balances" USING btree ("institute_code");--> statement-breakpoint
-- Decision 016: what stands paid of each student's instalment, kept in the same transaction as the
-- allocation or the receipt's status that changes it, whichever code path writes them.
CREATE FUNCTION "fee_paid_balances_add"(institute text, student uuid, instalment uuid, kind text, paise bigint, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "fee_paid_balances" ("institute_code", "student_id", "instalment_id", "fee_paise", "late_paise", "allocations")
	VALUES (institute, student, instalment, CASE WHEN kind = 'lateFee' THEN 0 ELSE paise END, CASE WHEN kind = 'lateFee' THEN paise ELSE 0 END, n)
	ON CONFLICT ("student_id", "instalment_id") DO UPDATE SET
		"fee_paise" = "fee_paid_balances"."fee_paise" + EXCLUDED."fee_paise",
		"late_paise" = "fee_paid_balances"."late_paise" + EXCLUDED."late_paise",
		"allocations" = "fee_paid_balances"."allocations" + EXCLUDED."allocations";
	-- No standing allocation left (its receipts cancelled): the line was never paid.
	DELETE FROM "fee_paid_balances" WHERE "student_id" = student AND "instalment_id" = instalment AND "allocations" = 0;
END
$$;--> statement-breakpoint
CREATE FUNCTION "fee_paid_balances_follow_allocation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM "fee_receipts" WHERE "id" = OLD."receipt_id" AND "status" = 'active') THEN
		PERFORM "fee_paid_balances_add"(OLD."institute_code", OLD."student_id", OLD."instalment_id", OLD."kind", -OLD."amount_paise", -1);
	END IF;
	IF TG_OP <> 'DELETE' AND EXISTS (SELECT 1 FROM "fee_receipts" WHERE "id" = NEW."receipt_id" AND "status" = 'active') THEN
		PERFORM "fee_paid_balances_add"(NEW."institute_code", NEW."student_id", NEW."instalment_id", NEW."kind", NEW."amount_paise", 1);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fee_allocations_paid_balances" AFTER INSERT OR UPDATE OR DELETE ON "fee_allocations"
	FOR EACH ROW EXECUTE FUNCTION "fee_paid_balances_follow_allocation"();--> statement-breakpoint
-- A receipt cancelled or bounced takes its allocations out; one standing again (never done today) puts them back.
CREATE FUNCTION "fee_paid_balances_follow_receipt"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	sign integer := CASE WHEN NEW."status" = 'active' THEN 1 ELSE -1 END;
	a record;
BEGIN
	FOR a IN SELECT * FROM "fee_allocations" WHERE "receipt_id" = NEW."id" LOOP
		PERFORM "fee_paid_balances_add"(a."institute_code", a."student_id", a."instalment_id", a."kind", sign * a."amount_paise", sign);
	END LOOP;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fee_receipts_paid_balances" AFTER UPDATE OF "status" ON "fee_receipts"
	FOR EACH ROW WHEN ((OLD."status" = 'active') IS DISTINCT FROM (NEW."status" = 'active'))
	EXECUTE FUNCTION "fee_paid_balances_follow_receipt"();--> statement-breakpoint
INSERT INTO "fee_paid_balances" ("institute_code", "student_id", "instalment_id", "fee_paise", "late_paise", "allocations")
SELECT a."institute_code", a."student_id", a."instalment_id",
	coalesce(sum(a."amount_paise") FILTER (WHERE a."kind" <> 'lateFee'), 0),
	coalesce(sum(a."amount_paise") FILTER (WHERE a."kind" = 'lateFee'), 0),
	count(*)
FROM "fee_allocations" a JOIN "fee_receipts" r ON r."id" = a."receipt_id"
WHERE r."status" = 'active'
GROUP BY a."institute_code", a."student_id", a."instalment_id";
