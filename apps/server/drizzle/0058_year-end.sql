CREATE TABLE "transfer_certificate_counters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"father_name" text NOT NULL,
	"mother_name" text NOT NULL,
	"nationality" text NOT NULL,
	"dob" date NOT NULL,
	"admission_number" text NOT NULL,
	"admission_date" date NOT NULL,
	"class_name" text NOT NULL,
	"promoted" text NOT NULL,
	"left_on" date NOT NULL,
	"reason" text NOT NULL,
	"conduct" text NOT NULL,
	"subjects" text NOT NULL,
	"dues_at_issue_paise" bigint NOT NULL,
	"override_reason" text,
	"override_by" uuid,
	"issued_by" uuid,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"last_duplicate_reason" text,
	"last_duplicate_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL,
	CONSTRAINT "transfer_certificates_override_check" CHECK ("transfer_certificates"."dues_at_issue_paise" = 0 or "transfer_certificates"."override_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "transfer_certificate_counters" ADD CONSTRAINT "transfer_certificate_counters_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_override_by_users_id_fk" FOREIGN KEY ("override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_certificate_counters_institute_code_idx" ON "transfer_certificate_counters" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_certificate_counters_institute_key" ON "transfer_certificate_counters" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "transfer_certificates_institute_code_idx" ON "transfer_certificates" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_certificates_institute_number_key" ON "transfer_certificates" USING btree ("institute_code","number");--> statement-breakpoint
CREATE INDEX "transfer_certificates_student_idx" ON "transfer_certificates" USING btree ("student_id");