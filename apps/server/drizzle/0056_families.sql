CREATE TABLE "family_fee_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"token" text NOT NULL,
	"reference" text NOT NULL,
	"guardian_language" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upi_claim_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"receipt_id" uuid NOT NULL,
	"receipt_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"added_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sibling_concession_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"head_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"value" bigint NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upi_claims" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "family_fee_links" ADD CONSTRAINT "family_fee_links_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_fee_links" ADD CONSTRAINT "family_fee_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_fee_links" ADD CONSTRAINT "family_fee_links_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upi_claim_shares" ADD CONSTRAINT "upi_claim_shares_claim_id_upi_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."upi_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upi_claim_shares" ADD CONSTRAINT "upi_claim_shares_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upi_claim_shares" ADD CONSTRAINT "upi_claim_shares_receipt_id_fee_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."fee_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upi_claim_shares" ADD CONSTRAINT "upi_claim_shares_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sibling_concession_rules" ADD CONSTRAINT "sibling_concession_rules_head_id_fee_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."fee_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sibling_concession_rules" ADD CONSTRAINT "sibling_concession_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sibling_concession_rules" ADD CONSTRAINT "sibling_concession_rules_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_fee_links_institute_code_idx" ON "family_fee_links" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "family_fee_links_family_key" ON "family_fee_links" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_fee_links_token_key" ON "family_fee_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "upi_claim_shares_institute_code_idx" ON "upi_claim_shares" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "upi_claim_shares_claim_student_key" ON "upi_claim_shares" USING btree ("claim_id","student_id");--> statement-breakpoint
CREATE INDEX "families_institute_code_idx" ON "families" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "family_members_institute_code_idx" ON "family_members" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_student_key" ON "family_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "family_members_family_idx" ON "family_members" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sibling_concession_rules_institute_code_idx" ON "sibling_concession_rules" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sibling_concession_rules_institute_key" ON "sibling_concession_rules" USING btree ("institute_code");--> statement-breakpoint
ALTER TABLE "upi_claims" ADD CONSTRAINT "upi_claims_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;