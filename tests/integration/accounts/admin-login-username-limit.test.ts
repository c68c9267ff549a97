import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config/env';
import { openDatabase, type Database } from '../../../server/db/client';
import { insertAdmin, TEST_ADMIN } from '../../helpers/admin-agent';
import { describeOnPostgres, useTestApp } from '../../helpers/test-app';

// CONTRACT section 10: 10 failed sign-ins for one username within 15 minutes, from any addresses,
// make every further attempt for it 429 until the window passes. The per-IP limit (5) stays, so each
// "address" here sends at most 2 attempts, as a guesser spreading over an IPv6 /48 would.
const ctx = useTestApp({ TRUST_PROXY: '1' });

beforeEach(async () => {
  await insertAdmin(ctx.db);
});

let address = 0;
/** A sign-in from an address of its own (the proxy in front names it). */
const login = (body: object, app = ctx.app) =>
  request(app)
    .post('/api/admin/login')
    .set('X-Forwarded-For', `2001:db8:${(address += 1).toString(16)}::1`)
    .send(body);
const wrong = (username = TEST_ADMIN.username) => ({ username, password: 'a-wrong-guess' });

async function failTimes(n: number, username = TEST_ADMIN.username, app = ctx.app) {
  for (let i = 0; i < n; i += 1) expect((await login(wrong(username), app)).status).toBe(401);
}

describe('per-username sign-in limit: 10 failures in 15 minutes from any addresses', () => {
  it('answers the 11th attempt with 429 and Retry-After, even with the right password', async () => {
    await failTimes(10);
    const res = await login(TEST_ADMIN);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many login attempts. Please wait 15 minutes and try again.' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(wrong())).status).toBe(429);
  });

  it('counts the username whatever its letter case or surrounding spaces', async () => {
    await failTimes(5, 'CAMPAIGN-ADMIN');
    await failTimes(5, '  campaign-admin ');
    expect((await login(TEST_ADMIN)).status).toBe(429);
  });

  // Each unknown name costs a full bcrypt comparison (cost 12): seconds apiece on a loaded machine.
  it('counts unknown usernames alike, so a 429 reveals nothing about who exists', async () => {
    await failTimes(10, 'nobody-by-this-name');
    const res = await login(wrong('nobody-by-this-name'));
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many login attempts. Please wait 15 minutes and try again.' });
  }, 120_000);

  it('leaves other usernames alone', async () => {
    // Another admin's name, not an unknown one: its fixture hash is cheap, a cost-12 comparison is not.
    await insertAdmin(ctx.db, { username: 'other-organizer', password: 'Other-Password-2026' });
    await failTimes(10, 'other-organizer');
    expect((await login(wrong('other-organizer'))).status).toBe(429);
    expect((await login(TEST_ADMIN)).status).toBe(200);
  });

  it('lets the admin in again once the window has passed', async () => {
    await failTimes(10);
    expect((await login(TEST_ADMIN)).status).toBe(429);
    await ctx.database.raw.query(
      `UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE 'login-user:%'`,
    );
    expect((await login(TEST_ADMIN)).status).toBe(200);
  });

  it('keeps the per-IP limit of 5 failed attempts', async () => {
    const from = () =>
      request(ctx.app).post('/api/admin/login').set('X-Forwarded-For', '203.0.113.9').send(wrong());
    for (let i = 0; i < 5; i += 1) expect((await from()).status).toBe(401);
    expect((await from()).status).toBe(429);
  });
});

describeOnPostgres('the per-username limit on two instances sharing one PostgreSQL', () => {
  let second: Database;
  beforeAll(async () => {
    const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    second = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  });
  afterAll(() => second?.close());

  it('counts 5 failures on one and 5 on the other, then refuses the 11th on either with 429', async () => {
    const appB = createApp({
      database: second,
      config: loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost:5000', TRUST_PROXY: '1' }),
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    await failTimes(5, TEST_ADMIN.username, ctx.app);
    await failTimes(5, TEST_ADMIN.username, appB);
    for (const app of [ctx.app, appB]) {
      const res = await login(TEST_ADMIN, app);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
