CREATE TABLE "jobseeker_cvs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "education" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "work_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "school_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max_paise" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_pay_low_paise" bigint GENERATED ALWAYS AS (case when salary_type = 'yearly' then salary_paise / 12 else salary_paise end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "monthly_pay_high_paise" bigint GENERATED ALWAYS AS (case when salary_type = 'yearly' then coalesce(salary_max_paise, salary_paise) / 12 else coalesce(salary_max_paise, salary_paise) end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "vacancies" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_cvs" ADD CONSTRAINT "jobseeker_cvs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;