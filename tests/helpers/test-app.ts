import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { publicDataChanged } from '../../server/cache/public-caches';
import { forgetVisits } from '../../server/analytics';
import { loadConfig, type Config } from '../../server/config/env';
import {
  onPostgres,
  resetDatabase,
  testDatabaseForFile,
  type DatabaseOptions,
  type TestDatabase,
} from './database';

export interface TestContext {
  app: App;
  db: TestDatabase['database']['db'];
  database: TestDatabase['database'];
  config: Config;
  /** Server-side errors logged during the current test; a test fails on an unexpected one. */
  serverErrors: unknown[];
  /**
   * The opt-out: the current test provokes server errors on purpose (and asserts on
   * `serverErrors` itself), so they do not fail it. Lasts until the end of that test.
   */
  allowServerErrors(): void;
}

/**
 * Registers hooks that give a test file one app on a fresh database, emptied before each test.
 * `overrides` are environment variables, as CONTRACT names them; `databaseOptions` set the database's
 * own settings (its time zone).
 *
 * Every test fails when the server logged an error during it (a 500 the client may never have
 * seen, e.g. after the answer was sent): an app the test builds itself should log into
 * `ctx.serverErrors` too. A test that provokes server errors on purpose calls
 * `ctx.allowServerErrors()` first.
 */
export function useTestApp(
  overrides: Record<string, string> = {},
  databaseOptions: DatabaseOptions = {},
): TestContext {
  let errorsAllowed = false;
  const ctx = {
    serverErrors: [] as unknown[],
    allowServerErrors: () => {
      errorsAllowed = true;
    },
  } as TestContext;
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await testDatabaseForFile(databaseOptions);
    ctx.config = loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost:5000', ...overrides });
    ctx.database = testDb.database;
    ctx.db = testDb.database.db;
    ctx.app = createApp({
      database: testDb.database,
      config: ctx.config,
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
  });

  beforeEach(async () => {
    ctx.serverErrors.length = 0;
    errorsAllowed = false;
    await resetDatabase(testDb.database);
    // The rows went behind the app's back: so do the answers its public cache kept (when it is on).
    publicDataChanged(ctx.db);
    // And the visit counts it gathered but had not written, with the day's secret it held.
    forgetVisits(ctx.db);
  });

  afterEach(() => {
    if (!errorsAllowed) expect(ctx.serverErrors, 'errors the server logged during this test').toEqual([]);
  });

  afterAll(async () => {
    await testDb?.drop();
  });

  return ctx;
}

const POSTGRES_ONLY = 'skipped: needs TEST_DB=postgres and TEST_DATABASE_URL';

/**
 * A `describe` that runs on PostgreSQL only and, when skipped, says so and why: in its name, which
 * every reporter prints, and in one line on the console.
 */
export function describeOnPostgres(name: string, body: () => void): void {
  if (!onPostgres) console.warn(`SKIPPED "${name}": it needs TEST_DB=postgres and TEST_DATABASE_URL.`);
  describe.skipIf(!onPostgres)(onPostgres ? name : `${name} (${POSTGRES_ONLY})`, body);
}

const PGLITE_ONLY = 'skipped: runs on the embedded PGlite database only';

/** An `it` for the embedded database only (its files, its lock) that, on PostgreSQL, says it skipped. */
export function itOnPglite(name: string, body: () => Promise<void>, timeout?: number): void {
  if (onPostgres) console.warn(`SKIPPED "${name}": it concerns the embedded PGlite database only.`);
  it.skipIf(onPostgres)(onPostgres ? `${name} (${PGLITE_ONLY})` : name, body, timeout);
}

/**
 * A `describe` for the embedded database only that, on PostgreSQL, says it skipped. For files that
 * run PGlite whatever TEST_DB says: on the PostgreSQL pass they would only repeat themselves.
 */
export function describeOnPglite(name: string, body: () => void): void {
  if (onPostgres) console.warn(`SKIPPED "${name}": it runs on the embedded PGlite database only.`);
  describe.skipIf(onPostgres)(onPostgres ? `${name} (${PGLITE_ONLY})` : name, body);
}
