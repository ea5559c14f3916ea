CREATE TABLE "bank_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"utr" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"credited_on" date NOT NULL,
	"payer" text,
	"details" text NOT NULL,
	"bank" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"dismissed_by" uuid,
	"dismissed_at" timestamp with time zone,
	"dismiss_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tally_head_ledgers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"head_id" uuid NOT NULL,
	"ledger" text NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tally_ledgers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cash" text NOT NULL,
	"bank" text NOT NULL,
	"late_fee" text NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tally_head_ledgers" ADD CONSTRAINT "tally_head_ledgers_head_id_fee_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."fee_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tally_head_ledgers" ADD CONSTRAINT "tally_head_ledgers_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tally_ledgers" ADD CONSTRAINT "tally_ledgers_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_credits_institute_code_idx" ON "bank_credits" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_credits_institute_utr_key" ON "bank_credits" USING btree ("institute_code","utr");--> statement-breakpoint
CREATE INDEX "bank_credits_institute_open_idx" ON "bank_credits" USING btree ("institute_code","credited_on") WHERE "bank_credits"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "tally_head_ledgers_institute_code_idx" ON "tally_head_ledgers" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tally_head_ledgers_head_key" ON "tally_head_ledgers" USING btree ("head_id");--> statement-breakpoint
CREATE INDEX "tally_ledgers_institute_code_idx" ON "tally_ledgers" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tally_ledgers_institute_key" ON "tally_ledgers" USING btree ("institute_code");