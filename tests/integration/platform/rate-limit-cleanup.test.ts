import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { DatabaseRateLimitStore } from '../../../server/http/rate-limit-store';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 10: counters of past windows are deleted by the server itself, so the table does
// not grow with every address that ever sent a form.
const ctx = useTestApp();

const keys = async () =>
  (await ctx.database.raw.query('SELECT key FROM rate_limits ORDER BY key')).rows.map((r) => String(r.key));

describe('rate-limit counters of past windows', () => {
  it('are deleted by the server as it counts new hits, while current windows stay', async () => {
    await ctx.database.raw.query(
      `INSERT INTO rate_limits (key, hits, reset_at)
       SELECT 'form:volunteers:198.51.100.' || g, 3, now() - interval '1 hour' FROM generate_series(1, 500) g`,
    );
    await ctx.database.raw.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ('login:203.0.113.50', 2, now() + interval '10 minutes')`,
    );
    // A fresh instance, as after a restart: its stores have not pruned yet.
    const app = createApp({
      database: ctx.database,
      config: ctx.config,
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    const res = await request(app).post('/api/newsletter').send({ email: 'reader@example.org' });
    expect(res.status).toBe(201);
    // The prune runs beside the request, not in its way: wait for it briefly.
    for (let i = 0; i < 50 && (await keys()).length > 2; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await keys()).toEqual([expect.stringMatching(/^form:newsletter:/), 'login:203.0.113.50']);
  });
});

// The counters the sign-in and password-reset limits also take back (a success is not a failure)
// and read, on the real table.
describe('rate-limit counters', () => {
  it('take back one hit, never below zero, and only for their own key', async () => {
    const store = new DatabaseRateLimitStore(ctx.database.raw, 'password-reset-complete');
    const other = new DatabaseRateLimitStore(ctx.database.raw, 'login');
    for (let i = 0; i < 3; i += 1) await store.increment('203.0.113.7');
    await other.increment('203.0.113.7');
    await store.increment('198.51.100.2');
    await store.decrement('203.0.113.7');
    expect((await store.get('203.0.113.7'))?.totalHits).toBe(2);
    for (let i = 0; i < 3; i += 1) await store.decrement('198.51.100.2');
    expect((await store.get('198.51.100.2'))?.totalHits).toBe(0);
    expect((await other.get('203.0.113.7'))?.totalHits).toBe(1);
  });

  it('read nothing for a key never hit or whose window has passed, and reset one key alone', async () => {
    const store = new DatabaseRateLimitStore(ctx.database.raw, 'login');
    expect(await store.get('203.0.113.7')).toBeUndefined();
    await store.increment('203.0.113.7');
    await store.increment('198.51.100.2');
    const info = await store.get('203.0.113.7');
    expect(info?.totalHits).toBe(1);
    expect(info?.resetTime?.getTime()).toBeGreaterThan(Date.now());
    await store.resetKey('203.0.113.7');
    expect(await store.get('203.0.113.7')).toBeUndefined();
    expect((await store.get('198.51.100.2'))?.totalHits).toBe(1);
    await ctx.database.raw.query(`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    expect(await store.get('198.51.100.2')).toBeUndefined();
  });
});
