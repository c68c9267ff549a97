-- Events with RSVP (CONTRACT section 14).
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"location_kind" text NOT NULL,
	"venue" text,
	"address" text,
	"online_url" text,
	"capacity" integer,
	"featured_image" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"reminded_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_ends_after_starts" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "events_capacity_positive" CHECK ("capacity" IS NULL OR "capacity" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"guests" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"attended" boolean DEFAULT false NOT NULL,
	"secret" text NOT NULL,
	"queued_seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_guests_range" CHECK ("guests" BETWEEN 0 AND 4)
);
--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_rsvps_event_email_idx" ON "event_rsvps" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "event_rsvps_event_status_idx" ON "event_rsvps" USING btree ("event_id","status","queued_seq");--> statement-breakpoint
CREATE INDEX "event_rsvps_search_idx" ON "event_rsvps" USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops);
