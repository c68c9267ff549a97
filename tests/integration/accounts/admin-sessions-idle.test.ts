import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { adminAgent, setCookieLine, signIn, TEST_ADMIN } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 10: the 30-minute idle limit counts from the admin's last own action. An open tab
// checks the session every 5 minutes and refreshes the stats every 30 seconds; those requests say so
// (X-Background: 1) and neither keep the session alive nor push its expiry on.
const ctx = useTestApp();
const MINUTE = 60_000;

/** Moves the session's last own action (and the store's expiry, as it was then) into the past. */
async function idleFor(ms: number) {
  const last = Date.now() - ms;
  await ctx.database.raw.query(
    `UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{lastActiveAt}', to_jsonb($1::bigint))::json,
       expire = to_timestamp(($1::bigint + 30 * 60000)::double precision / 1000)`,
    [last],
  );
  return last;
}
const stored = async () => {
  const { rows } = await ctx.database.raw.query(
    `SELECT (sess::jsonb ->> 'lastActiveAt')::bigint AS last, extract(epoch FROM expire) * 1000 AS expire FROM "session"`,
  );
  return { last: Number(rows[0].last), expire: Number(rows[0].expire) };
};
const background = (agent: ReturnType<typeof request.agent>, path = '/api/admin/session') =>
  agent.get(path).set('X-Background', '1');
const cookieExpiry = (res: request.Response) =>
  Date.parse(/Expires=([^;]+)/i.exec(setCookieLine(res, 'sid') ?? '')?.[1] ?? '');

describe('the idle limit counts from the admin’s own requests only', () => {
  it('does not let background requests extend the session: stats and session checks leave its expiry alone', async () => {
    const { agent } = await adminAgent(ctx);
    const last = await idleFor(20 * MINUTE);
    const before = await stored();
    for (const path of ['/api/admin/session', '/api/admin/stats']) {
      const res = await background(agent, path);
      expect(res.status).toBe(200);
      // The cookie's own expiry stays where the last own action put it: 10 minutes from now.
      expect(Math.abs(cookieExpiry(res) - (last + 30 * MINUTE))).toBeLessThan(2000);
    }
    expect(await stored()).toEqual(before);
    // A HEAD is a read too (Express answers it with the GET route).
    expect((await agent.head('/api/admin/session').set('X-Background', '1')).status).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('signs out a session 30 minutes after the last own action even though background checks kept coming', async () => {
    const { agent } = await adminAgent(ctx);
    await idleFor(29 * MINUTE);
    expect((await background(agent)).status).toBe(200);
    await idleFor(31 * MINUTE);
    // The store's own expiry has not passed yet here: the server refuses on lastActiveAt itself.
    await ctx.database.raw.query(`UPDATE "session" SET expire = now()::timestamp + interval '1 hour'`);
    const res = await background(agent);
    expect(res.status).toBe(401);
    expect(await countRows(ctx.database, 'session')).toBe(0);
    expect((await agent.get('/api/admin/stats')).status).toBe(401);
  });

  it("moves the idle clock on for the admin's own requests, in the store and in the cookie", async () => {
    const { agent } = await adminAgent(ctx);
    await idleFor(25 * MINUTE);
    const res = await agent.get('/api/admin/stats');
    expect(res.status).toBe(200);
    const { last, expire } = await stored();
    expect(Math.abs(last - Date.now())).toBeLessThan(5000);
    expect(Math.abs(expire - (Date.now() + 30 * MINUTE))).toBeLessThan(5000);
    expect(Math.abs(cookieExpiry(res) - (Date.now() + 30 * MINUTE))).toBeLessThan(5000);
  });

  it('records an own action made seconds after the last one, so the session never ends more than 5 s early', async () => {
    const { agent } = await adminAgent(ctx);
    await idleFor(6000);
    expect((await agent.get('/api/admin/stats')).status).toBe(200);
    expect(Math.abs((await stored()).last - Date.now())).toBeLessThan(2000);
  });

  it('writes the last action at most every 5 seconds: a request just after one leaves the store alone', async () => {
    const { agent } = await adminAgent(ctx);
    const last = await idleFor(1000);
    expect((await agent.get('/api/admin/stats')).status).toBe(200);
    expect((await stored()).last).toBe(last);
  });

  it('refuses an own request whose session ends while it is checked, and the session stays ended', async () => {
    const { sessionCookie } = await adminAgent(ctx);
    await idleFor(6000);
    // The session is deleted (a sign-out elsewhere) between the guard's account check and its write
    // of the last action: the write finds no row, and the request must not go through.
    const raw = ctx.database.raw;
    const racing = createApp({
      database: {
        ...ctx.database,
        raw: {
          query: async (text: string, params?: unknown[]) => {
            if (text.includes('credential_epoch')) await raw.query('DELETE FROM "session"');
            return raw.query(text, params);
          },
        },
      },
      config: ctx.config,
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    const res = await request(racing).get('/api/admin/stats').set('Cookie', sessionCookie);
    expect(res.status).toBe(401);
    expect(await countRows(ctx.database, 'session')).toBe(0);
  });

  it('counts a mutation as an own action even when it claims to be background', async () => {
    const { agent, csrfToken } = await adminAgent(ctx);
    await idleFor(25 * MINUTE);
    const res = await agent
      .post('/api/admin/sessions/revoke-others')
      .set('X-CSRF-Token', csrfToken)
      .set('X-Background', '1');
    expect(res.status).toBe(200);
    expect(Math.abs((await stored()).last - Date.now())).toBeLessThan(5000);
  });

  it('tells the page when the idle limit will end the session, without changing the answer body', async () => {
    const { agent } = await adminAgent(ctx);
    const last = await idleFor(10 * MINUTE);
    const res = await background(agent);
    expect(res.body).toEqual({ admin: { username: TEST_ADMIN.username, role: 'admin' } });
    expect(Date.parse(res.headers['x-idle-expires-at'])).toBe(last + 30 * MINUTE);
    const remaining = Number(res.headers['x-idle-remaining-ms']);
    expect(remaining).toBeGreaterThan(19 * MINUTE);
    expect(remaining).toBeLessThanOrEqual(20 * MINUTE);
  });
});

describe('ADMIN_IDLE_MS shortens the idle limit (for end-to-end tests)', () => {
  const short = useTestApp({ ADMIN_IDLE_MS: '90000' });

  it('ends a session 90 seconds after the last own action', async () => {
    const { agent } = await adminAgent(short);
    const res = await background(agent);
    expect(Number(res.headers['x-idle-remaining-ms'])).toBeLessThanOrEqual(90_000);
    await short.database.raw.query(
      `UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{lastActiveAt}', to_jsonb($1::bigint))::json`,
      [Date.now() - 91_000],
    );
    expect((await background(agent)).status).toBe(401);
  });
});

describe('other sessions of the same admin', () => {
  it('POST /api/admin/sessions/revoke-others ends every other session of this admin and answers how many', async () => {
    const mine = await adminAgent(ctx);
    const laptop = await signIn(ctx.app);
    const phone = await signIn(ctx.app);
    await ctx.database.raw.query(`INSERT INTO admin_users (username, password_hash) VALUES ('other', 'x')`);
    // Another admin's session is not this admin's business.
    await ctx.database.raw.query(
      `INSERT INTO "session" (sid, sess, expire) VALUES ('someone-else', $1, now()::timestamp + interval '1 hour')`,
      [
        JSON.stringify({
          cookie: {},
          admin: { id: 999, username: 'other', role: 'admin' },
          loginAt: Date.now(),
        }),
      ],
    );
    const res = await mine.agent
      .post('/api/admin/sessions/revoke-others')
      .set('X-CSRF-Token', mine.csrfToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 2 });
    expect((await laptop.agent.get('/api/admin/session')).status).toBe(401);
    expect((await phone.agent.get('/api/admin/session')).status).toBe(401);
    expect((await mine.agent.get('/api/admin/session')).status).toBe(200);
    expect(await countRows(ctx.database, 'session')).toBe(2);
  });

  it('answers 401 signed out and 403 without the CSRF token, ending nothing', async () => {
    const mine = await adminAgent(ctx);
    await signIn(ctx.app);
    expect((await request(ctx.app).post('/api/admin/sessions/revoke-others')).status).toBe(401);
    expect((await mine.agent.post('/api/admin/sessions/revoke-others')).status).toBe(403);
    expect(await countRows(ctx.database, 'session')).toBe(2);
  });

  it('a password change ends every other session of that admin, on reads and writes', async () => {
    const mine = await adminAgent(ctx);
    const stolen = await signIn(ctx.app);
    const NEW = 'Organize-Every-Floor-2026';
    const res = await mine.agent
      .post('/api/admin/password')
      .set('X-CSRF-Token', mine.csrfToken)
      .send({ currentPassword: TEST_ADMIN.password, newPassword: NEW, confirmPassword: NEW });
    expect(res.status).toBe(200);
    expect((await stolen.agent.get('/api/admin/session')).status).toBe(401);
    const write = await stolen.agent
      .post('/api/admin/sessions/revoke-others')
      .set('X-CSRF-Token', stolen.csrfToken);
    expect(write.status).toBe(401);
    expect((await mine.agent.get('/api/admin/session')).status).toBe(200);
  });

  it('a session deleted while one of its requests is in flight stays deleted', async () => {
    const mine = await adminAgent(ctx);
    const other = await signIn(ctx.app);
    // The other session's own request and the revocation race; whatever the order, it ends revoked.
    await Promise.all([
      other.agent.get('/api/admin/stats'),
      mine.agent.post('/api/admin/sessions/revoke-others').set('X-CSRF-Token', mine.csrfToken),
    ]);
    expect((await other.agent.get('/api/admin/session')).status).toBe(401);
    expect(await countRows(ctx.database, 'session')).toBe(1);
  });
});
