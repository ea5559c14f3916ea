DROP INDEX "jobseeker_profiles_looking_order_idx";--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_state_idx" ON "jobseeker_profiles" USING btree ("state_code","updated_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST,"school_level","search_tags") WHERE is_looking_for_job;--> statement-breakpoint
CREATE INDEX "jobs_live_state_idx" ON "jobs" USING btree ("state_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"last_date_to_apply") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_looking_order_idx" ON "jobseeker_profiles" USING btree ("updated_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST,"school_level","search_tags") WHERE is_looking_for_job;--> statement-breakpoint
-- A district belongs to one state: without this the planner multiplied the two filters' frequencies and
-- expected 4 seekers in "North and Middle Andaman" where 1,270 were, then sorted them all for a page.
CREATE STATISTICS IF NOT EXISTS "jobseeker_profiles_place_stats" (dependencies) ON "state_code", "district" FROM "jobseeker_profiles";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "jobs_place_stats" (dependencies) ON "state_code", "district" FROM "jobs";
