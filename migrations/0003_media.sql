-- Uploaded images and every file served for them, bytes included (CONTRACT section 7, decision 0005).
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"fallback_format" text NOT NULL,
	"original_name" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"path" text PRIMARY KEY NOT NULL,
	"media_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
-- Image files are compressed already: store them out of line without trying to compress them again.
ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_files_media_idx" ON "media_files" USING btree ("media_id");
