-- Issue 36: "My delegates" (owner = me, next step due first) read the due index and threw away
-- every other owner's rows: 5.9 ms for a coordinator of 500 on 10,000 delegates, 1.2 ms with the
-- owner first. The owner's count and the account's ON DELETE SET NULL use it as they used the old one.
DROP INDEX IF EXISTS "delegates_owner_idx";--> statement-breakpoint
CREATE INDEX "delegates_owner_due_idx" ON "delegates" USING btree ("owner","next_step_due");
