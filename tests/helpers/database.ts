import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createPglite, openDatabase, pgliteDatabase, type Database } from '../../server/db/client';
import { runMigrations } from '../../server/prepare-database';
import { withClient } from './postgres-template';

/** True when this run targets the real PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL set). */
export const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

export interface DatabaseOptions {
  /** The database's own time zone (UTC otherwise): day-boundary tests set it far from UTC. */
  timeZone?: string;
}

export interface TestDatabase {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each file's PostgreSQL database is copied from (postgres-template.ts). */
    postgresTemplate: string | undefined;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a throw-away database on the
 * PostgreSQL server of TEST_DATABASE_URL (copied from the run's migrated template when vitest
 * provides one, else created and migrated), dropped afterwards.
 */
export async function createTestDatabase(options: DatabaseOptions = {}): Promise<TestDatabase> {
  if (!onPostgres) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    await setPgliteTimeZone(database, options.timeZone);
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withClient(adminUrl, async (c) => {
    await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    // A commit need not wait for its WAL to reach the disk: a test kills the app, never PostgreSQL,
    // so nothing a test reads changes, and the pass spends its time working instead of in fsync.
    await c.query(`ALTER DATABASE ${name} SET synchronous_commit TO off`);
    // Every connection the pool opens then starts in that zone.
    if (options.timeZone) await c.query(`ALTER DATABASE ${name} SET timezone TO '${options.timeZone}'`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  if (!template) await runMigrations(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

let template: Promise<PGlite> | undefined;

/**
 * The database a test file's app runs on. On PGlite each file gets a clone of one migrated
 * template per worker (vitest runs the integration files with `isolate: false`): cloning takes
 * about 0.5 s where booting PGlite and migrating take about 3 s. On PostgreSQL each file gets a
 * database of its own, copied from a template in about 150 ms.
 */
export async function testDatabaseForFile(options: DatabaseOptions = {}): Promise<TestDatabase> {
  if (onPostgres) return createTestDatabase(options);
  template ??= (async () => {
    const client = await createPglite();
    await runMigrations(pgliteDatabase(client));
    return client;
  })();
  const database = pgliteDatabase((await (await template).clone()) as PGlite);
  await setPgliteTimeZone(database, options.timeZone);
  return { database, drop: () => database.close() };
}

/** PGlite has one session: a SET lasts as long as the database. */
async function setPgliteTimeZone(database: Database, timeZone: string | undefined) {
  if (timeZone) await database.raw.query(`SET TIME ZONE '${timeZone}'`);
}

const TABLES = [
  'delegate_contacts',
  'delegate_history',
  'delegates',
  'delegate_settings',
  'event_rsvps',
  'events',
  'media_files',
  'media',
  'newsletter_recipients',
  'newsletter_sends',
  'post_revisions',
  'posts',
  'volunteers',
  'endorsements',
  'testimonials',
  'contacts',
  'newsletters',
  'admin_sign_in_places',
  'admin_recovery_codes',
  'admin_invitations',
  'admin_users',
  'audit_log',
  'session',
  'rate_limits',
  'erasure_compactions',
  'outbox',
  'mail_allowances',
  'analytics_counts',
  'analytics_visitors',
  'analytics_secrets',
];

/**
 * Empties every table between tests of one file and restarts the id sequences, in one statement.
 * DELETE, not TRUNCATE: on these few rows TRUNCATE's new files and catalog work took 72-86 ms on
 * PostgreSQL and 22-32 ms on PGlite, DELETE about 1.5 ms, and the tests reset some 800 times a
 * pass. Children go before their parents; the count triggers keep the totals right as they do for
 * any delete.
 */
const RESET = `DO $$
DECLARE sequence regclass;
BEGIN
  ${TABLES.map((t) => `DELETE FROM "${t}";`).join('\n  ')}
  UPDATE mail_pace SET next_slot = now();
  FOR sequence IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND n.nspname = 'public'
  LOOP
    PERFORM setval(sequence, 1, false);
  END LOOP;
END $$`;

export async function resetDatabase(database: Database): Promise<void> {
  await database.raw.query(RESET);
}

/** Row count of a table, to prove that a rejected request wrote nothing. */
export async function countRows(database: Database, table: string): Promise<number> {
  const { rows } = await database.raw.query(`SELECT count(*)::int AS n FROM "${table}"`);
  return Number(rows[0].n);
}
