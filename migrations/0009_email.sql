-- E-mail (CONTRACT section 11): the outbox, per-address limits, the deployment-wide pace, and the
-- newsletter's double opt-in.
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text,
	"html" text,
	"headers" jsonb,
	"attachments" jsonb,
	"ref" text,
	"priority" text DEFAULT 'transactional' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("priority" DESC, "next_attempt_at", "id") WHERE status = 'queued';
--> statement-breakpoint
CREATE INDEX "outbox_sending_idx" ON "outbox" USING btree ("lease_until") WHERE status = 'sending';
--> statement-breakpoint
CREATE INDEX "outbox_newest_idx" ON "outbox" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "outbox_status_newest_idx" ON "outbox" USING btree ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "mail_allowances" (
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_allowances_kind_address_pk" PRIMARY KEY("kind","address")
);
--> statement-breakpoint
CREATE TABLE "mail_pace" (
	"id" integer PRIMARY KEY NOT NULL,
	"next_slot" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "mail_pace" ("id", "next_slot") VALUES (1, now());
--> statement-breakpoint
-- Subscribers from before double opt-in had already asked for the newsletter: they are confirmed.
ALTER TABLE "newsletters" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletters" ALTER COLUMN "status" SET DEFAULT 'pending';
--> statement-breakpoint
-- Two random UUIDs (PostgreSQL's strong random source) make a 244-bit secret, on PGlite as well.
ALTER TABLE "newsletters" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirm_token" text;
--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirm_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "newsletters_status_newest_idx" ON "newsletters" USING btree ("status", "created_at" DESC, "id" DESC);
