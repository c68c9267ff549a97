import { createTestDatabase, onPostgres, type TestDatabase } from './database';
import { migratedDataDir } from './migrated-data-dir';

export interface ServerDatabase {
  /** What to add to a spawned server's environment: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  /** On the PostgreSQL pass, the database itself (the test drops it when done). */
  testDb?: TestDatabase;
}

/**
 * Where a spawned server (spawn-server.ts) keeps its data on this pass: a PostgreSQL database of
 * its own, or a migrated PGlite folder at `dataDir` (a copy of one migrated once per source tree).
 */
export async function serverDatabase(dataDir: string): Promise<ServerDatabase> {
  if (onPostgres) {
    const testDb = await createTestDatabase();
    return { env: { DATABASE_URL: testDb.url! }, testDb };
  }
  await migratedDataDir(dataDir);
  return { env: { DATA_DIR: dataDir } };
}
