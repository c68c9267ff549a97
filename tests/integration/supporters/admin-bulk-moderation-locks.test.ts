import type pg from 'pg';
import { expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { describeOnPostgres, useTestApp } from '../../helpers/test-app';

// Bulk moderation's lock order (server/supporters/bulk-moderation.ts), with the interleaving that
// deadlocks forced rather than hoped for. A colleague's decision that locks rows in id order (as
// every bulk decision does) holds the lowest row; the request under test must then wait holding
// nothing. Were it to lock in the order its UPDATE reads the table (here: highest id first, the
// order the rows were written), it would hold the highest row while waiting for the lowest, the
// colleague would wait for that one, and PostgreSQL would abort one of the two as a deadlock.
// Control: without the ordered SELECT ... FOR UPDATE this test fails every run (40P01).

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const ROWS = 60;
// Ids whose order is known: row i has the i-th smallest id.
const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

async function waitUntilBlocked(client: pg.PoolClient, myPid: number) {
  for (let tries = 0; tries < 600; tries += 1) {
    // Inside a transaction the activity view is read once and kept: read it afresh each time.
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> $1 AND wait_event_type = 'Lock'`,
      [myPid],
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the bulk decision never waited for the held row');
}

describeOnPostgres('bulk moderation against a concurrent decision', () => {
  it('waits holding no row, so a decision locking in id order never deadlocks with it', async () => {
    const raw = ctx.database.raw;
    // Written highest id first: a sequential scan meets the rows in that order.
    for (let i = ROWS - 1; i >= 0; i -= 1)
      await raw.query(`INSERT INTO endorsements (id, name, endorsement) VALUES ($1, $2, 'Yes')`, [
        idOf(i),
        `E${i}`,
      ]);
    const colleague = await ctx.database.pool!.connect();
    try {
      const { rows } = await colleague.query('SELECT pg_backend_pid() AS pid');
      await colleague.query('BEGIN');
      await colleague.query('SELECT id FROM endorsements WHERE id = $1 FOR UPDATE', [idOf(0)]);

      const ids = Array.from({ length: ROWS }, (_, i) => idOf(i));
      const decision = admin.agent
        .patch('/api/admin/endorsements')
        .set('X-CSRF-Token', admin.csrfToken)
        .send({ ids, status: 'approved' })
        .then((res) => res);
      await waitUntilBlocked(colleague, Number(rows[0].pid));

      // The colleague goes on to the highest row: free, since the waiting request holds nothing.
      await colleague.query('SET LOCAL lock_timeout = 10000');
      await colleague.query('SELECT id FROM endorsements WHERE id = $1 FOR UPDATE', [idOf(ROWS - 1)]);
      await colleague.query(`UPDATE endorsements SET approved = 'rejected' WHERE id = $1`, [idOf(ROWS - 1)]);
      await colleague.query('COMMIT');

      const res = await decision;
      expect(res.status).toBe(200);
      expect(res.body.updated).toHaveLength(ROWS - 1);
      expect(res.body.skipped).toEqual([idOf(ROWS - 1)]);
    } finally {
      await colleague.query('ROLLBACK').catch(() => {});
      colleague.release();
    }
  }, 60_000);
});
