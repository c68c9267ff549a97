import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config/env';
import { useSiteApp } from '../../helpers/site-app';

// The second line of defence: even if markup slipped through, the browser is told to run no inline
// script, load no plugin, honour no <base>, and let no other site frame the pages.
const ctx = useSiteApp();

function directives(res: request.Response): Map<string, string[]> {
  const header = res.headers['content-security-policy'] as string | undefined;
  expect(header, 'no Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const routes = ['/', '/updates', '/api/health', '/api/posts', '/api/nope'];

describe('security headers on pages and API answers', () => {
  it.each(routes)(
    '%s carries a CSP with no inline script, no plugins, no <base> and no framing',
    async (path) => {
      const res = await request(ctx.app).get(path);
      const csp = directives(res);
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain('*');
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // Frames only from the video hosts (and the bot check), never from anywhere.
      for (const source of csp.get('frame-src') ?? []) expect(source).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    },
  );

  it.each(routes)("%s carries Helmet's other headers and does not name the framework", async (path) => {
    const res = await request(ctx.app).get(path);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends no HSTS over plain http, where it would only confuse a local run', async () => {
    const res = await request(ctx.app).get('/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and upgrades insecure requests when SITE_URL is https', async () => {
    const app = createApp({
      database: ctx.database,
      config: loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://example.org' }),
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    for (const path of ['/api/health', '/api/posts']) {
      const res = await request(app).get(path);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(directives(res).has('upgrade-insecure-requests')).toBe(true);
    }
  });
});

describe('third-party hosts in the CSP', () => {
  const withConfig = (env: Record<string, string>) =>
    createApp({
      database: ctx.database,
      config: loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost:5000', ...env }),
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });

  it('allows no Google host when analytics is not configured', async () => {
    const res = await request(ctx.app).get('/');
    const header = String(res.headers['content-security-policy']);
    expect(header).not.toMatch(/google/);
    const csp = directives(res);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
  });

  it('allows Google tag manager and the analytics hosts only with VITE_GA_MEASUREMENT_ID', async () => {
    const res = await request(withConfig({ VITE_GA_MEASUREMENT_ID: 'G-TEST12345' })).get('/api/health');
    const csp = directives(res);
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
  });

  it('lets the media screens preview a local file (blob:) and nothing lets a page frame or script from blob:', async () => {
    const csp = directives(await request(ctx.app).get('/admin/media'));
    expect(csp.get('img-src')).toContain('blob:');
    expect(csp.get('script-src')).not.toContain('blob:');
  });
});
