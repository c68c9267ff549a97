import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, setCookie, signIn, TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { insertPost } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

const ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

// Every admin endpoint but sign-in, with a body that would be valid.
const READS: [string, string][] = [
  ['get', '/api/admin/session'],
  ['get', '/api/admin/stats'],
  ['get', '/api/admin/endorsements'],
  ['get', '/api/admin/endorsements?status=pending'],
  ['get', '/api/admin/testimonials'],
  ['get', '/api/admin/volunteers'],
  ['get', '/api/admin/contacts'],
  ['get', '/api/admin/newsletter'],
  ['get', '/api/admin/export/volunteers.csv'],
  ['get', '/api/admin/export/contacts.csv'],
  ['get', '/api/admin/export/newsletter.csv'],
  ['get', '/api/admin/export/endorsements.csv'],
  ['get', '/api/admin/posts'],
  ['get', '/api/admin/posts/guarded-post'],
];

const MUTATIONS: [string, string, object | undefined][] = [
  ['post', '/api/admin/logout', undefined],
  ['patch', `/api/admin/endorsements/${ID}`, { status: 'approved' }],
  ['patch', `/api/admin/testimonials/${ID}`, { status: 'rejected' }],
  ['post', '/api/admin/posts', { title: 'Forged post', content: 'x', status: 'published' }],
  ['patch', '/api/admin/posts/guarded-post', { status: 'draft' }],
  ['delete', '/api/admin/posts/guarded-post', undefined],
  ['post', '/api/admin/users', { username: 'intruder', password: 'intruder-pass' }],
  [
    'post',
    '/api/admin/password',
    { currentPassword: 'whatever', newPassword: 'N3w-Passw0rd!!', confirmPassword: 'N3w-Passw0rd!!' },
  ],
];

type Method = 'get' | 'post' | 'patch' | 'delete';
const call = (client: unknown, method: string, path: string) =>
  (client as Record<Method, (p: string) => request.Test>)[method as Method](path);

/** What a forged request could have changed: every table an admin mutation writes. */
async function snapshot() {
  const { rows } = await ctx.database.raw.query(
    `SELECT (SELECT json_agg(p ORDER BY slug) FROM posts p) AS posts,
            (SELECT json_agg(e) FROM endorsements e) AS endorsements,
            (SELECT json_agg(t) FROM testimonials t) AS testimonials,
            (SELECT json_agg(a.password_hash ORDER BY id) FROM admin_users a) AS admins,
            (SELECT count(*)::int FROM "session") AS sessions,
            (SELECT count(*)::int FROM audit_log) AS audits`,
  );
  return rows[0];
}

async function seedTargets() {
  await insertPost(ctx.db, { slug: 'guarded-post', title: 'Guarded post' });
  await ctx.database.raw.query(`INSERT INTO endorsements (id, name, endorsement) VALUES ($1, 'A', 'B')`, [
    ID,
  ]);
  await ctx.database.raw.query(
    `INSERT INTO testimonials (id, name, email, story) VALUES ($1, 'A', 'a@example.org', 'C')`,
    [ID],
  );
}

describe('signed out', () => {
  it.each([...READS, ...MUTATIONS.map(([m, p]) => [m, p] as [string, string])])(
    '%s %s answers 401',
    async (method, path) => {
      const res = await call(request(ctx.app), method, path).set('Content-Type', 'application/json');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication required' });
    },
  );

  it('answers 401 before looking at a CSRF token or a malformed body', async () => {
    const res = await request(ctx.app)
      .post('/api/admin/posts')
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .send('{not json');
    expect(res.status).toBe(401);
  });

  it('answers unknown admin paths with 401 too, revealing nothing', async () => {
    expect((await request(ctx.app).get('/api/admin/does-not-exist')).status).toBe(401);
  });
});

describe('signed in, mutations without a valid CSRF token', () => {
  const admin = useSignedInAdmin(ctx);
  beforeEach(async () => {
    await seedTargets();
  });

  // Built by hand, not through the agent, whose cookie jar would overwrite a planted cookie.
  const forgeries: [string, () => { cookie: string; token?: string }][] = [
    ['no X-CSRF-Token header', () => ({ cookie: admin.cookieHeader })],
    ['a wrong header value', () => ({ cookie: admin.cookieHeader, token: 'wrong-token' })],
    [
      'a header equal to a cookie planted by another site',
      () => ({ cookie: `${admin.sessionCookie}; csrf-token=planted.abc`, token: 'planted.abc' }),
    ],
    [
      'a header that differs from the cookie by one character',
      () => ({ cookie: admin.cookieHeader, token: `${admin.csrfToken.slice(0, -1)}!` }),
    ],
  ];

  for (const [label, forge] of forgeries) {
    it.each(MUTATIONS)(`%s %s with ${label} answers 403 and changes nothing`, async (method, path, body) => {
      const before = await snapshot();
      const { cookie, token } = forge();
      let req = call(request(ctx.app), method, path).set('Cookie', cookie);
      if (token) req = req.set('X-CSRF-Token', token);
      const res = await (body ? req.send(body) : req);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Invalid or missing CSRF token' });
      expect(await snapshot()).toEqual(before);
    });
  }

  it('refuses a token issued to another session, even with its matching cookie', async () => {
    const other = await signIn(ctx.app);
    const res = await request(ctx.app)
      .delete('/api/admin/posts/guarded-post')
      .set('Cookie', `${admin.sessionCookie}; csrf-token=${encodeURIComponent(other.csrfToken)}`)
      .set('X-CSRF-Token', other.csrfToken);
    expect(res.status).toBe(403);
    expect(await countRows(ctx.database, 'posts')).toBe(1);
  });

  it('refuses a token from before the latest sign-in, as the session id changed', async () => {
    const again = await admin.agent.post('/api/admin/login').send(TEST_ADMIN);
    const res = await request(ctx.app)
      .delete('/api/admin/posts/guarded-post')
      .set('Cookie', `${setCookie(again, 'sid')}; csrf-token=${encodeURIComponent(admin.csrfToken)}`)
      .set('X-CSRF-Token', admin.csrfToken);
    expect(res.status).toBe(403);
    expect(await countRows(ctx.database, 'posts')).toBe(1);
  });

  it('refuses a cross-site Origin even with a valid token', async () => {
    const res = await admin.agent
      .delete('/api/admin/posts/guarded-post')
      .set('X-CSRF-Token', admin.csrfToken)
      .set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused' });
    expect(await countRows(ctx.database, 'posts')).toBe(1);
  });

  it('refuses Sec-Fetch-Site: cross-site even with a valid token', async () => {
    const res = await admin.agent
      .delete('/api/admin/posts/guarded-post')
      .set('X-CSRF-Token', admin.csrfToken)
      .set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
    expect(await countRows(ctx.database, 'posts')).toBe(1);
  });

  it("accepts the site's own Origin with a valid token", async () => {
    const res = await admin.agent
      .delete('/api/admin/posts/guarded-post')
      .set('X-CSRF-Token', admin.csrfToken)
      .set('Origin', 'http://localhost:5000')
      .set('Sec-Fetch-Site', 'same-origin');
    expect(res.status).toBe(204);
  });

  it('accepts a request that names no Origin at all (a script with the cookie and the token)', async () => {
    // Browsers send Origin with every mutation; a missing one is no other site's page.
    const res = await admin.agent
      .delete('/api/admin/posts/guarded-post')
      .set('X-CSRF-Token', admin.csrfToken)
      .unset('Origin');
    expect(res.status).toBe(204);
  });

  it('checks the CSRF token before parsing the body: 403, then 400 once the token is right', async () => {
    const noToken = await admin.agent
      .post('/api/admin/posts')
      .set('Content-Type', 'application/json')
      .send('{not json');
    expect(noToken.status).toBe(403);
    const withToken = await admin.agent
      .post('/api/admin/posts')
      .set('X-CSRF-Token', admin.csrfToken)
      .set('Content-Type', 'application/json')
      .send('{not json');
    expect(withToken.status).toBe(400);
    expect(withToken.body).toEqual({ message: 'Malformed JSON' });
  });

  it('refuses a cross-site sign-in attempt', async () => {
    await insertAdmin(ctx.db, { username: 'second-admin', password: 'second-password' });
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'second-admin', password: 'second-password' });
    expect(res.status).toBe(403);
  });
});
