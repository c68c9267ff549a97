import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../../../server/app';
import { loadConfig } from '../../../server/config/env';
import { errorLogger } from '../../../server/log/log-error';
import { createLogger } from '../../../server/log/logger';
import { TEST_ADMIN } from '../../helpers/admin-agent';
import { type TestDatabase } from '../../helpers/database';
import { serverDatabase } from '../../helpers/server-database';
import {
  minimalClientBuild,
  spawnServer,
  stopAllServers,
  type SpawnedServer,
} from '../../helpers/spawn-server';
import { CONTENT_DATE, TEMPLATE } from '../../helpers/site-app';
import { useTestApp } from '../../helpers/test-app';
import { mountSite } from '../../../server/mount-web';
import { SECRET_PATH_PREFIXES } from '../../../shared/secret-paths';

// CONTRACT section 10: one JSON line per request and per error on standard output, X-Request-Id on
// every answer, and never a password, cookie, CSRF token, body or e-mail address in any line.
const ctx = useTestApp();
const EMAIL = /[\w.+-]+(@|%40)[\w-]+\.[\w.]+/i;

type Line = Record<string, unknown>;

/** An app whose request and error log is kept in memory, one parsed line per entry. */
function loggedApp(env: Record<string, string> = {}, options: AppOptions = {}) {
  const lines: Line[] = [];
  const logger = createLogger('info', { write: (chunk: string) => lines.push(JSON.parse(chunk) as Line) });
  const app = createApp(
    {
      database: ctx.database,
      config: loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost:5000', ...env }),
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: errorLogger(logger),
      logger,
    },
    options,
  );
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request: time, level, request id, method, path without query, status, duration', async () => {
    const { app, lines } = loggedApp();
    const res = await request(app).get('/api/posts?q=organizer%40example.org&limit=2');
    expect(res.status).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        requestId: id,
        method: 'GET',
        path: '/api/posts',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it('writes the same line for a page answered from memory as for its first render', async () => {
    // Pages are kept in memory only with a cache time (tests have none by default).
    const { app, lines } = loggedApp(
      { PUBLIC_CACHE_TTL_MS: '60000' },
      {
        mountClient: (site, deps) =>
          mountSite(site, deps, { template: () => TEMPLATE, contentDate: CONTENT_DATE }),
      },
    );
    // The first answer renders the page through Express; the second comes from memory, before it.
    const answers = [
      await request(app).get('/vision?ref=leaflet'),
      await request(app).get('/vision?ref=leaflet'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers[1].headers['x-request-id']).not.toBe(answers[0].headers['x-request-id']);
    expect(lines).toEqual(
      answers.map((res) =>
        expect.objectContaining({
          level: 'info',
          requestId: res.headers['x-request-id'],
          method: 'GET',
          path: '/vision',
          status: 200,
          durationMs: expect.any(Number),
          msg: 'request',
        }),
      ),
    );
  });

  it('ignores an incoming X-Request-Id unless TRUST_PROXY is set, and then only a sane one', async () => {
    const direct = loggedApp();
    const res = await request(direct.app).get('/api/health').set('X-Request-Id', 'from-the-client');
    expect(res.headers['x-request-id']).not.toBe('from-the-client');
    const proxied = loggedApp({ TRUST_PROXY: '1' });
    const kept = await request(proxied.app).get('/api/health').set('X-Request-Id', 'lb-7f3a:42');
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42');
    for (const insane of ['x'.repeat(129), 'has space', 'new\\nline', '<script>']) {
      const res = await request(proxied.app).get('/api/health').set('X-Request-Id', insane);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs a database error once, with code, stack and route, but not the values of the query', async () => {
    const { app, lines } = loggedApp();
    // A constraint that fails this one address: the insert's error carries it as a query parameter.
    await ctx.database.raw.query(
      `ALTER TABLE newsletters ADD CONSTRAINT log_test_refuses CHECK (email NOT LIKE 'boom%')`,
    );
    try {
      const res = await request(app).post('/api/newsletter').send({ email: 'boom.reader@example.org' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Internal server error' });
      const requestId = res.headers['x-request-id'];
      const errorLine = lines.find((l) => l.msg === 'unexpected error');
      expect(errorLine).toMatchObject({
        level: 'error',
        requestId,
        method: 'POST',
        path: '/api/newsletter',
        error: { stack: expect.stringContaining('    at ') },
      });
      expect(JSON.stringify(errorLine)).toContain('23514');
      expect(lines.find((l) => l.msg === 'request')).toMatchObject({
        requestId,
        status: 500,
        level: 'error',
      });
      const text = lines.map((l) => JSON.stringify(l)).join('\n');
      expect(text).not.toMatch(/boom\.reader/);
      expect(text).not.toMatch(EMAIL);
    } finally {
      await ctx.database.raw.query('ALTER TABLE newsletters DROP CONSTRAINT log_test_refuses');
    }
  });
});

describe('the log of a running server', () => {
  let testDb: TestDatabase | undefined;
  let dataDir: string;
  let clientDir: string;
  let server: SpawnedServer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-log-'));
    clientDir = minimalClientBuild();
    let databaseEnv: Record<string, string>;
    ({ env: databaseEnv, testDb: testDb } = await serverDatabase(path.join(dataDir, 'data')));
    server = await spawnServer(
      {
        ...databaseEnv,
        SESSION_SECRET: 'request-log-test-secret-0123456789abcdef',
        CLIENT_BUILD_DIR: clientDir,
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      },
      { readyTimeoutMs: 240_000 },
    );
  }, 300_000);

  afterAll(async () => {
    await stopAllServers();
    await testDb?.drop();
    for (const dir of [dataDir, clientDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds request lines with every field, and no e-mail address, password, cookie or CSRF token', async () => {
    const secrets: string[] = [];
    const post = (p: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const emails = ['volunteer.one@example.org', 'Contact.Two@Example.ORG', 'news.three@example.net'];
    expect(
      (
        await post('/api/volunteers', {
          firstName: 'Ann',
          lastName: 'Lee',
          email: emails[0],
          phone: '555-0100',
          helpType: 'canvassing',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post('/api/contacts', {
          firstName: 'Bo',
          lastName: 'Ray',
          email: emails[1],
          subject: 'Hello',
          message: `Reach me at ${emails[1]}`,
        })
      ).status,
    ).toBe(201);
    expect((await post('/api/newsletter', { email: emails[2] })).status).toBe(201);
    const failed = await post('/api/admin/login', {
      username: TEST_ADMIN.username,
      password: 'Wrong-Guess-123',
    });
    expect(failed.status).toBe(401);
    const login = await post('/api/admin/login', TEST_ADMIN);
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
    const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('csrf-token='))!.split('=')[1]);
    secrets.push(...cookies.map((c) => c.split('=')[1]), csrf, TEST_ADMIN.password, 'Wrong-Guess-123');
    const change = await post(
      '/api/admin/sessions/revoke-others',
      {},
      { Cookie: cookies.join('; '), 'X-CSRF-Token': csrf },
    );
    expect(change.status).toBe(200);
    const search = await fetch(`${server.url}/api/posts?q=${encodeURIComponent(emails[0])}`);
    expect(search.status).toBe(200);
    // Give the last lines time to reach the pipe.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const output = server.output();
    for (const email of emails) expect(output.toLowerCase()).not.toContain(email.toLowerCase());
    expect(output).not.toMatch(EMAIL);
    for (const secret of secrets) expect(output).not.toContain(secret);
    const lines = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Line);
    const requests = lines.filter((l) => l.msg === 'request');
    for (const [method, p, status] of [
      ['POST', '/api/volunteers', 201],
      ['POST', '/api/contacts', 201],
      ['POST', '/api/newsletter', 201],
      ['POST', '/api/admin/login', 401],
      ['POST', '/api/admin/login', 200],
      ['POST', '/api/admin/sessions/revoke-others', 200],
      ['GET', '/api/posts', 200],
    ] as const) {
      expect(requests, `${method} ${p} ${status}`).toContainEqual(
        expect.objectContaining({
          time: expect.any(String),
          level: 'info',
          requestId: expect.any(String),
          method,
          path: p,
          status,
          durationMs: expect.any(Number),
        }),
      );
    }
  });

  it('writes every path that carries a secret as its prefix and [token]: a real draft preview, and every route of the list', async () => {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
    const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('csrf-token='))!.split('=')[1]);
    const admin = (p: string, body: object) =>
      fetch(`${server.url}${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookies.join('; '), 'X-CSRF-Token': csrf },
        body: JSON.stringify(body),
      });
    const created = await admin('/api/admin/posts', {
      title: 'Draft the log must not open',
      excerpt: 'Not out yet.',
      content: 'The plan.',
      category: 'News',
      tags: [],
      status: 'draft',
      publishedAt: null,
    });
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const link = await admin(`/api/admin/posts/${slug}/preview-link`, {});
    const token = ((await link.json()) as { url: string }).url.split('/preview/')[1];
    expect((await fetch(`${server.url}/preview/${token}`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/preview/${token}`)).status).toBe(200);

    // Every route of the one rule, page and /api twin, read and posted, as written and as a
    // router would still take it (another letter case, a doubled slash, percent-encoded).
    const secrets = [token];
    const expected = ['/preview/[token]', '/api/preview/[token]'];
    for (const [i, prefix] of SECRET_PATH_PREFIXES.entries()) {
      for (const base of [prefix, `/api${prefix}`]) {
        const secret = `route-secret-${i}-${base.length}-Zq81Xv`;
        secrets.push(secret);
        expected.push(`${base}[token]`);
        const variants = [
          base,
          base.toUpperCase(),
          `/${base}`,
          base.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
        ];
        for (const variant of variants) {
          await fetch(`${server.url}${variant}${secret}/more?x=1`);
          await fetch(`${server.url}${variant}${secret}`, { method: 'POST' });
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    const output = server.output();
    for (const secret of secrets) expect(output).not.toContain(secret);
    const paths = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => (JSON.parse(l) as Line).path);
    for (const p of expected) expect(paths).toContain(p);
  });
});
