import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pages, publicRoutes } from '../../../shared/content/pages';
import { posts } from '../../../shared/schema';
import { insertPost } from '../../helpers/factories';
import { childText, childrenNamed, parseXml, type XmlElement } from '../../helpers/markup';
import { CONTENT_DATE, useSiteApp } from '../../helpers/site-app';

const SITE = 'https://vote.example.org';
const ctx = useSiteApp({ SITE_URL: SITE });
const DAY = 86_400_000;

const absolute = (path: string) => new URL(path, `${SITE}/`).toString();

async function sitemapEntries() {
  const res = await request(ctx.app).get('/sitemap.xml');
  expect(res.status).toBe(200);
  const urlset = parseXml(res.text);
  expect(urlset.name).toBe('urlset');
  expect(urlset.attrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return {
    res,
    entries: childrenNamed(urlset, 'url').map((u) => ({
      loc: childText(u, 'loc'),
      lastmod: childText(u, 'lastmod'),
    })),
  };
}

async function feed() {
  const res = await request(ctx.app).get('/rss.xml');
  expect(res.status).toBe(200);
  const rss = parseXml(res.text);
  expect(rss.name).toBe('rss');
  expect(rss.attrs.version).toBe('2.0');
  const channel = childrenNamed(rss, 'channel')[0];
  return { res, channel, items: childrenNamed(channel, 'item') };
}

const itemByTitle = (items: XmlElement[], title: string) =>
  items.find((i) => childText(i, 'title') === title);

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of /admin and /api, and names the sitemap', async () => {
    const res = await request(ctx.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api']),
    );
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public route with a lastmod, as XML cached for five minutes', async () => {
    const { res, entries } = await sitemapEntries();
    expect(res.type).toBe('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    for (const route of publicRoutes) {
      expect(entries, route.path).toContainEqual({
        loc: absolute(route.path),
        lastmod: CONTENT_DATE.toISOString(),
      });
    }
    expect(entries).toHaveLength(publicRoutes.length);
  });

  it('lists a live post with its last update, and neither a draft nor a post not yet due', async () => {
    const live = await insertPost(ctx.db, { slug: 'live-post' });
    await insertPost(ctx.db, { slug: 'draft-post', status: 'draft' });
    await insertPost(ctx.db, { slug: 'future-post', publishedAt: new Date(Date.now() + DAY) });

    const { entries } = await sitemapEntries();
    expect(entries).toContainEqual({
      loc: `${SITE}/updates/live-post`,
      lastmod: live.updatedAt.toISOString(),
    });
    const locs = entries.map((e) => e.loc);
    expect(locs).not.toContain(`${SITE}/updates/draft-post`);
    expect(locs).not.toContain(`${SITE}/updates/future-post`);
    // The pages that list posts changed when the post did.
    expect(entries).toContainEqual({ loc: `${SITE}/updates`, lastmod: live.updatedAt.toISOString() });
  });
});

describe('GET /rss.xml', () => {
  it('is an RSS 2.0 channel with its title, link, description and self link', async () => {
    const { res, channel } = await feed();
    expect(res.type).toBe('application/rss+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(childText(channel, 'title')).toBe('Jordan Ellis for President: Campaign Updates');
    expect(childText(channel, 'link')).toBe(`${SITE}/updates`);
    expect(childText(channel, 'description')).toBe(pages.updates.description);
    expect(childrenNamed(channel, 'atom:link')[0].attrs).toEqual({
      href: `${SITE}/rss.xml`,
      rel: 'self',
      type: 'application/rss+xml',
    });
  });

  it('carries a live post with its link, permalink guid, RFC 822 date, excerpt and categories', async () => {
    const post = await insertPost(ctx.db, {
      title: 'Bargaining Win',
      slug: 'bargaining-win',
      excerpt: 'Members won back their contract.',
      categories: ['Victories'],
      tags: ['bargaining'],
      publishedAt: new Date('2025-03-04T15:30:00Z'),
    });
    await insertPost(ctx.db, { title: 'Unfinished Draft', status: 'draft' });
    await insertPost(ctx.db, { title: 'Tomorrow Announcement', publishedAt: new Date(Date.now() + DAY) });

    const { items } = await feed();
    expect(items).toHaveLength(1);
    const item = itemByTitle(items, 'Bargaining Win')!;
    expect(childText(item, 'link')).toBe(`${SITE}/updates/${post.slug}`);
    const guid = childrenNamed(item, 'guid')[0];
    expect(guid.text).toBe(`${SITE}/updates/${post.slug}`);
    expect(guid.attrs.isPermaLink).toBe('true');
    expect(childText(item, 'pubDate')).toBe('Tue, 04 Mar 2025 15:30:00 GMT');
    expect(childText(item, 'description')).toBe('Members won back their contract.');
    expect(childrenNamed(item, 'category').map((c) => c.text)).toEqual(['Victories', 'bargaining']);
  });

  it('holds only the 20 newest live posts, newest first', async () => {
    for (let i = 1; i <= 22; i += 1) {
      await insertPost(ctx.db, { title: `Update ${i}`, publishedAt: new Date(Date.UTC(2025, 0, i)) });
    }
    const { items } = await feed();
    const titles = items.map((i) => childText(i, 'title'));
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe('Update 22');
    expect(titles[19]).toBe('Update 3');
    expect(titles).not.toContain('Update 2');
  });
});

describe('escaping in the sitemap and the feed', () => {
  it('keeps a title with <script> and & as text, and both documents well-formed', async () => {
    const post = await insertPost(ctx.db, {
      slug: 'pay-and-benefits',
      title: '<script>alert(1)</script> Pay & Benefits',
      excerpt: 'Wages < inflation & "benefits" cut',
      categories: ['Q&A <live>'],
    });
    await ctx.db
      .update(posts)
      .set({ excerpt: 'Wages < inflation & "benefits" cut\u0007' })
      .where(eq(posts.id, post.id));

    const { res, items } = await feed();
    expect(res.text).not.toContain('<script>');
    const item = itemByTitle(items, '<script>alert(1)</script> Pay & Benefits')!;
    expect(childText(item, 'description')).toBe('Wages < inflation & "benefits" cut');
    expect(childrenNamed(item, 'category')[0].text).toBe('Q&A <live>');

    const { entries } = await sitemapEntries();
    expect(entries.map((e) => e.loc)).toContain(`${SITE}/updates/pay-and-benefits`);
  });
});
