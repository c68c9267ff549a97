import bcrypt from 'bcrypt';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BCRYPT_COST, ensureBootstrapAdmin } from '../../../server/accounts/admins';
import { createApp } from '../../../server/app';
import {
  adminAgent,
  insertAdmin,
  setCookie,
  setCookieLine,
  signIn,
  TEST_ADMIN,
} from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

const sessionIds = async () =>
  (await ctx.database.raw.query('SELECT sid FROM "session"')).rows.map((r) => String(r.sid));

describe('POST /api/admin/login', () => {
  it('signs in and answers the admin with username and role only', async () => {
    await insertAdmin(ctx.db);
    const res = await request(ctx.app).post('/api/admin/login').send(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ admin: { username: TEST_ADMIN.username, role: 'admin' } });
    expect(setCookie(res, 'sid')).toBeDefined();
    expect(setCookie(res, 'csrf-token')).toMatch(/^csrf-token=.+/);
  });

  it('records the time of the sign-in', async () => {
    await insertAdmin(ctx.db);
    await signIn(ctx.app);
    const { rows } = await ctx.database.raw.query('SELECT last_login_at FROM admin_users');
    expect(rows[0].last_login_at).not.toBeNull();
  });

  it('answers a wrong password and an unknown user with the same 401 and no session', async () => {
    await insertAdmin(ctx.db);
    const wrong = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN.username, password: 'not-the-password' });
    const unknown = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: 'nobody-here', password: TEST_ADMIN.password });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid username or password' });
      expect(setCookie(res, 'sid')).toBeUndefined();
    }
    expect(await countRows(ctx.database, 'session')).toBe(0);
  });

  it('refuses a body that fails the login schema with SPEC messages', async () => {
    const res = await request(ctx.app).post('/api/admin/login').send({ username: 'ab', password: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('refuses a password over 72 bytes instead of cutting it', async () => {
    await insertAdmin(ctx.db);
    // 24 three-byte characters are 72 bytes; one more character passes bcrypt's limit.
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN.username, password: `${TEST_ADMIN.password}${'€'.repeat(20)}` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('password');
  });

  it('refuses malformed JSON with 400 and a body that is not JSON with 415', async () => {
    const malformed = await request(ctx.app)
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON' });
    const form = await request(ctx.app).post('/api/admin/login').type('form').send('username=a&password=b');
    expect(form.status).toBe(415);
  });

  it('gives a new session id at sign-in, so an id known before it is worthless', async () => {
    await insertAdmin(ctx.db);
    const first = await signIn(ctx.app);
    const before = await sessionIds();
    const again = await first.agent.post('/api/admin/login').send(TEST_ADMIN);
    expect(again.status).toBe(200);
    const after = await sessionIds();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    // The cookie of the first sign-in no longer opens anything.
    const stale = await request(ctx.app).get('/api/admin/session').set('Cookie', first.sessionCookie);
    expect(stale.status).toBe(401);
  });
});

describe('GET /api/admin/session', () => {
  it('answers the signed-in admin and refreshes the csrf-token cookie', async () => {
    const { agent, csrfToken } = await adminAgent(ctx);
    const res = await agent.get('/api/admin/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ admin: { username: TEST_ADMIN.username, role: 'admin' } });
    expect(setCookie(res, 'csrf-token')).toBe(`csrf-token=${encodeURIComponent(csrfToken)}`);
  });

  it('answers 401 without a session', async () => {
    const res = await request(ctx.app).get('/api/admin/session');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required' });
  });

  it('keeps the session across an app restart on the same database', async () => {
    const { sessionCookie } = await adminAgent(ctx);
    const restarted = createApp({
      database: ctx.database,
      config: ctx.config,
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    const res = await request(restarted).get('/api/admin/session').set('Cookie', sessionCookie);
    expect(res.status).toBe(200);
    expect(res.body.admin.username).toBe(TEST_ADMIN.username);
  });

  it('signs out a stored session that lacks who, when or which credentials, never a server error', async () => {
    // A row another version of the app wrote, or one edited by hand: each part the guard reads
    // missing in turn. Without the guard's own check, a session with no admin reached the account
    // lookup and answered 500.
    await insertAdmin(ctx.db);
    for (const part of ['admin', 'loginAt', 'credentialEpoch']) {
      await ctx.database.raw.query('DELETE FROM "session"');
      const { agent } = await signIn(ctx.app);
      await ctx.database.raw.query(`UPDATE "session" SET sess = (sess::jsonb - $1::text)::json`, [part]);
      const res = await agent.get('/api/admin/session');
      expect(res.status, part).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication required' });
    }
    expect(ctx.serverErrors).toEqual([]);
  });

  it('ends a session 12 hours after sign-in however active it was', async () => {
    const { agent } = await adminAgent(ctx);
    const thirteenHoursAgo = Date.now() - 13 * 3600_000;
    await ctx.database.raw.query(
      `UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{loginAt}', to_jsonb($1::bigint))::json`,
      [thirteenHoursAgo],
    );
    expect((await agent.get('/api/admin/session')).status).toBe(401);
    expect(await countRows(ctx.database, 'session')).toBe(0);
  });

  it('ends a session after 30 idle minutes, and each request pushes that on', async () => {
    const { agent } = await adminAgent(ctx);
    const res = await agent.get('/api/admin/session');
    const expires = /Expires=([^;]+)/i.exec(setCookieLine(res, 'sid') ?? '')?.[1];
    const cookieLife = (Date.parse(expires ?? '') - Date.now()) / 1000;
    expect(cookieLife).toBeGreaterThan(29 * 60);
    expect(cookieLife).toBeLessThanOrEqual(30 * 60);
    const { rows } = await ctx.database.raw.query(
      `SELECT extract(epoch FROM expire - now()::timestamp) AS left FROM "session"`,
    );
    expect(Number(rows[0].left)).toBeGreaterThan(29 * 60);
    // What the store does once those 30 minutes have passed with no request:
    await ctx.database.raw.query(`UPDATE "session" SET expire = now()::timestamp - interval '1 second'`);
    expect((await agent.get('/api/admin/session')).status).toBe(401);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the session on the server: the old cookie is refused afterwards', async () => {
    const { agent, csrfToken, sessionCookie } = await adminAgent(ctx);
    const res = await agent.post('/api/admin/logout').set('X-CSRF-Token', csrfToken);
    expect(res.status).toBe(200);
    expect(await countRows(ctx.database, 'session')).toBe(0);
    const replay = await request(ctx.app).get('/api/admin/session').set('Cookie', sessionCookie);
    expect(replay.status).toBe(401);
  });

  it('works with no body and clears both cookies', async () => {
    const { agent, csrfToken } = await adminAgent(ctx);
    const res = await agent.post('/api/admin/logout').set('X-CSRF-Token', csrfToken).send();
    expect(res.status).toBe(200);
    const cleared = String(res.headers['set-cookie']);
    expect(cleared).toMatch(/sid=;/);
    expect(cleared).toMatch(/csrf-token=;/);
  });
});

describe('ADMIN_USERNAME and ADMIN_PASSWORD at start-up (ensureBootstrapAdmin)', () => {
  it('creates that admin at cost 12 once, and never overwrites an account of that name', async () => {
    expect(await ensureBootstrapAdmin(ctx.db, 'first-admin', 'first-password-1')).toBe(true);
    const [created] = (await ctx.database.raw.query('SELECT password_hash FROM admin_users')).rows;
    expect(bcrypt.getRounds(String(created.password_hash))).toBe(BCRYPT_COST);
    // A later start with another password (or the end-to-end run's account, written before it).
    expect(await ensureBootstrapAdmin(ctx.db, 'first-admin', 'other-password-2')).toBe(false);
    const { rows } = await ctx.database.raw.query('SELECT password_hash FROM admin_users');
    expect(rows).toEqual([{ password_hash: created.password_hash }]);
    await signIn(ctx.app, { username: 'first-admin', password: 'first-password-1' });
    const refused = await request(ctx.app)
      .post('/api/admin/login')
      .send({ username: 'first-admin', password: 'other-password-2' });
    expect(refused.status).toBe(401);
  });

  it('does nothing without both variables', async () => {
    expect(await ensureBootstrapAdmin(ctx.db, 'first-admin', undefined)).toBe(false);
    expect(await ensureBootstrapAdmin(ctx.db, undefined, 'first-password-1')).toBe(false);
    expect(await countRows(ctx.database, 'admin_users')).toBe(0);
  });
});
