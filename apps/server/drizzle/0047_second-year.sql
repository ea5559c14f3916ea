CREATE TABLE "student_year_places" (
	"student_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"institute_code" text NOT NULL,
	CONSTRAINT "student_year_places_pkey" PRIMARY KEY("student_id","academic_year_id")
);
--> statement-breakpoint
CREATE TABLE "fee_write_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_year_places" ADD CONSTRAINT "student_year_places_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_year_places" ADD CONSTRAINT "student_year_places_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_year_places" ADD CONSTRAINT "student_year_places_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_year_places" ADD CONSTRAINT "student_year_places_section_id_class_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."class_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_year_places" ADD CONSTRAINT "student_year_places_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_write_offs" ADD CONSTRAINT "fee_write_offs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_write_offs" ADD CONSTRAINT "fee_write_offs_instalment_id_fee_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."fee_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_write_offs" ADD CONSTRAINT "fee_write_offs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_write_offs" ADD CONSTRAINT "fee_write_offs_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_year_places_institute_code_idx" ON "student_year_places" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "student_year_places_year_idx" ON "student_year_places" USING btree ("institute_code","academic_year_id");--> statement-breakpoint
CREATE INDEX "fee_write_offs_institute_code_idx" ON "fee_write_offs" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_write_offs_student_instalment_key" ON "fee_write_offs" USING btree ("student_id","instalment_id");