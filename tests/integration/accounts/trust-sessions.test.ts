import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { fingerprint } from '../../fixtures/fuzz-harness';
import { TEST_ADMIN, adminAgent, insertAdmin, setCookie, signIn } from '../../helpers/admin-agent';
import { insertPost } from '../../helpers/factories';
import { describeOnPostgres, useTestApp } from '../../helpers/test-app';
import { endorsements, testimonials } from '../../../shared/schema';

// Someone who wants into the admin area: a planted or stolen cookie, a forged CSRF token, a page on
// another site posting on an admin's behalf, a password guesser spreading over instances.
const ctx = useTestApp();

/** Everything an admin mutation could change, to prove a refused one changed none of it. */
const everything = () =>
  Promise.all(
    ['posts', 'endorsements', 'testimonials', 'admin_users'].map((t) =>
      fingerprint(ctx.database, `SELECT * FROM ${t}`),
    ),
  );

/** One of each admin mutation, against rows that exist, so that only the guard can stop it. */
async function mutations() {
  const post = await insertPost(ctx.db, { title: 'Target post' });
  const [e] = await ctx.db.insert(endorsements).values({ name: 'Ann', endorsement: 'Yes.' }).returning();
  const [t] = await ctx.db
    .insert(testimonials)
    .values({ name: 'Bo', email: 'bo@example.org', story: 'Won.' })
    .returning();
  const draft = { title: 'Injected', excerpt: 'x', content: 'x', status: 'published' };
  return [
    ['POST', '/api/admin/posts', draft],
    ['PATCH', `/api/admin/posts/${post.slug}`, { status: 'draft' }],
    ['DELETE', `/api/admin/posts/${post.slug}`, undefined],
    ['PATCH', `/api/admin/endorsements/${e.id}`, { status: 'approved' }],
    ['PATCH', `/api/admin/testimonials/${t.id}`, { status: 'approved' }],
    ['POST', '/api/admin/users', { username: 'intruder', password: 'intruder-password' }],
    [
      'POST',
      '/api/admin/password',
      {
        currentPassword: TEST_ADMIN.password,
        newPassword: 'Taken-Over-2025!',
        confirmPassword: 'Taken-Over-2025!',
      },
    ],
    ['POST', '/api/admin/logout', undefined],
  ] as const;
}

interface Client {
  post(path: string): request.Test;
  patch(path: string): request.Test;
  delete(path: string): request.Test;
}
const send = (client: Client, method: string, path: string, body: unknown) => {
  const req =
    method === 'POST' ? client.post(path) : method === 'PATCH' ? client.patch(path) : client.delete(path);
  return body === undefined ? req : req.send(body as object);
};

describe('the session cookie', () => {
  it('gets a new id at sign-in, so an id planted or known before it is worthless', async () => {
    await insertAdmin(ctx.db);
    const first = await signIn(ctx.app);
    const again = await first.agent.post('/api/admin/login').send(TEST_ADMIN);
    const second = setCookie(again, 'sid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first.sessionCookie);
    const old = await request(ctx.app).get('/api/admin/session').set('Cookie', first.sessionCookie);
    expect(old.status).toBe(401);
  });

  it('is refused after sign-out, even replayed by hand', async () => {
    const { agent, csrfToken, cookieHeader } = await adminAgent(ctx);
    expect((await agent.post('/api/admin/logout').set('X-CSRF-Token', csrfToken)).status).toBe(200);
    const replay = await request(ctx.app).get('/api/admin/session').set('Cookie', cookieHeader);
    expect(replay.status).toBe(401);
    const write = await request(ctx.app)
      .post('/api/admin/posts')
      .set('Cookie', cookieHeader)
      .set('X-CSRF-Token', csrfToken)
      .send({ title: 'After logout' });
    expect(write.status).toBe(401);
  });

  it('is refused when forged: an unsigned id, a bad signature, or another secret', async () => {
    const { sessionCookie } = await adminAgent(ctx);
    const id = decodeURIComponent(sessionCookie.slice('sid='.length)).slice(2).split('.')[0];
    for (const forged of [`sid=${id}`, `sid=${encodeURIComponent(`s:${id}.forged`)}`, 'sid=s%3Aguess.AAAA']) {
      const res = await request(ctx.app).get('/api/admin/session').set('Cookie', forged);
      expect(res.status, forged).toBe(401);
    }
  });
});

describe('admin mutations without a valid CSRF token or from another site', () => {
  it('answers 403 to every mutation with a missing, forged, planted or other-session token, changing nothing', async () => {
    const victim = await adminAgent(ctx);
    const other = await signIn(ctx.app);
    const list = await mutations();
    const before = await everything();
    const victimSession = victim.sessionCookie;
    // [what the attacker tries, the Cookie header the browser sends, the X-CSRF-Token header]
    const attempts: [string, string, string | undefined][] = [
      ['missing token', victim.cookieHeader, undefined],
      ['forged token', victim.cookieHeader, 'forged-token'],
      ["another session's token", victim.cookieHeader, other.csrfToken],
      // A cookie set by a sibling site and echoed in the header: double submit alone would pass it.
      ['planted cookie', `${victimSession}; csrf-token=planted`, 'planted'],
      [
        "another session's token as cookie and header",
        `${victimSession}; csrf-token=${encodeURIComponent(other.csrfToken)}`,
        other.csrfToken,
      ],
    ];
    for (const [method, path, body] of list) {
      for (const [label, cookie, token] of attempts) {
        const req = send(request(ctx.app), method, path, body).set('Cookie', cookie);
        const res = await (token === undefined ? req : req.set('X-CSRF-Token', token));
        expect(res.status, `${label} on ${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ message: expect.any(String) });
      }
    }
    expect(await everything()).toEqual(before);
    // The control: the same hand-built request with the session's own token goes through.
    const [, path, body] = list[3];
    const genuine = await send(request(ctx.app), 'PATCH', path, body)
      .set('Cookie', victim.cookieHeader)
      .set('X-CSRF-Token', victim.csrfToken);
    expect(genuine.status).toBe(200);
  });

  it('answers 403 to every mutation from a cross-site Origin or Sec-Fetch-Site, even with a valid token', async () => {
    const { agent, csrfToken } = await adminAgent(ctx);
    const list = await mutations();
    const before = await everything();
    for (const [method, path, body] of list) {
      for (const [header, value] of [
        ['Origin', 'https://evil.example'],
        ['Origin', 'null'],
        ['Sec-Fetch-Site', 'cross-site'],
      ]) {
        const res = await send(agent, method, path, body).set('X-CSRF-Token', csrfToken).set(header, value);
        expect(res.status, `${header}: ${value} on ${method} ${path}`).toBe(403);
      }
    }
    expect(await everything()).toEqual(before);
    // The site reached by another address (a preview host, another port): an Origin naming the
    // host the request was sent to is this site, not another one.
    const [, path, body] = list[3];
    const sameHost = await send(agent, 'PATCH', path, body)
      .set('X-CSRF-Token', csrfToken)
      .set('Host', 'preview.example:8080')
      .set('Origin', 'http://preview.example:8080');
    expect(sameHost.status).toBe(200);
    const login = await request(ctx.app)
      .post('/api/admin/login')
      .set('Origin', 'https://evil.example')
      .send(TEST_ADMIN);
    expect(login.status).toBe(403);
  });
});

describeOnPostgres('the login limit on two instances sharing one PostgreSQL', () => {
  let second: Database;
  beforeAll(async () => {
    const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    second = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  });
  afterAll(() => second?.close());

  it('counts 3 failures on one and 2 on the other, then refuses the 6th on either with 429', async () => {
    await insertAdmin(ctx.db);
    const appB = createApp({
      database: second,
      config: ctx.config,
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    const wrong = { username: TEST_ADMIN.username, password: 'not-the-password' };
    for (const app of [ctx.app, ctx.app, ctx.app, appB, appB]) {
      expect((await request(app).post('/api/admin/login').send(wrong)).status).toBe(401);
    }
    for (const app of [ctx.app, appB]) {
      // Even the right password waits for the window to pass.
      const res = await request(app).post('/api/admin/login').send(TEST_ADMIN);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
