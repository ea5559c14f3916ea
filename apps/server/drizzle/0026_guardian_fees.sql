CREATE TABLE "fee_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"reminded_on" date NOT NULL,
	"reminded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_fee_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"token" text NOT NULL,
	"reference" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upi_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"utr" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"receipt_id" uuid,
	"receipt_no" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upi_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vpa" text NOT NULL,
	"payee_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_reminded_by_users_id_fk" FOREIGN KEY ("reminded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_fee_links" ADD CONSTRAINT "guardian_fee_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_fee_links" ADD CONSTRAINT "guardian_fee_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_fee_links" ADD CONSTRAINT "guardian_fee_links_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upi_claims" ADD CONSTRAINT "upi_claims_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upi_claims" ADD CONSTRAINT "upi_claims_receipt_id_fee_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."fee_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upi_claims" ADD CONSTRAINT "upi_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upi_claims" ADD CONSTRAINT "upi_claims_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upi_settings" ADD CONSTRAINT "upi_settings_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_reminders_institute_code_idx" ON "fee_reminders" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "fee_reminders_institute_day_idx" ON "fee_reminders" USING btree ("institute_code","reminded_on");--> statement-breakpoint
CREATE INDEX "fee_reminders_student_idx" ON "fee_reminders" USING btree ("student_id","reminded_on");--> statement-breakpoint
CREATE INDEX "guardian_fee_links_institute_code_idx" ON "guardian_fee_links" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_fee_links_student_key" ON "guardian_fee_links" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_fee_links_token_key" ON "guardian_fee_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "upi_claims_institute_code_idx" ON "upi_claims" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "upi_claims_institute_utr_key" ON "upi_claims" USING btree ("institute_code","utr");--> statement-breakpoint
CREATE INDEX "upi_claims_institute_status_idx" ON "upi_claims" USING btree ("institute_code","status","created_at");--> statement-breakpoint
CREATE INDEX "upi_claims_student_idx" ON "upi_claims" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "upi_settings_institute_code_idx" ON "upi_settings" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "upi_settings_institute_key" ON "upi_settings" USING btree ("institute_code");