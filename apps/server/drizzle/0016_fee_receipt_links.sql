CREATE TABLE "fee_receipt_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_receipt_links" ADD CONSTRAINT "fee_receipt_links_receipt_id_fee_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."fee_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipt_links" ADD CONSTRAINT "fee_receipt_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipt_links" ADD CONSTRAINT "fee_receipt_links_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_receipt_links_institute_code_idx" ON "fee_receipt_links" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipt_links_receipt_key" ON "fee_receipt_links" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipt_links_token_key" ON "fee_receipt_links" USING btree ("token");--> statement-breakpoint
-- Decision 012: a receipt takes its number when its transaction commits. The counter's row is then
-- locked for the commit alone, never across a round trip to the application. A receipt written with a
-- number (imported, or made by a test) keeps it. The collection makes the year's counter row first.
CREATE FUNCTION "fee_receipts_take_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	taken integer;
	printed text;
BEGIN
	UPDATE "fee_receipt_counters" SET "last_number" = "last_number" + 1
	WHERE "institute_code" = NEW."institute_code" AND "academic_year_id" = NEW."academic_year_id"
	RETURNING "last_number", "prefix" || lpad("last_number"::text, 6, '0') INTO taken, printed;
	IF taken IS NULL THEN
		RAISE EXCEPTION 'no receipt counter for institute % year %', NEW."institute_code", NEW."academic_year_id";
	END IF;
	UPDATE "fee_receipts" SET "number" = taken, "receipt_no" = printed WHERE "id" = NEW."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "fee_receipts_numbered_on_commit" AFTER INSERT ON "fee_receipts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."number" IS NULL)
	EXECUTE FUNCTION "fee_receipts_take_number"();
