-- Issue 35: a newsletter's own preview text (the line mail programs show beside the subject) and
-- the moment staff chose to send it (null: as soon as the post is live).
ALTER TABLE "newsletter_sends" ADD COLUMN "preview_text" text;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "send_at" timestamp with time zone;
