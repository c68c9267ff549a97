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
-- Lists and exports read ORDER BY created_at DESC, id DESC, after any filter: these indexes hold
-- exactly that order, so a page reads its own rows instead of sorting the table. The daily chart
-- counts over created_at ranges with them too. They replace 0000's created_at DESC NULLS LAST ones,
-- whose order the lists never asked for.
DROP INDEX IF EXISTS "volunteers_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_created_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "volunteers_newest_idx" ON "volunteers" USING btree (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "volunteers_help_type_newest_idx" ON "volunteers" USING btree (help_type, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_newest_idx" ON "contacts" USING btree (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletters_newest_idx" ON "newsletters" USING btree (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "endorsements_newest_idx" ON "endorsements" USING btree (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "endorsements_status_newest_idx" ON "endorsements" USING btree (approved, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "testimonials_newest_idx" ON "testimonials" USING btree (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "testimonials_status_newest_idx" ON "testimonials" USING btree (approved, created_at DESC, id DESC);
