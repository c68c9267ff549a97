import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fullTitle, pages, publicRoutes } from '../../../shared/content/pages';
import { posts } from '../../../shared/schema';
import { insertPost } from '../../helpers/factories';
import { readHead } from '../../helpers/markup';
import { useSiteApp } from '../../helpers/site-app';

// A SITE_URL unlike the address supertest calls: every absolute URL must come from SITE_URL.
const SITE = 'https://vote.example.org';
const ctx = useSiteApp({ SITE_URL: SITE });

async function headOf(path: string) {
  const res = await request(ctx.app).get(path);
  return { res, head: readHead(res.text) };
}

describe('the first HTML of every public route, as a crawler reads it', () => {
  it.each(publicRoutes.map((route) => [route.path, route] as const))(
    '%s holds its own title, description and keywords',
    async (path, route) => {
      const { res, head } = await headOf(path);
      expect(res.status).toBe(200);
      expect(res.type).toBe('text/html');
      expect(head.titles).toEqual([fullTitle(route.title)]);
      expect(head.meta('description')).toEqual([route.description]);
      expect(head.meta('keywords')).toEqual([route.keywords!.join(', ')]);
      expect(head.link('canonical')).toEqual([`${SITE}${route.path === '/' ? '/' : route.path}`]);
    },
  );

  it.each(publicRoutes.map((route) => [route.path, route] as const))(
    '%s holds Open Graph and Twitter-card tags',
    async (path, route) => {
      const { head } = await headOf(path);
      const url = `${SITE}${route.path === '/' ? '/' : route.path}`;
      expect(head.meta('og:type')).toEqual(['website']);
      expect(head.meta('og:site_name')).toEqual(['Jordan Ellis for President']);
      expect(head.meta('og:title')).toEqual([fullTitle(route.title)]);
      expect(head.meta('og:description')).toEqual([route.description]);
      expect(head.meta('og:url')).toEqual([url]);
      expect(head.meta('og:image')).toEqual([`${SITE}/og-default.png`]);
      expect(head.meta('og:image:width')).toEqual(['1200']);
      expect(head.meta('og:image:height')).toEqual(['630']);
      expect(head.meta('og:image:alt')).toEqual([route.imageAlt]);
      expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
      expect(head.meta('twitter:title')).toEqual([fullTitle(route.title)]);
      expect(head.meta('twitter:description')).toEqual([route.description]);
      expect(head.meta('twitter:image')).toEqual([`${SITE}/og-default.png`]);
      expect(head.meta('twitter:image:alt')).toEqual([route.imageAlt]);
    },
  );

  it('advertises the RSS feed and keeps the app shell that renders the page', async () => {
    const { res, head } = await headOf('/vision');
    expect(head.links).toContainEqual({
      name: 'link',
      attrs: expect.objectContaining({ rel: 'alternate', type: 'application/rss+xml', href: '/rss.xml' }),
    });
    expect(res.text).toContain('<div id="root">');
    expect(res.text).toContain('src="/src/main.tsx"');
    expect(head.meta('robots')).toEqual([]);
  });

  it('ignores a forged Host header when it builds absolute URLs', async () => {
    const res = await request(ctx.app).get('/donate').set('Host', 'attacker.example');
    expect(readHead(res.text).link('canonical')).toEqual([`${SITE}/donate`]);
    expect(res.text).not.toContain('attacker.example');
  });
});

describe('the first HTML of a post page', () => {
  it("holds the post's own title, excerpt, keywords, image and dates", async () => {
    const post = await insertPost(ctx.db, {
      title: 'Delegates Rally in Denver',
      slug: 'delegates-rally-in-denver',
      excerpt: 'Three hundred delegates joined the campaign in Denver.',
      keywords: ['Denver', 'rally'],
      tags: ['events'],
      featuredImage: '/uploads/denver.jpg',
    });
    await ctx.db
      .update(posts)
      .set({ featuredImageAlt: 'Delegates holding signs in Denver' })
      .where(eq(posts.id, post.id));

    const { res, head } = await headOf('/updates/delegates-rally-in-denver');
    expect(res.status).toBe(200);
    expect(head.titles).toEqual(['Delegates Rally in Denver | Jordan Ellis for President']);
    expect(head.meta('description')).toEqual(['Three hundred delegates joined the campaign in Denver.']);
    expect(head.meta('keywords')).toEqual(['Denver, rally']);
    expect(head.link('canonical')).toEqual([`${SITE}/updates/delegates-rally-in-denver`]);
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('og:url')).toEqual([`${SITE}/updates/delegates-rally-in-denver`]);
    expect(head.meta('og:image')).toEqual([`${SITE}/uploads/denver.jpg`]);
    expect(head.meta('twitter:image')).toEqual([`${SITE}/uploads/denver.jpg`]);
    expect(head.meta('og:image:alt')).toEqual(['Delegates holding signs in Denver']);
    expect(head.meta('twitter:image:alt')).toEqual(['Delegates holding signs in Denver']);
    expect(head.meta('article:published_time')).toEqual([post.publishedAt!.toISOString()]);
  });

  it('uses the tags when the post has no keywords, and the default image when it has none', async () => {
    await insertPost(ctx.db, { title: 'Town Hall', slug: 'town-hall', tags: ['members', 'town hall'] });
    const { head } = await headOf('/updates/town-hall');
    expect(head.meta('keywords')).toEqual(['members, town hall']);
    expect(head.meta('og:image')).toEqual([`${SITE}/og-default.png`]);
    expect(head.meta('og:image:alt')).toEqual([pages.home.imageAlt]);
  });

  it('keeps an absolute featured image URL as it is', async () => {
    await insertPost(ctx.db, { slug: 'photo', featuredImage: 'https://cdn.example.net/a.jpg' });
    const { head } = await headOf('/updates/photo');
    expect(head.meta('og:image')).toEqual(['https://cdn.example.net/a.jpg']);
  });

  it('escapes markup and ampersands in a post title and excerpt, so they stay text', async () => {
    await insertPost(ctx.db, {
      slug: 'escaped',
      title: '<script>alert(1)</script> Wages & "Benefits" $& more',
      excerpt: 'Pay </title><meta name="robots" content="noindex"> & more',
    });
    const { res, head } = await headOf('/updates/escaped');
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('<meta name="robots"');
    expect(res.text).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; Wages &amp; &quot;Benefits&quot; $&amp; more',
    );
    expect(head.titles).toEqual([
      '<script>alert(1)</script> Wages & "Benefits" $& more | Jordan Ellis for President',
    ]);
    expect(head.meta('og:title')).toEqual([
      '<script>alert(1)</script> Wages & "Benefits" $& more | Jordan Ellis for President',
    ]);
    expect(head.meta('description')).toEqual(['Pay </title><meta name="robots" content="noindex"> & more']);
    expect(head.meta('robots')).toEqual([]);
  });
});
