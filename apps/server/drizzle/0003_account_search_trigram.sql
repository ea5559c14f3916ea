-- Admin list search matches anywhere in name, e-mail, user ID or institute code ("sharma", "@kv.in").
-- A trigram index keeps that fast at 100,000 accounts; the expression must match SEARCH_TEXT in accounts/queries.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower("name" || ' ' || "email" || ' ' || "user_id" || ' ' || coalesce("institute_code", ''))) gin_trgm_ops);
