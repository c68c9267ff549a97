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

interface PgliteTemplate {
  client: PGlite;
  /** SQL that brings a used clone back to the migrated template's rows and sequences. */
  restore: string;
}

let template: Promise<PgliteTemplate> | undefined;
/** Clones a file has given back, kept for the next file of this worker (restored first). */
const idleClones: PGlite[] = [];

/**
 * The database a test file's app runs on. On PGlite each file gets a database in the migrated
 * template's state, from a pool of clones kept per worker (vitest runs the integration files with
 * `isolate: false`): a new clone costs about 1.2 CPU-s (PGlite's WebAssembly instance, its memory
 * and file system, the backend's start), bringing a used one back to the template's rows about
 * 60 ms. A file that needs a second database at once gets a second clone. On PostgreSQL each file
 * gets a database of its own, copied from a template in about 150 ms.
 */
export async function testDatabaseForFile(options: DatabaseOptions = {}): Promise<TestDatabase> {
  if (onPostgres) return createTestDatabase(options);
  template ??= createPgliteTemplate();
  const { client: source, restore } = await template;
  let client: PGlite | undefined;
  while (!client && idleClones.length > 0) {
    const used = idleClones.pop()!;
    // A clone a file left broken (closed, or in a failed transaction) is dropped, not reused.
    client = await restoreClone(used, restore).catch(async () => {
      await used.close().catch(() => {});
      return undefined;
    });
  }
  client ??= (await source.clone()) as PGlite;
  const lent = lentUntilReturned(client);
  const database = pgliteDatabase(lent.client);
  await setPgliteTimeZone(database, options.timeZone);
  return {
    database,
    drop: async () => {
      if (lent.returned()) return;
      lent.giveBack();
      idleClones.push(client);
    },
  };
}

async function createPgliteTemplate(): Promise<PgliteTemplate> {
  const client = await createPglite();
  await runMigrations(pgliteDatabase(client));
  return { client, restore: await restoreStatements(client) };
}

/**
 * The template's rows (the migrations' seeded pages, settings and videos) and sequence values, as
 * statements that empty every table of a clone and put them back. Triggers are off meanwhile
 * (`session_replication_role`): the rows are the template's own, counts included, and the order
 * of the deletes does not matter to the foreign keys.
 */
async function restoreStatements(client: PGlite): Promise<string> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(quote_ident(a.attname) ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind = 'r'
     GROUP BY c.relname ORDER BY c.relname`,
  );
  const statements = ['SET session_replication_role = replica'];
  for (const { name } of tables.rows) statements.push(`DELETE FROM public.${quoteIdent(name)}`);
  for (const { name, columns } of tables.rows) {
    const table = `public.${quoteIdent(name)}`;
    const { rows } = await client.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM ${table} t`,
    );
    if (!rows[0].rows) continue;
    const list = columns.join(', ');
    statements.push(
      `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${quoteLiteral(rows[0].rows)})`,
    );
  }
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name,
            coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
     FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const { name, value, called } of sequences.rows)
    statements.push(`SELECT setval(${quoteLiteral(name)}, ${value}, ${called})`);
  statements.push('SET session_replication_role = origin');
  return statements.join(';\n');
}

/**
 * A used clone in the template's state again: its session's settings (a time zone), locks and
 * temporary tables dropped (DISCARD ALL), every table emptied and refilled with the template's rows.
 */
async function restoreClone(client: PGlite, restore: string): Promise<PGlite> {
  if (client.closed) throw new Error('closed');
  await client.exec('DISCARD ALL');
  await client.exec(`BEGIN;\n${restore};\nCOMMIT`);
  return client;
}

/**
 * The clone as a file sees it: once the file has given it back, a query from anything it left
 * running (a timer of its app) fails as on a closed database, instead of reaching the next file's.
 */
function lentUntilReturned(client: PGlite) {
  let returned = false;
  const guarded = new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        // As a closed PGlite answers its (asynchronous) calls.
        if (returned) return Promise.reject(new Error('PGlite is closed'));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { client: guarded, giveBack: () => (returned = true), returned: () => returned };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

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
