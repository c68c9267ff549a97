import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
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

/**
 * The parsers drizzle-orm hands PGlite with every query (drizzle-orm/pglite/session.js): dates,
 * times and intervals, and arrays of them and of numerics, kept as PostgreSQL writes them.
 */
const asWritten = (value: string) => value;
const DRIZZLE_PARSERS: Record<number, (value: string) => unknown> = {
  [types.TIMESTAMP]: asWritten,
  [types.TIMESTAMPTZ]: asWritten,
  [types.INTERVAL]: asWritten,
  [types.DATE]: asWritten,
  1231: asWritten, // numeric[]
  1115: asWritten, // timestamp[]
  1185: asWritten, // timestamptz[]
  1187: asWritten, // interval[]
  1182: asWritten, // date[]
};
const DRIZZLE_TYPES = Object.keys(DRIZZLE_PARSERS).map(Number);
/** Each array type above and its element's type, for giving raw queries PGlite's own values. */
const ARRAY_ELEMENTS: Record<number, number> = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};

type Parsers = Record<number | string, (value: string, typeId?: number) => unknown>;
type QueryOptions = { parsers?: Parsers } & Record<string, unknown>;
interface Queryable {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
}

/**
 * PGlite copies its whole parser table (over 300 types, about 0.2 ms) for every query that brings
 * parsers of its own, and drizzle brings them with every query: on the newsletter bench that copy
 * was 40% of everything the server allocated, and the old generation grew by 190 MB of it before V8
 * collected (issue 23). So drizzle's parsers are set once on the client, and the queries drizzle
 * sends go without them; raw queries get PGlite's usual values back (parsePglite below).
 * Set on a ready client only: PGlite sets its array parsers as it starts, over any set before.
 */
function installDrizzleParsers(client: PGlite) {
  if (!client.ready) throw new Error('A PGlite client is wrapped before it is ready (await its waitReady)');
  Object.assign(client.parsers, DRIZZLE_PARSERS);
}

const isDrizzles = (parsers: Parsers) => {
  let n = 0;
  for (const type in parsers) {
    if (!(type in DRIZZLE_PARSERS)) return false;
    n += 1;
  }
  return n === DRIZZLE_TYPES.length;
};

/** The client drizzle is given: its queries' parsers are the client's own already, so dropped. */
function drizzleFacing<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(obj, prop) {
      if (prop === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          if (!options?.parsers || !isDrizzles(options.parsers)) return obj.query(text, params, options);
          const { parsers: _dropped, ...rest } = options;
          return obj.query(text, params, rest);
        };
      if (prop === 'transaction' && 'transaction' in obj)
        return <R>(fn: (tx: Transaction) => Promise<R>) =>
          (obj as unknown as PGlite).transaction((tx) => fn(drizzleFacing(tx)));
      const value: unknown = Reflect.get(obj, prop, obj);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(obj) : value;
    },
  });
}

/** A raw query's values as PGlite gives them by default: dates as Date, as before drizzle's were set. */
function parsePglite(value: unknown, type: number): unknown {
  if (typeof value !== 'string') return value;
  const element = ARRAY_ELEMENTS[type];
  const defaults = types.parsers as Parsers;
  if (element === undefined) return defaults[type] ? defaults[type](value, type) : value;
  return types.arrayParser(value, defaults[element] ?? asWritten, type);
}

async function rawQuery(client: PGlite, text: string, params?: unknown[]) {
  const result = await client.query<Record<string, unknown>>(text, params);
  const changed = result.fields.filter((field) => field.dataTypeID in DRIZZLE_PARSERS);
  for (const row of changed.length > 0 ? result.rows : [])
    for (const { name, dataTypeID } of changed) row[name] = parsePglite(row[name], dataTypeID);
  return result;
}

/** Wraps a ready PGlite (also a clone of one, as tests make) in the app's database handle. */
export function pgliteDatabase(client: PGlite, afterClose: () => Promise<void> = async () => {}): Database {
  installDrizzleParsers(client);
  return {
    db: drizzlePglite(drizzleFacing(client), { schema }) as unknown as Db,
    raw: { query: (text, params) => rawQuery(client, text, params) },
    kind: 'pglite',
    close: async () => {
      await client.close();
      await afterClose();
    },
  };
}
