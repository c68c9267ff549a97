-- Substring search over supporters' names and e-mail addresses (CONTRACT section 9): trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- One trigram index per admin list over the lower-cased text its `q` searches; the expressions are
-- shared/schema.ts PEOPLE_SEARCH_TEXT, character for character, so the planner matches them.
CREATE INDEX IF NOT EXISTS "volunteers_search_idx" ON "volunteers" USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_idx" ON "contacts" USING gin ((lower(first_name || ' ' || last_name || ' ' || email || ' ' || subject || ' ' || message)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletters_search_idx" ON "newsletters" USING gin ((lower(email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "endorsements_search_idx" ON "endorsements" USING gin ((lower(name || ' ' || coalesce(title, '') || ' ' || endorsement)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "testimonials_search_idx" ON "testimonials" USING gin ((lower(name || ' ' || email || ' ' || story)) gin_trgm_ops);
--> statement-breakpoint
-- Presets (one row per address, newest wins) walk these in order; erasure deletes by lower(email).
CREATE INDEX IF NOT EXISTS "volunteers_email_lower_idx" ON "volunteers" USING btree (lower(email), created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_email_lower_idx" ON "contacts" USING btree (lower(email), created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletters_email_lower_idx" ON "newsletters" USING btree (lower(email), created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "testimonials_email_lower_idx" ON "testimonials" USING btree (lower(email), created_at DESC, id DESC);
--> statement-breakpoint
-- The daily chart counts new rows per day over created_at ranges; lists read newest first.
CREATE INDEX IF NOT EXISTS "newsletters_created_idx" ON "newsletters" USING btree (created_at DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "endorsements_created_idx" ON "endorsements" USING btree (created_at DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "testimonials_created_idx" ON "testimonials" USING btree (created_at DESC);
