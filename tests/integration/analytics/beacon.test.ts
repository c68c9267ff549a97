// CONTRACT section 17's beacon: POST /api/hit answers 204 whatever it carries, counts a view per path
// and day and a visitor once a day per hash, honours GPC and DNT, and ignores bots, the admin area,
// secret links and paths that are no public page, post or event.
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { BROWSER, hit, pageRow, report } from '../../helpers/analytics';
import { insertEvent } from '../../helpers/events';
import { insertPost } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp({ TRUST_PROXY: '1' });
const admin = useSignedInAdmin(ctx);
const from = (address: string, agent = BROWSER) => ({ 'X-Forwarded-For': address, 'User-Agent': agent });

describe('POST /api/hit', () => {
  it('answers 204 with no body and no cookie, as JSON or as sendBeacon text', async () => {
    for (const type of ['application/json', 'text/plain;charset=UTF-8']) {
      const res = await hit(ctx.app, { path: '/vision' }, { 'Content-Type': type });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
      expect(res.headers['content-security-policy']).toBeDefined();
    }
    expect(pageRow(await report(admin), '/vision')).toMatchObject({ views: 2, visitors: 1 });
  });

  it('answers 204 to malformed, huge and hostile beacons, and counts none of them', async () => {
    const bodies = [
      'not json',
      '',
      'null',
      '[1,2]',
      JSON.stringify({ path: 42 }),
      JSON.stringify({ path: `/${'a'.repeat(10_000)}` }),
      JSON.stringify({ path: '/vision', pad: 'x'.repeat(1_000_000) }),
      JSON.stringify({ path: 'javascript:alert(1)' }),
      JSON.stringify({ path: '//evil.example/vision' }),
    ];
    for (const body of bodies) expect((await hit(ctx.app, body)).status).toBe(204);
    const r = await report(admin);
    expect(r.views).toBe(0);
    expect(r.pages).toEqual([]);
  });

  it('counts a visitor once a day however many views, and each address and browser apart', async () => {
    for (let i = 0; i < 5; i++) await hit(ctx.app, { path: '/' }, from('203.0.113.7'));
    await hit(ctx.app, { path: '/vision' }, from('203.0.113.7'));
    await hit(ctx.app, { path: '/' }, from('203.0.113.8'));
    await hit(ctx.app, { path: '/' }, from('203.0.113.7', `${BROWSER} Edg/131.0`));
    const r = await report(admin);
    expect(r.views).toBe(8);
    expect(r.visitors).toBe(3);
    expect(pageRow(r, '/')).toEqual({ path: '/', visitors: 3, views: 7, signups: 0 });
    expect(pageRow(r, '/vision')).toEqual({ path: '/vision', visitors: 1, views: 1, signups: 0 });
  });

  it('counts the view but not the visitor when the browser sends Sec-GPC or DNT', async () => {
    await hit(ctx.app, { path: '/donate' }, { ...from('198.51.100.1'), 'Sec-GPC': '1' });
    await hit(ctx.app, { path: '/donate' }, { ...from('198.51.100.2'), DNT: '1' });
    const r = await report(admin);
    expect(pageRow(r, '/donate')).toMatchObject({ views: 2, visitors: 0 });
    expect(r.visitors).toBe(0);
    expect(r.sources).toEqual([]);
  });

  it('ignores bots by their user agent, and a beacon with none', async () => {
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ];
    for (const agent of bots) await hit(ctx.app, { path: '/' }, { 'User-Agent': agent });
    await hit(ctx.app, { path: '/' }, { 'User-Agent': '' });
    expect((await report(admin)).views).toBe(0);
  });

  it('ignores the admin area, secret links, made-up paths, drafts and unknown posts and events', async () => {
    const draft = await insertPost(ctx.db, { title: 'Draft plan', status: 'draft' });
    const later = await insertPost(ctx.db, {
      title: 'Not yet',
      publishedAt: new Date(Date.now() + 3_600_000),
    });
    const draftEvent = await insertEvent(ctx.db, { title: 'Secret caucus', status: 'draft' });
    const paths = [
      '/admin/users',
      '/admin',
      '/unsubscribe/abc.def',
      '/newsletter/confirm/abc.def',
      '/events/rsvp/abc.def',
      '/preview/token',
      '/wp-login.php',
      '/vision/',
      `/updates/${draft.slug}`,
      `/updates/${later.slug}`,
      '/updates/no-such-post',
      `/events/${draftEvent.slug}`,
      '/events/no-such-event',
      '/api/posts',
    ];
    for (const path of paths) expect((await hit(ctx.app, { path })).status).toBe(204);
    const r = await report(admin);
    expect(r.views).toBe(0);
    expect(r.visitors).toBe(0);
  });

  it('counts live posts and published events, and every public route', async () => {
    const post = await insertPost(ctx.db, { title: 'Caucus recap' });
    const event = await insertEvent(ctx.db, { title: 'Town hall' });
    for (const path of [`/updates/${post.slug}`, `/events/${event.slug}`, '/privacy', '/events', '/updates'])
      await hit(ctx.app, { path });
    const r = await report(admin);
    expect(r.pages.map((p) => p.path).sort()).toEqual(
      ['/events', `/events/${event.slug}`, '/privacy', '/updates', `/updates/${post.slug}`].sort(),
    );
  });

  it('ignores a beacon another site sent (Sec-Fetch-Site: cross-site)', async () => {
    await hit(ctx.app, { path: '/' }, { 'Sec-Fetch-Site': 'cross-site' });
    await hit(ctx.app, { path: '/' }, { 'Sec-Fetch-Site': 'same-origin' });
    expect((await report(admin)).views).toBe(1);
  });

  it('names a source by ref, else utm_source, else the referring host, else Direct, and counts campaigns', async () => {
    await hit(
      ctx.app,
      { path: '/', ref: 'abc123', utmSource: 'fb', referrer: 'facebook.com' },
      from('192.0.2.1'),
    );
    await hit(ctx.app, { path: '/', utmSource: 'newsletter', utmCampaign: 'fall' }, from('192.0.2.2'));
    await hit(ctx.app, { path: '/', referrer: 'https://news.example.org/x' }, from('192.0.2.3'));
    await hit(ctx.app, { path: '/', referrer: 'javascript:alert(1)' }, from('192.0.2.4'));
    const r = await report(admin);
    expect(r.sources.map((s) => s.source).sort()).toEqual([
      'Direct',
      'abc123',
      'news.example.org',
      'newsletter',
    ]);
    expect(r.campaigns).toEqual([{ campaign: 'fall', visitors: 1, signups: 0 }]);
  });

  it('counts a visitor of a ref once a day however often one address sends it (1,000 hits)', async () => {
    for (let i = 0; i < 1000; i++)
      await hit(ctx.app, { path: i % 2 ? '/' : '/vision', ref: 'someone' }, from('203.0.113.99'));
    const r = await report(admin);
    expect(r.sources).toEqual([{ source: 'someone', visitors: 1, signups: 0 }]);
    expect(r.visitors).toBe(1);
    expect(r.views).toBe(1000);
  });
});
