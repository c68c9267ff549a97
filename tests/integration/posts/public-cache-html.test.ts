import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { pageAnswers } from '../../../server/site/page-answers';
import { publicDataChanged } from '../../../server/cache/public-caches';
import type { AppDeps } from '../../../server/deps';
import { mountSite } from '../../../server/mount-web';
import { fullTitle } from '../../../shared/content/pages';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { embeddedAnswers, insertEvent, rsvpBody } from '../../helpers/events';
import { insertPost } from '../../helpers/factories';
import { readHead } from '../../helpers/markup';
import { CONTENT_DATE, TEMPLATE, useSiteApp } from '../../helpers/site-app';

// Issue 15: the finished HTML of public pages kept per path. The TTL is far longer than any test,
// so whatever a page shows changing here, it shows because a write cleared the cache.
const ctx = useSiteApp({ PUBLIC_CACHE_TTL_MS: '60000' });
let deps: AppDeps;
const admin = useSignedInAdmin(ctx);

beforeAll(() => {
  // The same site as useSiteApp's, built here so that the test can look at this app's page cache.
  deps = {
    database: ctx.database,
    config: ctx.config,
    sessionSecret: 'test-session-secret-0123456789abcdef',
    log: (err) => ctx.serverErrors.push(err),
  };
  ctx.app = createApp(deps, {
    mountClient: (app, d) => mountSite(app, d, { template: () => TEMPLATE, contentDate: CONTENT_DATE }),
  });
});

beforeEach(async () => {
  publicDataChanged(ctx.db);
});

const page = (path: string) => request(ctx.app).get(path);
const titleOf = async (path: string) => readHead((await page(path)).text).titles;
const retitleBehindTheApp = (slug: string, title: string) =>
  ctx.database.raw.query('UPDATE posts SET title = $1 WHERE slug = $2', [title, slug]);
const write = (method: 'post' | 'patch' | 'delete', path: string, body?: object) =>
  admin.agent[method](path).set('X-CSRF-Token', admin.csrfToken).send(body);
const post = {
  title: 'Delegates rally in Denver',
  excerpt: 'Thousands marched.',
  content: 'We **marched**.',
  category: 'Events',
  tags: ['delegates'],
  status: 'published',
  publishedAt: null,
};

describe('the cache of finished pages', () => {
  it('answers a post page from memory: a title changed behind the app stays unseen', async () => {
    const { slug } = await insertPost(ctx.db, { title: 'First words' });
    expect(await titleOf(`/updates/${slug}`)).toEqual([fullTitle('First words')]);
    await retitleBehindTheApp(slug, 'Second words');
    expect(await titleOf(`/updates/${slug}`)).toEqual([fullTitle('First words')]);
  });

  it('shows a post page at once when the post is published, edited, unpublished and deleted', async () => {
    const { slug } = (await write('post', '/api/admin/posts', { ...post, status: 'draft' })).body;
    expect((await page(`/updates/${slug}`)).status).toBe(404);

    expect((await write('patch', `/api/admin/posts/${slug}`, { status: 'published' })).status).toBe(200);
    expect(await titleOf(`/updates/${slug}`)).toEqual([fullTitle('Delegates rally in Denver')]);

    const edit = { ...post, title: 'Delegates rally in Atlanta' };
    expect((await write('patch', `/api/admin/posts/${slug}`, edit)).status).toBe(200);
    expect(await titleOf(`/updates/${slug}`)).toEqual([fullTitle('Delegates rally in Atlanta')]);

    const unpublish = { status: 'draft', publishedAt: null };
    expect((await write('patch', `/api/admin/posts/${slug}`, unpublish)).status).toBe(200);
    expect((await page(`/updates/${slug}`)).status).toBe(404);

    expect((await write('patch', `/api/admin/posts/${slug}`, { status: 'published' })).status).toBe(200);
    expect((await page(`/updates/${slug}`)).status).toBe(200);
    expect((await write('delete', `/api/admin/posts/${slug}`)).status).toBe(204);
    expect((await page(`/updates/${slug}`)).status).toBe(404);
  });

  it('is cleared by a moderation decision, like the public reads', async () => {
    const { slug } = await insertPost(ctx.db, { title: 'First words' });
    expect(await titleOf(`/updates/${slug}`)).toEqual([fullTitle('First words')]);
    await retitleBehindTheApp(slug, 'Second words');
    const { rows } = await ctx.database.raw.query(
      `INSERT INTO endorsements (name, endorsement) VALUES ('Pat Lee', 'Pat endorses') RETURNING id`,
    );
    const decided = await write('patch', `/api/admin/endorsements/${rows[0].id}`, { status: 'approved' });
    expect(decided.status).toBe(200);
    expect(await titleOf(`/updates/${slug}`)).toEqual([fullTitle('Second words')]);
  });

  it('shows an RSVP in the seats of the kept /events and event page at once', async () => {
    const event = await insertEvent(ctx.db, { capacity: 5 });
    const seatsOn = async (path: string, url: string) => {
      const answer = embeddedAnswers((await page(path)).text)!.answers[url];
      return (Array.isArray(answer) ? answer[0] : answer).registered;
    };
    const pages = [
      [`/events/${event.slug}`, `/api/events/${event.slug}`],
      ['/events', '/api/events?when=upcoming'],
    ] as const;
    for (const [path, url] of pages) expect(await seatsOn(path, url)).toBe(0);
    const rsvp = await request(ctx.app)
      .post(`/api/events/${event.slug}/rsvps`)
      .send(rsvpBody('dana@example.org', { guests: 1 }));
    expect(rsvp.status).toBe(201);
    for (const [path, url] of pages) expect(await seatsOn(path, url)).toBe(2);
  });

  it('never shows a draft, even at the address it will have', async () => {
    const { slug } = await insertPost(ctx.db, { title: 'Secret plan', status: 'draft' });
    const res = await page(`/updates/${slug}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Secret plan');
    expect(pageAnswers(deps).size).toBe(0);
  });

  it('answers 304 to an unchanged ETag, and sends the same page gzipped or brotli-compressed', async () => {
    const first = await page('/').set('Accept-Encoding', 'identity');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
    const again = await page('/').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    for (const encoding of ['gzip', 'br']) {
      // supertest decodes the body; the length on the wire shows it travelled compressed.
      const res = await page('/').set('Accept-Encoding', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBeLessThan(first.text.length / 2);
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.text).toBe(first.text);
    }
  });

  it('answers a kept page with the very status, headers and bytes it answered when it rendered it', async () => {
    const { slug } = await insertPost(ctx.db, { title: 'Kept page' });
    for (const path of ['/', `/updates/${slug}`]) {
      const rendered = await page(path);
      expect(pageAnswers(deps).size).toBeGreaterThan(0);
      const kept = await page(path);
      expect(kept.status).toBe(200);
      expect(kept.text).toBe(rendered.text);
      const { date: _d1, 'x-request-id': firstId, ...renderedHeaders } = rendered.headers;
      const { date: _d2, 'x-request-id': keptId, ...keptHeaders } = kept.headers;
      expect(keptHeaders).toEqual(renderedHeaders);
      expect(keptId).toMatch(/^[0-9a-f-]{36}$/);
      expect(keptId).not.toBe(firstId);
      expect(keptHeaders['content-security-policy']).toContain("object-src 'none'");

      // A HEAD gets the headers a GET with the same Accept-Encoding gets, and no body.
      const head = await request(ctx.app).head(path).set('Accept-Encoding', 'gzip');
      expect(head.status).toBe(200);
      expect(head.text ?? '').toBe('');
      expect(head.headers['content-encoding']).toBe('gzip');
      expect(head.headers['content-length']).toBe(rendered.headers['content-length']);
    }
  });

  it('answers a 404 page in full even to a matching If-None-Match, as Express does', async () => {
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    const again = await page('/no-such-page').set('If-None-Match', missing.headers.etag);
    expect(again.status).toBe(404);
    expect(again.text).toBe(missing.text);
  });

  it('lets the routes before the pages answer their own paths once pages are kept', async () => {
    expect((await page('/')).status).toBe(200);
    expect((await page('/updates')).status).toBe(200);
    const api = await request(ctx.app).get('/api/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(api.type).toBe('application/json');
    const robots = await page('/robots.txt');
    expect(robots.type).toBe('text/plain');
    expect((await request(ctx.app).post('/')).status).toBe(404);
  });

  it('never keeps the admin area or a preview link', async () => {
    expect((await page('/admin')).status).toBe(200);
    expect((await page('/admin/posts/new')).status).toBe(200);
    // A real link to a real draft (a made-up token is a 404, and no 404 is ever kept).
    const draft = await write('post', '/api/admin/posts', { ...post, title: 'Draft words', status: 'draft' });
    const link = await write('post', `/api/admin/posts/${draft.body.slug}/preview-link`);
    const path = new URL(link.body.url).pathname;
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Preview: Draft words');
    expect(pageAnswers(deps).size).toBe(0);
    await retitleBehindTheApp(draft.body.slug, 'Changed words');
    expect((await page(path)).text).toContain('Preview: Changed words');
  });

  it('keeps no 404: a flood of made-up paths leaves the cache as it was', async () => {
    expect((await page('/')).status).toBe(200);
    const before = pageAnswers(deps).size;
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 300; i += 1) {
      const res = await page(i % 2 ? `/no-such-page-${i}` : `/updates/no-such-post-${i}`);
      expect(res.status).toBe(404);
    }
    expect(pageAnswers(deps).size).toBe(before);
  });

  it('keeps one page for every query string of a path, and the same HTML for each', async () => {
    const plain = await page('/vision');
    const tagged = await page('/vision?utm_source=newsletter');
    expect(tagged.text).toBe(plain.text);
    expect(tagged.headers.etag).toBe(plain.headers.etag);
  });
});
