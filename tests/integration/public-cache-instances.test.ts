import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../shared/schema';
import { createApp, type App } from '../../server/app';
import { publicDataChanged } from '../../server/cache/public-reads';
import type { Database, Db } from '../../server/db/client';
import { loadConfig } from '../../server/env';
import { useSignedInAdmin } from '../helpers/admin-agent';
import { useTestApp } from '../helpers/test-app';

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

describe('the cache of public reads, across instances and time', () => {
  it('a second instance shows a post published on the first within the TTL', async () => {
    const firstRead = Date.now();
    expect(await titles(other.app)).toEqual([]);

    expect((await create({ title: 'Published on the first instance', publishedAt: null })).status).toBe(201);
    const written = Date.now();
    expect(await titles(ctx.app)).toEqual(['Published on the first instance']);

    // Still its own earlier answer, as long as that answer is younger than the TTL.
    const stale = await titles(other.app);
    if (Date.now() < firstRead + TTL_MS) expect(stale).toEqual([]);

    let seen = stale;
    while (seen.length === 0 && Date.now() < written + TTL_MS + 3000) {
      await sleep(100);
      seen = await titles(other.app);
    }
    expect(seen).toEqual(['Published on the first instance']);
    expect(Date.now() - written).toBeLessThan(TTL_MS + 3000);
    expect(ctx.serverErrors).toEqual([]);
  });

  it('a second instance stops showing a deleted post within the TTL', async () => {
    const { slug } = (await create({ title: 'Soon deleted', publishedAt: null })).body;
    expect((await request(other.app).get(`/api/posts/${slug}`)).status).toBe(200);
    await admin.agent.delete(`/api/admin/posts/${slug}`).set('X-CSRF-Token', admin.csrfToken);
    const deleted = Date.now();
    expect((await request(ctx.app).get(`/api/posts/${slug}`)).status).toBe(404);

    let status = 200;
    while (status === 200 && Date.now() < deleted + TTL_MS + 3000) {
      await sleep(100);
      status = (await request(other.app).get(`/api/posts/${slug}`)).status;
    }
    expect(status).toBe(404);
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
    const due = Date.now() + 2500;
    const { slug } = (await create({ title: 'Scheduled', publishedAt: new Date(due).toISOString() })).body;

    const before = await request(longLived.app).get('/api/posts');
    const detailBefore = await request(longLived.app).get(`/api/posts/${slug}`);
    if (Date.now() < due) {
      expect(before.body).toEqual([]);
      expect(detailBefore.status).toBe(404);
    }

    await sleep(Math.max(0, due - Date.now()) + 100);
    expect(await titles(longLived.app)).toEqual(['Scheduled']);
    expect((await request(longLived.app).get(`/api/posts/${slug}`)).status).toBe(200);
    expect((await request(longLived.app).get('/api/categories')).body).toEqual([
      { name: 'Events', count: 1 },
    ]);
  });
});
