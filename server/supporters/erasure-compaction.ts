import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { erasureCompactions } from '../../shared/schema';
import type { Database, Db } from '../db/client';

// A DELETE only marks rows dead: the values stay readable in the table and index files until the
// space is reused, and in the write-ahead log. After an erasure the tables that held the person are
// rewritten (VACUUM FULL, which PGlite and PostgreSQL both run), and on PGlite the log segments
// that still hold the old rows are removed. That takes every table's exclusive lock for a moment,
// so it runs after the answer; the request is a row written with the erasure, so a server stopped
// before the work is done does it at its next start.

/** The tables an erasure deletes from (erasure.ts). */
export const ERASED_TABLES = [
  'volunteers',
  'contacts',
  'newsletters',
  'testimonials',
  'event_rsvps',
  'outbox',
  'mail_allowances',
  'delegates',
  'delegate_contacts',
  'delegate_history',
] as const;

const tableList = (tables: readonly string[]) => tables.map((t) => `"${t}"`).join(', ');

/** Asks for a compaction, in the erasure's own transaction. */
export async function requestCompaction(tx: Db): Promise<void> {
  await tx.insert(erasureCompactions).values({});
}

/**
 * Rewrites the erased tables and clears what the write-ahead log still holds of them; answers
 * whether there was anything to do. Requests that arrive meanwhile are left for the next run.
 */
export async function compactErasedTables(database: Database): Promise<boolean> {
  const { raw } = database;
  const { rows } = await raw.query('SELECT max(id) AS upto FROM erasure_compactions');
  const upto = rows[0]?.upto;
  if (upto === null || upto === undefined) return false;
  if (database.pool) {
    await olderTransactionsEnded(database);
    await rewriteUntilNothingKept(database.pool);
  } else await raw.query(`VACUUM FULL ${tableList(ERASED_TABLES)}`);
  if (database.kind === 'pglite') {
    // The rows' insertions are still in the current log segment. A new segment, then a checkpoint
    // that deletes the old one instead of recycling it under a new name (its bytes intact). PGlite
    // runs the checkpoint in this very backend, so the session's setting is the one that counts.
    await raw.query('SELECT pg_switch_wal()');
    await raw.query('SET wal_recycle = off');
    try {
      await raw.query('CHECKPOINT');
    } finally {
      await raw.query('RESET wal_recycle');
    }
  } else {
    // The server's own log and its recycling are the database administrator's (see docs/security.md);
    // a checkpoint at least puts the rewritten files on disk, where the role may ask for one.
    await raw.query('CHECKPOINT').catch((err: { code?: string }) => {
      if (err.code !== '42501') throw err; // insufficient privilege: the next checkpoint does it
    });
  }
  await raw.query('DELETE FROM erasure_compactions WHERE id <= $1', [upto]);
  return true;
}

/**
 * On PostgreSQL, rewrites again the tables that report keeping dead rows some transaction could
 * still see ("N dead row versions cannot be removed yet", VACUUM's VERBOSE report, one per table),
 * such as one that began after the wait below had looked. A second later the rows can go. Throws if they
 * are still kept, so the request stays for the next try (and the next start). Only the tables that
 * kept rows are rewritten again: a busy outbox always has a few recently dead rows of its own, and
 * each rewrite holds its table's exclusive lock, so the other six are not locked again for them.
 */
export async function rewriteUntilNothingKept(
  pool: pg.Pool,
  /** Told the tables of each pass before it runs (tests watch the passes with it). */
  onPass: (tables: readonly string[]) => void = () => {},
): Promise<void> {
  const client = await pool.connect();
  const kept = new Map<string, number>();
  const count = (notice: { message?: string; detail?: string }) => {
    const table = TABLE_REPORT.exec(notice.message ?? '')?.[1];
    const rows = Number(KEPT_ROWS.exec(notice.detail ?? '')?.[1] ?? 0);
    if (table && rows > 0) kept.set(table, rows);
  };
  client.on('notice', count);
  try {
    let tables: readonly string[] = ERASED_TABLES;
    for (let pass = 1; ; pass += 1) {
      kept.clear();
      onPass(tables);
      await client.query(`VACUUM (FULL, VERBOSE) ${tableList(tables)}`);
      if (kept.size === 0) return;
      if (pass === KEPT_ROWS_PASSES) {
        const report = [...kept].map(([table, rows]) => `${table} ${rows}`).join(', ');
        throw new Error(`The rewrite still kept dead rows that an open transaction can see (${report})`);
      }
      tables = ERASED_TABLES.filter((t) => kept.has(t));
      await sleep(KEPT_ROWS_RETRY_MS);
    }
  } finally {
    client.off('notice', count);
    client.release();
  }
}

/** VACUUM VERBOSE's per-table report: `"public.outbox": found 3 removable, ...`, then the detail. */
const TABLE_REPORT = /^"[^"]+\.([^"]+)": found /;
const KEPT_ROWS = /(\d+) dead row versions cannot be removed yet/;

/**
 * VACUUM FULL keeps the rows some open transaction can still see: one that began before the erasure
 * (a background job's, another instance's) would keep the erased rows in the new files. So the
 * rewrite waits, a few seconds at most, until every transaction of this database that had begun
 * before it has ended; later ones never saw the rows. And every older one in other databases of the
 * same server that holds a transaction id: the snapshots taken here count it as running, so it holds
 * back what this database may remove (a full test run once kept every erased value for that reason:
 * another test file's database had a write under way).
 */
async function olderTransactionsEnded(database: Database): Promise<void> {
  const { rows } = await database.raw.query('SELECT now() AS since');
  const since = rows[0].since;
  for (let waited = 0; waited < OLDER_TRANSACTIONS_WAIT_MS; waited += 100) {
    const open = await database.raw.query(
      `SELECT 1 FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND xact_start < $1
          AND (datname = current_database() OR backend_xid IS NOT NULL)
        LIMIT 1`,
      [since],
    );
    if (open.rows.length === 0) return;
    await sleep(100);
  }
}

export interface Compactor {
  /** Starts a run after the current one, if any; errors go to the app's error log. */
  schedule(): void;
  /** Resolves when no run is under way or waiting (a stopping server waits for it). */
  idle(): Promise<void>;
}

const compactors = new WeakMap<Database, Compactor>();
const REWRITE_ATTEMPTS = 3;
const REWRITE_RETRY_MS = 1000;
const OLDER_TRANSACTIONS_WAIT_MS = 10_000;
const KEPT_ROWS_PASSES = 5;
const KEPT_ROWS_RETRY_MS = 1000;

/** The one compactor of a database handle: runs one after the other, never two at once. */
export function compactorFor(database: Database, log: (err: unknown) => void): Compactor {
  let compactor = compactors.get(database);
  if (compactor) return compactor;
  let queue: Promise<void> = Promise.resolve();
  let waiting = false;
  compactor = {
    schedule() {
      if (waiting) return; // the run already queued will see this request too
      waiting = true;
      queue = queue.then(async () => {
        waiting = false;
        // A rewrite can lose a deadlock to a background job's transaction: tried again a moment
        // later, so the erased values do not wait in the old files for the next erasure or start.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await compactErasedTables(database);
            return;
          } catch (err) {
            log(err);
            if (attempt === REWRITE_ATTEMPTS) return; // the request row stays for the next start
            await sleep(REWRITE_RETRY_MS);
          }
        }
      });
    },
    idle: () => queue,
  };
  compactors.set(database, compactor);
  return compactor;
}
