import { publicRoutes } from '../../shared/content/pages';
import type { PublicPostSummary } from '../posts';
import { escapeXml } from '../../shared/escape';
import { eventPath } from '../../shared/event-links';
import { absoluteUrl, postPath } from '../web/absolute-urls';

type FeedPost = Pick<PublicPostSummary, 'slug' | 'updatedAt'>;
type SitemapEvent = { slug: string; updatedAt: Date };

// Pages that list posts change whenever a post does, not only when the site is rebuilt.
const LISTS_POSTS = new Set(['/', '/updates']);

const entry = (loc: string, lastmod: Date) =>
  `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${lastmod.toISOString()}</lastmod>\n  </url>`;

/**
 * The sitemaps.org document: every public route, then every live post, then every public event.
 * `contentDate` is when the static pages last changed (the client build's time).
 */
export function renderSitemap(
  siteUrl: string,
  posts: FeedPost[],
  contentDate: Date,
  events: SitemapEvent[] = [],
): string {
  const newestEvent = events.reduce<Date>((max, e) => (e.updatedAt > max ? e.updatedAt : max), contentDate);
  const newestPost = posts.reduce<Date | undefined>(
    (max, p) => (!max || p.updatedAt > max ? p.updatedAt : max),
    undefined,
  );
  const routeDate = (path: string) => {
    if (path === '/events') return newestEvent;
    return LISTS_POSTS.has(path) && newestPost && newestPost > contentDate ? newestPost : contentDate;
  };
  const urls = [
    ...publicRoutes.map((route) => entry(absoluteUrl(siteUrl, route.path)!, routeDate(route.path))),
    ...posts.map((post) => entry(absoluteUrl(siteUrl, postPath(post.slug))!, post.updatedAt)),
    ...events.map((event) => entry(absoluteUrl(siteUrl, eventPath(event.slug))!, event.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
