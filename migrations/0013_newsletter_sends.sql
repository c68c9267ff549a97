-- Newsletters sent from posts and their recipients, fixed when the send starts (CONTRACT section 12).
CREATE TABLE "newsletter_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"post_slug" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"html" text,
	"text" text,
	"marker" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sends_post_idx" ON "newsletter_sends" USING btree ("post_id") WHERE status IN ('scheduled', 'sending', 'sent');--> statement-breakpoint
CREATE INDEX "newsletter_sends_newest_idx" ON "newsletter_sends" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_sends_active_idx" ON "newsletter_sends" USING btree ("status") WHERE status IN ('scheduled', 'sending');--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"send_id" uuid NOT NULL,
	"subscriber_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"outbox_id" integer
);
--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_send_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_subscriber_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_once_idx" ON "newsletter_recipients" USING btree ("send_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_state_idx" ON "newsletter_recipients" USING btree ("send_id","status","id");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_subscriber_idx" ON "newsletter_recipients" USING btree ("subscriber_id");
