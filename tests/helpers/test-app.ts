import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/env';
import { resetDatabase, testDatabaseForFile, type TestDatabase } from './database';

export interface TestContext {
  app: Express;
  db: TestDatabase['database']['db'];
  database: TestDatabase['database'];
  config: Config;
  /** Server-side errors logged during the current test; a test fails on an unexpected one. */
  serverErrors: unknown[];
}

/**
 * Registers hooks that give a test file one app on a fresh database, emptied before each test.
 * `overrides` are environment variables, as CONTRACT names them.
 */
export function useTestApp(overrides: Record<string, string> = {}): TestContext {
  const ctx = { serverErrors: [] as unknown[] } as TestContext;
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await testDatabaseForFile();
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
    await resetDatabase(testDb.database);
  });

  afterAll(async () => {
    await testDb?.drop();
  });

  return ctx;
}
