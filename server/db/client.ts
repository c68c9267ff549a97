import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../../shared/schema';
import { acquireDataDirLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The minimal query interface connect-pg-simple and health checks need, on either driver. */
export interface RawQuery {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  db: Db;
  raw: RawQuery;
  kind: 'pglite' | 'postgres';
  /** Set on PostgreSQL only, for work that needs one connection throughout (advisory locks). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** PGlite with the extensions the migrations create (pg_trgm serves substring search on supporters). */
export const createPglite = (dataDir?: string) => PGlite.create(dataDir, { extensions: { pg_trgm } });

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for PGlite; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

export async function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20, connectionTimeoutMillis: 5000 });
    // A client losing its connection (database restart, network cut) must not crash the process:
    // an idle one is reported on the pool; one checked out by a transaction between two queries
    // (background jobs hold them often) emits on itself. Its next query fails instead, and the pool
    // drops it when it is released.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      raw: pool,
      kind: 'postgres',
      pool,
      close: () => pool.end(),
    };
  }
  if (dataDir === 'memory://') {
    const client = await createPglite();
    return pgliteDatabase(client, async () => {});
  }
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(path.resolve(dataDir));
  try {
    const client = await createPglite(dir);
    return pgliteDatabase(client, async () => release());
  } catch (err) {
    release();
    throw err;
  }
}

/** Wraps an open PGlite (also a clone of one, as tests make) in the app's database handle. */
export function pgliteDatabase(client: PGlite, afterClose: () => Promise<void> = async () => {}): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    raw: {
      query: (text, params) => client.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>,
    },
    kind: 'pglite',
    close: async () => {
      await client.close();
      await afterClose();
    },
  };
}
