import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as schema from '../../../shared/schema';
import { createApp, type App } from '../../../server/app';
import { publicDataChanged } from '../../../server/cache/public-caches';
import type { Database, Db } from '../../../server/db/client';
import { loadConfig } from '../../../server/config/env';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const TTL_MS = 1500;
const ctx = useTestApp({ PUBLIC_CACHE_TTL_MS: String(TTL_MS) });
const admin = useSignedInAdmin(ctx);
let other: { app: App; db: Db };

/**
 * A second instance on the same database: its own database handle (as another process would have),
 * so the first instance's writes do not reach its cache.
 */
function secondInstance(database: Database, ttlMs: number) {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.kind === 'postgres'
    ? drizzlePg(client as pg.Pool, { schema })
    : drizzlePglite(client as PGlite, { schema })) as unknown as Db;
  const app = createApp({
    database: { ...database, db },
    config: loadConfig({ NODE_ENV: 'test', PUBLIC_CACHE_TTL_MS: String(ttlMs) }),
    sessionSecret: 'test-session-secret-0123456789abcdef',
    log: (err) => ctx.serverErrors.push(err),
  });
  return { app, db };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const titles = async (app: App, path = '/api/posts') =>
  ((await request(app).get(path)).body as { title: string }[]).map((p) => p.title);
const create = (fields: object) =>
  admin.agent
    .post('/api/admin/posts')
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ excerpt: '', content: 'Body', category: 'Events', tags: [], status: 'published', ...fields });

beforeAll(() => {
  other = secondInstance(ctx.database, TTL_MS);
});

beforeEach(async () => {
  publicDataChanged(ctx.db);
  publicDataChanged(other.db);
});

// The TTL is read on this process's clock, which the tests below set (vi.setSystemTime; timers stay
// real): "still stale just before the TTL, fresh at it" holds however slow the machine is.
const clockAt = (ms: number) => vi.setSystemTime(ms);

describe('the cache of public reads, across instances and time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a second instance shows a post published on the first once its answer is as old as the TTL', async () => {
    const firstRead = Date.now();
    expect(await titles(other.app)).toEqual([]);

    expect((await create({ title: 'Published on the first instance', publishedAt: null })).status).toBe(201);
    expect(await titles(ctx.app)).toEqual(['Published on the first instance']);

    // Its own earlier answer while that answer is younger than the TTL, then the database's.
    clockAt(firstRead + TTL_MS - 1);
    expect(await titles(other.app)).toEqual([]);
    clockAt(firstRead + TTL_MS);
    expect(await titles(other.app)).toEqual(['Published on the first instance']);
  });

  it('a second instance stops showing a deleted post once its answer is as old as the TTL', async () => {
    const { slug } = (await create({ title: 'Soon deleted', publishedAt: null })).body;
    const firstRead = Date.now();
    expect((await request(other.app).get(`/api/posts/${slug}`)).status).toBe(200);
    await admin.agent.delete(`/api/admin/posts/${slug}`).set('X-CSRF-Token', admin.csrfToken);
    expect((await request(ctx.app).get(`/api/posts/${slug}`)).status).toBe(404);

    clockAt(firstRead + TTL_MS - 1);
    expect((await request(other.app).get(`/api/posts/${slug}`)).status).toBe(200);
    clockAt(firstRead + TTL_MS);
    expect((await request(other.app).get(`/api/posts/${slug}`)).status).toBe(404);
  });
});

describe('a scheduled post', () => {
  // An instance whose answers could otherwise be kept for a minute.
  let longLived: { app: App; db: Db };
  beforeAll(() => {
    longLived = secondInstance(ctx.database, 60_000);
  });
  beforeEach(() => publicDataChanged(longLived.db));

  it('appears as soon as its publication time passes, however long answers are kept', async () => {
    // The database decides publication on its own clock, so this test waits for real. The lead
    // time doubles until the machine has read the list before the post was due: the "not yet"
    // assertions always run, however slow the machine.
    let lead = 2000;
    for (;;) {
      const due = Date.now() + lead;
      const title = `Scheduled ${lead}`;
      const { slug } = (await create({ title, publishedAt: new Date(due).toISOString() })).body;
      const before = await request(longLived.app).get('/api/posts');
      const detailBefore = await request(longLived.app).get(`/api/posts/${slug}`);
      if (Date.now() >= due) {
        lead *= 2;
        continue;
      }
      expect(before.body.map((p: { title: string }) => p.title)).not.toContain(title);
      expect(detailBefore.status).toBe(404);

      await sleep(due - Date.now() + 100);
      expect(await titles(longLived.app)).toContain(title);
      expect((await request(longLived.app).get(`/api/posts/${slug}`)).status).toBe(200);
      expect(lead).toBeLessThanOrEqual(32_000);
      return;
    }
  }, 120_000);
});
