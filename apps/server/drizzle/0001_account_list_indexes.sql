CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "users_status_updated_idx" ON "users" USING btree ("status","updated_at");