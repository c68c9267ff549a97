-- Rate-limit counters need no crash safety: after a database crash they start again from zero, which
-- is what a new window would do anyway. Unlogged, an update that touches only this table commits
-- without waiting for a WAL flush, so the per-IP row every public POST updates is locked for
-- microseconds instead of a disk write. drizzle-kit has no schema option for UNLOGGED, hence this
-- hand-written step; the snapshot is unchanged.
ALTER TABLE "rate_limits" SET UNLOGGED;
