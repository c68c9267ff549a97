// The hints in a page's first HTML that let the browser fetch its data and its largest picture
// alongside the scripts (issue 11): the URLs must be the very ones the client asks for, or the
// browser fetches twice.
import { describe, expect, it } from 'vitest';
import type { ResponsiveImageData } from '../../shared/api-types';
import { UPDATES_FETCH_SIZE } from '../../shared/constants';
import { FEATURED_CARD_SIZES, POST_IMAGE_SIZES } from '../../shared/image-sizes';
import type { PostHead } from '../../server/posts/published';
import { injectHead, renderHeadTags } from '../../server/web/head-tags';
import { resolvePage } from '../../server/site/page-head';

const SITE = 'https://example.org';

const media = (id: string): ResponsiveImageData => ({
  width: 2400,
  height: 1350,
  alt: 'Members at the hall',
  variants: [640, 960].flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      url: `/media/${id}/${width}.${format === 'jpeg' ? 'jpg' : format}`,
      width,
      height: Math.round((width * 9) / 16),
      format,
    })),
  ),
});

const postHead = (slug: string, withMedia = true): PostHead => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: 'An excerpt.',
  keywords: [],
  tags: [],
  featuredImage: withMedia ? `/media/${slug}-img/2400.jpg` : null,
  featuredImageAlt: '',
  publishedAt: new Date('2026-01-05T12:00:00Z'),
  updatedAt: new Date('2026-01-05T12:00:00Z'),
  featuredImageMedia: withMedia ? media(`${slug}-img`) : undefined,
});

const noPost = async () => undefined;
const linksOf = (html: string, rel: string) =>
  [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`rel="${rel}"`));

describe('the first HTML of /updates', () => {
  it('asks for the first page of posts, the categories and the tags with credentials, as the page fetches them', async () => {
    const { head } = await resolvePage(noPost, SITE, '/updates');
    const fetches = linksOf(renderHeadTags(head), 'preload').filter((tag) => tag.includes('as="fetch"'));
    expect(fetches).toEqual([
      `<link rel="preload" as="fetch" href="/api/posts?limit=${UPDATES_FETCH_SIZE}&amp;offset=0" crossorigin="use-credentials" />`,
      '<link rel="preload" as="fetch" href="/api/categories" crossorigin="use-credentials" />',
      '<link rel="preload" as="fetch" href="/api/tags" crossorigin="use-credentials" />',
    ]);
  });

  it("preloads the newest post's AVIF files at the Featured card's sizes", async () => {
    const { head } = await resolvePage(noPost, SITE, '/updates', async () => postHead('newest'));
    const [image] = linksOf(renderHeadTags(head), 'preload').filter((tag) => tag.includes('as="image"'));
    expect(image).toContain('type="image/avif"');
    expect(image).toContain('imagesrcset="/media/newest-img/640.avif 640w, /media/newest-img/960.avif 960w"');
    expect(image).toContain(`imagesizes="${FEATURED_CARD_SIZES}"`);
  });

  it('preloads no picture when the newest post has no uploaded one, or when there is no lookup', async () => {
    for (const lookup of [async () => postHead('plain', false), noPost, undefined]) {
      const { head } = await resolvePage(noPost, SITE, '/updates', lookup);
      expect(linksOf(renderHeadTags(head), 'preload').filter((tag) => tag.includes('as="image"'))).toEqual(
        [],
      );
    }
  });
});

describe('the first HTML of /endorsements and /events', () => {
  const fetchesOf = async (path: string) => {
    const { head } = await resolvePage(noPost, SITE, path);
    return linksOf(renderHeadTags(head), 'preload').filter((tag) => tag.includes('as="fetch"'));
  };

  it('asks for the approved endorsements and member stories, which the endorsements page lists', async () => {
    expect(await fetchesOf('/endorsements')).toEqual([
      '<link rel="preload" as="fetch" href="/api/endorsements/approved" crossorigin="use-credentials" />',
      '<link rel="preload" as="fetch" href="/api/testimonials/approved" crossorigin="use-credentials" />',
    ]);
  });

  it('asks for no events: /events carries its two lists in the HTML itself (answers-block.ts)', async () => {
    // A hint for an answer already in the page would be one more request, its answer unused.
    expect(await fetchesOf('/events')).toEqual([]);
  });
});

describe('the first HTML of a post', () => {
  it('asks for the post by its encoded slug and preloads its picture at the post sizes', async () => {
    const slug = 'café news';
    const { status, head } = await resolvePage(
      async (s) => postHead(s),
      SITE,
      `/updates/${encodeURIComponent(slug)}`,
    );
    expect(status).toBe(200);
    const preloads = linksOf(renderHeadTags(head), 'preload');
    expect(preloads).toContain(
      `<link rel="preload" as="fetch" href="/api/posts/caf%C3%A9%20news" crossorigin="use-credentials" />`,
    );
    expect(preloads.find((tag) => tag.includes('as="image"'))).toContain(`imagesizes="${POST_IMAGE_SIZES}"`);
  });

  it('hints nothing for a missing post or for a page without data', async () => {
    for (const path of ['/updates/missing', '/about', '/nowhere']) {
      const { head } = await resolvePage(noPost, SITE, path);
      expect(linksOf(renderHeadTags(head), 'preload')).toEqual([]);
    }
  });
});

describe('the page’s own script chunks', () => {
  const template = [
    '<html><head><title>x</title>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/shell-1.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('are preloaded after the entry and its chunks, as Vite writes its own hints', () => {
    const html = injectHead(template, {
      title: 'Updates',
      preloadModules: ['/assets/updates-1.js', '/assets/query-1.js'],
    });
    const entry = html.indexOf('/assets/index-1.js');
    const shell = html.indexOf('/assets/shell-1.js');
    const page = html.indexOf('<link rel="modulepreload" crossorigin href="/assets/updates-1.js">');
    const query = html.indexOf('<link rel="modulepreload" crossorigin href="/assets/query-1.js">');
    expect(entry).toBeGreaterThan(-1);
    expect(shell).toBeGreaterThan(entry);
    expect(page).toBeGreaterThan(shell);
    expect(query).toBeGreaterThan(page);
    expect(query).toBeLessThan(html.indexOf('</head>'));
  });

  it('add nothing to a page without any', () => {
    expect(injectHead(template, { title: 'Home' })).not.toContain('updates-1.js');
  });
});
