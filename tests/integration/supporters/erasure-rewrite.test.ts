import { afterAll, beforeAll, expect, it } from 'vitest';
import { compactErasedTables, rewriteUntilNothingKept } from '../../../server/supporters/erasure-compaction';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { describeOnPostgres } from '../../helpers/test-app';

// The rewrite after an erasure on PostgreSQL (server/supporters/erasure-compaction.ts): VACUUM FULL
// keeps the dead rows an open transaction can still see, and says so table by table.
describeOnPostgres('the rewrite after an erasure, beside transactions that still see the rows', () => {
  let testDb: TestDatabase;
  let otherDb: TestDatabase;

  beforeAll(async () => {
    [testDb, otherDb] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await testDb?.drop();
    await otherDb?.drop();
  });

  /** A sign-up, then its erasure: a dead row in newsletters. */
  const addAndErase = async (email: string) => {
    const { raw } = testDb.database;
    await raw.query("INSERT INTO newsletters (email, status) VALUES ($1, 'confirmed')", [email]);
    await raw.query('DELETE FROM newsletters WHERE email = $1', [email]);
  };

  it('rewrites again only the table that kept rows, then gives up naming it', async () => {
    const pool = testDb.database.pool!;
    const holder = await pool.connect();
    const rewritten: string[][] = [];
    try {
      // A snapshot taken before the delete (and no lock on the table): the deleted row stays
      // visible to it for as long as it lasts.
      await holder.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await holder.query('SELECT 1');
      await addAndErase('kept@example.org');
      await expect(rewriteUntilNothingKept(pool, (tables) => rewritten.push([...tables]))).rejects.toThrow(
        'The rewrite still kept dead rows that an open transaction can see (newsletters 1)',
      );
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    // Every erased table once, then only the one that kept a row, up to the fifth pass.
    expect(rewritten).toHaveLength(5);
    expect(rewritten[0]).toContain('outbox');
    expect(rewritten.slice(1)).toEqual(Array(4).fill(['newsletters']));

    // Control: with the transaction gone, nothing kept, and no fifth pass. Usually one pass; a
    // write under way in another test file's database can hold rows back for a second (see
    // olderTransactionsEnded), so a second pass is no failure, only giving up would be.
    rewritten.length = 0;
    await rewriteUntilNothingKept(pool, (tables) => rewritten.push([...tables]));
    expect(rewritten.length).toBeLessThan(5);
  });

  it('waits for a write under way in another database, which holds back what this one may remove', async () => {
    const writer = await otherDb.database.pool!.connect();
    try {
      await writer.query('BEGIN');
      await writer.query('SELECT pg_current_xact_id()'); // a transaction id, as any write takes
      await addAndErase('erased@example.org');
      await testDb.database.raw.query('INSERT INTO erasure_compactions DEFAULT VALUES');
      const compacted = compactErasedTables(testDb.database);
      // Longer than the rewrite's own five passes: without the wait it would give up meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await writer.query('COMMIT');
      await expect(compacted).resolves.toBe(true);
    } finally {
      writer.release();
    }
    const { rows } = await testDb.database.raw.query('SELECT count(*)::int AS n FROM erasure_compactions');
    expect(rows[0].n).toBe(0);
  });
});
