import request, { type Response } from 'supertest';
import { expect } from 'vitest';
import type { TestContext } from './test-app';

/**
 * Environment for a test file whose public reads go through the cache, as in production, kept far
 * longer than any test: whatever a reader sees change, they see because the write cleared the cache,
 * not because an entry expired. useTestApp empties the cache with the database before each test.
 */
export const PUBLIC_CACHE_ON = { PUBLIC_CACHE_TTL_MS: '60000' } as const;

/**
 * What "shows on the public site at once" means: a first visitor reads `path` (the cache now keeps
 * that answer), `change` runs, and a second visitor reads the same path. Both answers are returned.
 * Refuses to run with the cache off, where such a test could not fail.
 */
export async function readBeforeAndAfter(
  ctx: TestContext,
  path: string,
  change: () => Promise<unknown>,
): Promise<{ before: Response; after: Response }> {
  expect(ctx.config.publicCacheTtlMs, 'the public cache is on: useTestApp(PUBLIC_CACHE_ON)').toBeGreaterThan(
    1000,
  );
  const before = await request(ctx.app).get(path);
  expect(before.status, `first read of ${path}`).toBeLessThan(500);
  await change();
  const after = await request(ctx.app).get(path);
  return { before, after };
}
