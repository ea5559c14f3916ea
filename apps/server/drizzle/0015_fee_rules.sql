CREATE TABLE "fee_concessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fee_concessions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"head_id" uuid,
	"type" text NOT NULL,
	"name" text,
	"mode" text NOT NULL,
	"value" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_late_fee_waivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"waived_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_late_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"cap_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL,
	CONSTRAINT "fee_late_rules_amount_check" CHECK ("fee_late_rules"."amount_paise" > 0 and "fee_late_rules"."grace_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fee_allocations" ADD COLUMN "kind" text DEFAULT 'fee' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_head_id_fee_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."fee_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_fee_waivers" ADD CONSTRAINT "fee_late_fee_waivers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_fee_waivers" ADD CONSTRAINT "fee_late_fee_waivers_instalment_id_fee_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."fee_instalments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_fee_waivers" ADD CONSTRAINT "fee_late_fee_waivers_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_fee_waivers" ADD CONSTRAINT "fee_late_fee_waivers_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_rules" ADD CONSTRAINT "fee_late_rules_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_rules" ADD CONSTRAINT "fee_late_rules_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_concessions_institute_code_idx" ON "fee_concessions" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "fee_concessions_student_year_idx" ON "fee_concessions" USING btree ("student_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "fee_concessions_institute_seq_idx" ON "fee_concessions" USING btree ("institute_code","seq");--> statement-breakpoint
CREATE INDEX "fee_late_fee_waivers_institute_code_idx" ON "fee_late_fee_waivers" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_late_fee_waivers_student_instalment_key" ON "fee_late_fee_waivers" USING btree ("student_id","instalment_id");--> statement-breakpoint
CREATE INDEX "fee_late_rules_institute_code_idx" ON "fee_late_rules" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_late_rules_class_key" ON "fee_late_rules" USING btree ("class_id");