import request, { type Response } from 'supertest';
import { expect } from 'vitest';
import { onPostgres } from './database';
import type { TestContext } from './test-app';

/**
 * Environment for a test file whose public reads go through the cache, as in production, kept far
 * longer than any test: whatever a reader sees change, they see because the write cleared the cache,
 * not because an entry expired. useTestApp empties the cache with the database before each test.
 */
export const PUBLIC_CACHE_ON = { PUBLIC_CACHE_TTL_MS: '60000' } as const;

type Transaction = (callback: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Runs `change` with a public read of `path` at the end of every transaction it opens, after its
 * last statement and before its commit: another visitor's request, on another connection. A write
 * that cleared the cache inside its transaction lets that read keep the old answer for good, which
 * the read after the commit then shows. Only PostgreSQL can show it: PGlite has one connection, so
 * there the read would wait for the commit it is holding up, and none is made.
 */
async function readingDuring(ctx: TestContext, path: string, change: () => Promise<unknown>) {
  const during: Response[] = [];
  if (!onPostgres) {
    await change();
    return during;
  }
  const db = ctx.db as unknown as { transaction: Transaction };
  const original = db.transaction;
  let reading = false;
  db.transaction = function (this: unknown, callback, config) {
    return original.call(
      this,
      async (tx) => {
        const result = await callback(tx);
        // A transaction that the read itself opens is not the write's.
        if (!reading) {
          reading = true;
          try {
            during.push(await request(ctx.app).get(path));
          } finally {
            reading = false;
          }
        }
        return result;
      },
      config,
    );
  };
  try {
    await change();
  } finally {
    delete (db as { transaction?: Transaction }).transaction;
    if (db.transaction !== original) db.transaction = original;
  }
  return during;
}

/**
 * What "shows on the public site at once" means: a first visitor reads `path` (the cache now keeps
 * that answer), `change` runs, and a second visitor reads the same path. On PostgreSQL a visitor also
 * reads it while each of the change's transactions is still open (`during`: there must be one, and
 * it must not see the change yet). Refuses to run with the cache off, where such a test could not fail.
 */
export async function readBeforeAndAfter(
  ctx: TestContext,
  path: string,
  change: () => Promise<unknown>,
): Promise<{ before: Response; during: Response[]; after: Response }> {
  expect(ctx.config.publicCacheTtlMs, 'the public cache is on: useTestApp(PUBLIC_CACHE_ON)').toBeGreaterThan(
    1000,
  );
  const before = await request(ctx.app).get(path);
  expect(before.status, `first read of ${path}`).toBeLessThan(500);
  const during = await readingDuring(ctx, path, change);
  if (onPostgres)
    expect(during.length, `a read of ${path} while the change was uncommitted`).toBeGreaterThan(0);
  for (const read of during) expect(read.status, `read of ${path} during the change`).toBe(before.status);
  const after = await request(ctx.app).get(path);
  return { before, during, after };
}
