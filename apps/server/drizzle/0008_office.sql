CREATE TABLE "institute_user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"designation" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academic_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_year" integer NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"class_teacher" text,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detail" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_number" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"dob" date NOT NULL,
	"section_id" uuid NOT NULL,
	"roll_number" integer,
	"guardian_name" text NOT NULL,
	"guardian_phone" text NOT NULL,
	"address" text,
	"admission_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"left_on" date,
	"left_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institute_user_profiles" ADD CONSTRAINT "institute_user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_years" ADD CONSTRAINT "academic_years_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_events" ADD CONSTRAINT "student_events_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_section_id_class_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."class_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academic_years_institute_code_idx" ON "academic_years" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_years_institute_start_key" ON "academic_years" USING btree ("institute_code","start_year");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_years_current_key" ON "academic_years" USING btree ("institute_code") WHERE "academic_years"."is_current";--> statement-breakpoint
CREATE INDEX "class_sections_institute_code_idx" ON "class_sections" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "class_sections_class_name_key" ON "class_sections" USING btree ("class_id",lower("name"));--> statement-breakpoint
CREATE INDEX "school_classes_institute_code_idx" ON "school_classes" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "school_classes_year_name_key" ON "school_classes" USING btree ("academic_year_id",lower("name"));--> statement-breakpoint
CREATE INDEX "school_classes_year_position_idx" ON "school_classes" USING btree ("academic_year_id","position");--> statement-breakpoint
CREATE INDEX "student_events_institute_code_idx" ON "student_events" USING btree ("institute_code");--> statement-breakpoint
CREATE INDEX "student_events_student_idx" ON "student_events" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "students_institute_code_idx" ON "students" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "students_institute_admission_key" ON "students" USING btree ("institute_code",lower("admission_number"));--> statement-breakpoint
CREATE INDEX "students_section_status_idx" ON "students" USING btree ("section_id","status","roll_number");--> statement-breakpoint
CREATE INDEX "students_institute_admission_date_idx" ON "students" USING btree ("institute_code","admission_date");--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ((lower("name" || ' ' || "admission_number" || ' ' || "guardian_phone")) gin_trgm_ops);