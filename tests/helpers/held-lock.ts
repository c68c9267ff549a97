import type { TestContext } from './test-app';

// Forcing two writers to overlap (PostgreSQL): the test takes the row they contend on in a
// transaction of its own, starts every writer, waits until each of them is waiting for a lock, and
// only then lets go. A writer that locks the row before it reads queues behind the others and reads
// what they wrote; one that reads first has read the old row by then, every run, so a lost update
// or a double message shows every time, never by chance.

const WAIT_LIMIT_MS = 30_000;

/**
 * Holds what `lockSql` locks, runs `writers` until every one waits for a lock (the held row, or
 * the writer queued before it), then commits and answers what they answered.
 */
export async function whileRowHeld<T>(
  ctx: TestContext,
  lockSql: string,
  params: unknown[],
  writers: (() => PromiseLike<T>)[],
): Promise<T[]> {
  const holder = await ctx.database.pool!.connect();
  try {
    const { rows } = await holder.query('SELECT pg_backend_pid() AS pid');
    await holder.query('BEGIN');
    const held = await holder.query(lockSql, params);
    if (held.rowCount === 0) throw new Error(`Nothing to hold: ${lockSql}`);
    const running = writers.map((write) => Promise.resolve(write()));
    const started = Date.now();
    for (;;) {
      // Inside a transaction the activity view is read once and kept: read it afresh each time.
      await holder.query('SELECT pg_stat_clear_snapshot()');
      const waiting = await holder.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> $1 AND cardinality(pg_blocking_pids(pid)) > 0`,
        [rows[0].pid],
      );
      if (waiting.rows[0].n >= writers.length) break;
      if (Date.now() - started > WAIT_LIMIT_MS)
        throw new Error(`Only ${waiting.rows[0].n} of ${writers.length} writers waited for the held row`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await holder.query('COMMIT');
    return await Promise.all(running);
  } finally {
    await holder.query('ROLLBACK').catch(() => {});
    holder.release();
  }
}
