import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config/env';
import { adminAgent, insertAdmin, setCookie, setCookieLine, TEST_ADMIN } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

describe('cookies', () => {
  it('marks the session cookie HttpOnly and SameSite=Lax, and the csrf-token cookie readable', async () => {
    await insertAdmin(ctx.db);
    const res = await request(ctx.app).post('/api/admin/login').send(TEST_ADMIN);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const session = cookies.find((c) => c.startsWith('sid='))!;
    const csrf = cookies.find((c) => c.startsWith('csrf-token='))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).not.toMatch(/; Secure/i);
    expect(csrf).not.toMatch(/HttpOnly/i);
    expect(csrf).toMatch(/; SameSite=Lax/i);
    expect(csrf).toMatch(/; Path=\//i);
  });

  it('over HTTPS names the session cookie __Host-sid and marks both cookies Secure, behind any proxy', async () => {
    await insertAdmin(ctx.db);
    const httpsApp = createApp({
      database: ctx.database,
      config: loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://vote.example.org' }),
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    // The TLS proxy in front sent no X-Forwarded-Proto and TRUST_PROXY is unset: the cookie still comes.
    const res = await request(httpsApp).post('/api/admin/login').send(TEST_ADMIN);
    expect(res.status).toBe(200);
    const session = setCookieLine(res, '__Host-sid')!;
    const csrf = setCookieLine(res, 'csrf-token')!;
    expect(session).toMatch(/; Path=\/; .*HttpOnly; Secure; SameSite=Lax$/i);
    expect(session).not.toMatch(/Domain=/i);
    expect(csrf).toMatch(/; Secure/i);
    expect(setCookie(res, 'sid')).toBeUndefined();

    const token = decodeURIComponent(setCookie(res, 'csrf-token')!.slice('csrf-token='.length));
    const logout = await request(httpsApp)
      .post('/api/admin/logout')
      .set('Cookie', `${setCookie(res, '__Host-sid')}; ${setCookie(res, 'csrf-token')}`)
      .set('Origin', 'https://vote.example.org')
      .set('X-CSRF-Token', token);
    expect(logout.status).toBe(200);
  });

  it('answers admin data with Cache-Control: no-store', async () => {
    const { agent } = await adminAgent(ctx);
    expect((await agent.get('/api/admin/stats')).headers['cache-control']).toBe('no-store');
  });

  it('never gives a public read a session cookie', async () => {
    const res = await request(ctx.app).get('/api/posts');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
