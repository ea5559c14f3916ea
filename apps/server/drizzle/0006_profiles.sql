CREATE TABLE "institute_profiles" (
	"institute_code" text PRIMARY KEY NOT NULL,
	"affiliation_number" text NOT NULL,
	"school_type" text NOT NULL,
	"board" text NOT NULL,
	"state_code" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"contact_person" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobseeker_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"dob" date,
	"total_exp" integer,
	"school_level" text,
	"syllabus" text,
	"subject" text,
	"state_code" text,
	"district" text,
	"taluk" text,
	"is_looking_for_job" boolean DEFAULT true NOT NULL,
	"max_expected_salary_paise" bigint,
	"teaching_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"eligibility_tests" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD COLUMN "key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "institute_profiles" ADD CONSTRAINT "institute_profiles_institute_code_institutes_code_fk" FOREIGN KEY ("institute_code") REFERENCES "public"."institutes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD CONSTRAINT "jobseeker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_idx" ON "jobseeker_profiles" USING btree ("is_looking_for_job","state_code","district","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_pictures_key_key" ON "profile_pictures" USING btree ("key");