-- The site's words in the database (CONTRACT section 13): settings, pages and their revisions,
-- videos and documents. The first content is written by the server after migrating
-- (server/services/site-seed.ts), from shared/content/.
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"head" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "site_page_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_key" text NOT NULL REFERENCES "site_pages"("key") ON DELETE cascade,
	"reason" text NOT NULL,
	"author" text NOT NULL,
	"head" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_page_revisions_page_idx" ON "site_page_revisions" USING btree ("page_key","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"youtube_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"duration" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "videos_position_idx" ON "videos" USING btree ("position");
--> statement-breakpoint
-- At most one featured video, whatever two admins do at once.
CREATE UNIQUE INDEX "videos_one_featured_idx" ON "videos" USING btree ("featured") WHERE "featured";
--> statement-breakpoint
CREATE TABLE "site_documents" (
	"slot" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"byte_size" integer NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
