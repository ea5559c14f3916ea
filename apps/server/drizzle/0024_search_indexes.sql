DROP INDEX "jobseeker_profiles_looking_levels_idx";--> statement-breakpoint
DROP INDEX "jobseeker_profiles_looking_tests_idx";--> statement-breakpoint
DROP INDEX "jobseeker_profiles_looking_qualifications_idx";--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ADD COLUMN "search_tags" text[] GENERATED ALWAYS AS (seeker_search_tags(teaching_levels, eligibility_tests, qualifications)) STORED;--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_state_subject_idx" ON "jobseeker_profiles" USING btree ("state_code","subject","updated_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE is_looking_for_job;--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_tags_idx" ON "jobseeker_profiles" USING gin ("search_tags") WHERE is_looking_for_job;--> statement-breakpoint
CREATE INDEX "jobs_live_state_subject_idx" ON "jobs" USING btree ("state_code","subject","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null;