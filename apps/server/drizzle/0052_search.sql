ALTER TABLE "jobseeker_cvs" ADD COLUMN "text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_search_trgm_idx" ON "jobseeker_profiles" USING gin ("search_text" gin_trgm_ops) WHERE is_looking_for_job;--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_active_idx" ON "jobseeker_profiles" USING btree ("last_active_at" DESC NULLS LAST,"user_id") WHERE is_looking_for_job;