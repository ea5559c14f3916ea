-- Decision 038, addendum of 29 Nov 2026: a profile's search text is null until made, and the server makes the ones
-- saved before migration 0053 in batches after its start, finding them through the partial index below (empty
-- once they are done). Where 0053 already filled every row, nothing is left to do.
ALTER TABLE "jobseeker_profiles" ALTER COLUMN "search_text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "jobseeker_profiles" ALTER COLUMN "search_text" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "jobseeker_profiles_search_text_unfilled_idx" ON "jobseeker_profiles" USING btree ("user_id") WHERE search_text is null;