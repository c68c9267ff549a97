-- Issue 34: lockouts a stranger cannot turn against an admin (CONTRACT section 10). Where each
-- admin signed in during the last 30 days (a keyed hash of the address, never the address), so the
-- right password from there passes the per-username limit; and where each reset request came from,
-- so reset links are counted per admin and requesting address.
CREATE TABLE "admin_sign_in_places" (
	"admin_id" integer NOT NULL,
	"place" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_sign_in_places_pk" PRIMARY KEY ("admin_id", "place")
);
--> statement-breakpoint
ALTER TABLE "admin_sign_in_places" ADD CONSTRAINT "admin_sign_in_places_admin_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_password_resets" ADD COLUMN "requested_from" text;
