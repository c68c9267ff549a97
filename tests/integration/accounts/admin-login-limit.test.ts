import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { RawQuery } from '../../../server/db/client';
import { insertAdmin, TEST_ADMIN } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

beforeEach(async () => {
  await insertAdmin(ctx.db);
});

const wrong = { username: TEST_ADMIN.username, password: 'wrong-password' };
const login = (body: object, app = ctx.app) => request(app).post('/api/admin/login').send(body);

async function failTimes(n: number, app = ctx.app) {
  for (let i = 0; i < n; i += 1) expect((await login(wrong, app)).status).toBe(401);
}

describe('login rate limit: 5 failed attempts per IP per 15 minutes', () => {
  it('answers the 6th failed attempt with 429, Retry-After and how long to wait', async () => {
    await failTimes(5);
    const res = await login(wrong);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.body).toEqual({ message: 'Too many login attempts. Please wait 15 minutes and try again.' });
  });

  it('refuses even the right password until the window passes', async () => {
    await failTimes(5);
    expect((await login(TEST_ADMIN)).status).toBe(429);
  });

  it('counts attempts on any username together', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ username: `someone-${i}`, password: 'guess-guess' })).status).toBe(401);
    }
    expect((await login(wrong)).status).toBe(429);
  });

  it('resets the count after a successful sign-in', async () => {
    await failTimes(4);
    expect((await login(TEST_ADMIN)).status).toBe(200);
    await failTimes(5);
    expect((await login(wrong)).status).toBe(429);
  });

  it('takes no hit back once a sign-in has cleared the count, however late that would land', async () => {
    // The hit a failures-only limiter would take back after a success is answered, held until the
    // next count has begun, as a busy machine may: it would let a sixth guess through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let landed: Promise<unknown> | undefined;
    const raw: RawQuery = {
      query: (text, params) => {
        if (!text.includes('GREATEST(hits - 1')) return ctx.database.raw.query(text, params);
        landed = held.then(() => ctx.database.raw.query(text, params));
        return landed as ReturnType<RawQuery['query']>;
      },
    };
    const app = createApp({
      database: { ...ctx.database, raw },
      config: ctx.config,
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    await failTimes(4, app);
    expect((await login(TEST_ADMIN, app)).status).toBe(200);
    await failTimes(1, app);
    release();
    await landed;
    await failTimes(4, app);
    expect((await login(wrong, app)).status).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 6; i += 1) expect((await login(TEST_ADMIN)).status).toBe(200);
    await failTimes(5);
  });

  it('keeps the counters in the database, so every instance agrees', async () => {
    const otherInstance = createApp({
      database: ctx.database,
      config: ctx.config,
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    await failTimes(3);
    await failTimes(2, otherInstance);
    expect((await login(wrong, otherInstance)).status).toBe(429);
    expect((await login(wrong)).status).toBe(429);
  });

  it('counts per client IP when TRUST_PROXY names the proxy in front', async () => {
    const behindProxy = createApp({
      database: ctx.database,
      config: { ...ctx.config, trustProxy: 1 },
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    const from = (ip: string) =>
      request(behindProxy).post('/api/admin/login').set('X-Forwarded-For', ip).send(wrong);
    for (let i = 0; i < 5; i += 1) expect((await from('203.0.113.7')).status).toBe(401);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('198.51.100.20')).status).toBe(401);
  });
});
