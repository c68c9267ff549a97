-- Admin accounts that can be disabled (CONTRACT section 10).
ALTER TABLE "admin_users" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;
