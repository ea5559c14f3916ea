CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"stage" text DEFAULT 'applied' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" text NOT NULL,
	"title" text NOT NULL,
	"position" text NOT NULL,
	"category" text NOT NULL,
	"job_type" text NOT NULL,
	"work_mode" text,
	"salary_type" text NOT NULL,
	"salary_paise" bigint,
	"subject" text,
	"teaching_level" text,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"eligibility_tests" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"qualification" text,
	"experience_min" integer DEFAULT 0 NOT NULL,
	"experience_max" integer DEFAULT 0 NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"institute_name" text,
	"address" text,
	"district" text,
	"state_code" text,
	"email" text,
	"phone" text,
	"interview_date" date,
	"last_date_to_apply" date NOT NULL,
	"posted_by" uuid NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || position || ' ' || coalesce(subject, '') || ' ' || coalesce(institute_name, '') || ' ' || coalesce(district, '') || ' ' || coalesce(description, ''))) STORED,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"institute_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_institute_code_idx" ON "applications" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_seeker_key" ON "applications" USING btree ("job_id","seeker_id");--> statement-breakpoint
CREATE INDEX "applications_seeker_created_idx" ON "applications" USING btree ("seeker_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_institute_code_idx" ON "jobs" USING btree ("institute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_job_id_key" ON "jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_live_order_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jobs_live_place_idx" ON "jobs" USING btree ("state_code","district","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jobs_live_subject_idx" ON "jobs" USING btree ("subject","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jobs_live_level_idx" ON "jobs" USING btree ("teaching_level","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jobs_institute_order_idx" ON "jobs" USING btree ("institute_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_order_idx" ON "jobseeker_profiles" USING btree ("updated_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE is_looking_for_job;--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_place_idx" ON "jobseeker_profiles" USING btree ("state_code","district","updated_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE is_looking_for_job;--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_subject_idx" ON "jobseeker_profiles" USING btree ("subject","updated_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE is_looking_for_job;