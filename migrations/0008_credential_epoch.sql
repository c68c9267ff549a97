-- A session is good only while its admin's credentials are as they were at sign-in: every
-- credential change (disable, password change, password reset) moves this number on (issue 21).
ALTER TABLE "admin_users" ADD COLUMN "credential_epoch" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- An erasure whose table files are still to be rewritten (VACUUM FULL): kept here so a restart
-- finishes what a stopped server did not.
CREATE TABLE IF NOT EXISTS "erasure_compactions" (
  "id" serial PRIMARY KEY NOT NULL,
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
