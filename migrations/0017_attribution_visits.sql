-- Where sign-ups come from and how many visit (CONTRACT section 17, issue 38).
-- Every public form's row keeps the visit's attribution; volunteers and subscribers get a share code
-- (the default draws one per row, so existing rows get theirs here too).
ALTER TABLE "volunteers" ADD COLUMN "attribution" jsonb;
--> statement-breakpoint
ALTER TABLE "volunteers" ADD COLUMN "share_code" text DEFAULT left(md5(gen_random_uuid()::text), 12) NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "volunteers_share_code_idx" ON "volunteers" USING btree ("share_code");
--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "attribution" jsonb;
--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "share_code" text DEFAULT left(md5(gen_random_uuid()::text), 12) NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_share_code_idx" ON "newsletters" USING btree ("share_code");
--> statement-breakpoint
ALTER TABLE "endorsements" ADD COLUMN "attribution" jsonb;
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "attribution" jsonb;
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "attribution" jsonb;
--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "attribution" jsonb;
--> statement-breakpoint
-- Views and visitors per day, per page, source and campaign ('site' and '' for the whole site).
CREATE TABLE "analytics_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_counts_day_kind_key_pk" PRIMARY KEY("day","kind","key")
);
--> statement-breakpoint
-- The day's visitors by hash, deleted with the day's secret when the day ends.
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "analytics_visitors_day_kind_key_hash_pk" PRIMARY KEY("day","kind","key","hash")
);
--> statement-breakpoint
CREATE TABLE "analytics_secrets" (
	"day" date PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
