-- Delegates, their history and contact log, and the campaign's win number (CONTRACT section 15, issue 36).
CREATE TABLE "delegates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"local" text NOT NULL,
	"region" text NOT NULL,
	"kind" text DEFAULT 'delegate' NOT NULL,
	"support" smallint,
	"pledge" text DEFAULT 'none' NOT NULL,
	"owner" text,
	"next_step_text" text,
	"next_step_due" date,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_contact_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || local)) STORED,
	CONSTRAINT "delegates_support_range" CHECK ("delegates"."support" IS NULL OR "delegates"."support" BETWEEN 1 AND 5),
	CONSTRAINT "delegates_pledge_rule" CHECK ("delegates"."pledge" = 'none' OR "delegates"."support" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "delegates" ADD CONSTRAINT "delegates_owner_admin_users_username_fk" FOREIGN KEY ("owner") REFERENCES "public"."admin_users"("username") ON DELETE set null ON UPDATE cascade;
--> statement-breakpoint
CREATE INDEX "delegates_email_idx" ON "delegates" USING btree (lower("email"));
--> statement-breakpoint
CREATE INDEX "delegates_identity_idx" ON "delegates" USING btree (lower("first_name"),lower("last_name"),lower("local"));
--> statement-breakpoint
CREATE INDEX "delegates_name_idx" ON "delegates" USING btree (lower("last_name"),lower("first_name"),"id");
--> statement-breakpoint
CREATE INDEX "delegates_search_idx" ON "delegates" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "delegates_owner_idx" ON "delegates" USING btree ("owner");
--> statement-breakpoint
CREATE INDEX "delegates_updated_idx" ON "delegates" USING btree ("updated_at","id");
--> statement-breakpoint
CREATE INDEX "delegates_due_idx" ON "delegates" USING btree ("next_step_due");
--> statement-breakpoint
CREATE INDEX "delegates_tags_idx" ON "delegates" USING gin ("tags");
--> statement-breakpoint
CREATE TABLE "delegate_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delegate_id" uuid NOT NULL REFERENCES "delegates"("id") ON DELETE cascade,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text
);
--> statement-breakpoint
CREATE INDEX "delegate_history_delegate_idx" ON "delegate_history" USING btree ("delegate_id","at");
--> statement-breakpoint
CREATE INDEX "delegate_history_field_idx" ON "delegate_history" USING btree ("field","at");
--> statement-breakpoint
CREATE TABLE "delegate_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delegate_id" uuid NOT NULL REFERENCES "delegates"("id") ON DELETE cascade,
	"client_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delegate_contacts_client_idx" ON "delegate_contacts" USING btree ("delegate_id","client_id");
--> statement-breakpoint
CREATE INDEX "delegate_contacts_at_idx" ON "delegate_contacts" USING btree ("delegate_id","at");
--> statement-breakpoint
CREATE TABLE "delegate_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"win_number" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
