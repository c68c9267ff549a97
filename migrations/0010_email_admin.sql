-- E-mail for admins (CONTRACT section 11): each admin's own address and alert choices, how far the
-- staff alerts have reported, and password-reset requests.
ALTER TABLE "admin_users" ADD COLUMN "email" text;
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "notify_volunteers" text DEFAULT 'off' NOT NULL CHECK ("notify_volunteers" IN ('off', 'instant', 'daily'));
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "notify_endorsements" text DEFAULT 'off' NOT NULL CHECK ("notify_endorsements" IN ('off', 'instant', 'daily'));
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "notify_testimonials" text DEFAULT 'off' NOT NULL CHECK ("notify_testimonials" IN ('off', 'instant', 'daily'));
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "notify_contacts" text DEFAULT 'off' NOT NULL CHECK ("notify_contacts" IN ('off', 'instant', 'daily'));
--> statement-breakpoint
-- Watermarks of the staff alerts: instant alerts have reported every submission before this moment;
-- the daily digest has been handled for this day (in CAMPAIGN_TIME_ZONE). Moved under the admin
-- row's lock, so two instances never report the same submission or day twice.
ALTER TABLE "admin_users" ADD COLUMN "alerts_instant_through" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "alerts_daily_through" date;
--> statement-breakpoint
CREATE INDEX "admin_users_email_idx" ON "admin_users" USING btree (lower("email"));
--> statement-breakpoint
-- A reset link is an HMAC over (id, salt) with the server's secret: the database alone cannot make
-- one. password_stamp fingerprints the password hash at request time, so any later password change
-- (by whatever route) voids the link.
CREATE TABLE "admin_password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admin_users"("id") ON DELETE CASCADE,
	"salt" text NOT NULL,
	"password_stamp" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "admin_password_resets_admin_idx" ON "admin_password_resets" USING btree ("admin_id", "created_at" DESC);
--> statement-breakpoint
-- The admin Outbox's search (recipient and subject), served by a trigram index like the supporter lists.
CREATE INDEX "outbox_search_idx" ON "outbox" USING gin ((lower("to_address" || ' ' || "subject")) gin_trgm_ops);
