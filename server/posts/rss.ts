import { pages } from '../../shared/content/pages';
import type { PublicPostSummary } from './published';
import { escapeXml } from '../../shared/escape';
import { FEED_PATH, FEED_TITLE, absoluteUrl, postPath } from '../web/absolute-urls';

type FeedPost = Pick<
  PublicPostSummary,
  'slug' | 'title' | 'excerpt' | 'categories' | 'tags' | 'publishedAt' | 'updatedAt' | 'createdAt'
>;

/** CONTRACT section 5: the feed carries the 20 newest live posts. */
export const FEED_SIZE = 20;

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

// Date#toUTCString gives RFC 822's form ("Tue, 03 Jun 2025 09:00:00 GMT"), which RSS 2.0 requires.
const rfc822 = (date: Date) => date.toUTCString();

function item(siteUrl: string, post: FeedPost): string {
  const link = absoluteUrl(siteUrl, postPath(post.slug))!;
  // Categories and tags both describe the post; a reader shows them as one list.
  const categories = [...new Set([...post.categories, ...post.tags])];
  return [
    '    <item>',
    `      ${element('title', post.title)}`,
    `      ${element('link', link)}`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `      ${element('pubDate', rfc822(post.publishedAt ?? post.createdAt))}`,
    `      ${element('description', post.excerpt)}`,
    ...categories.map((c) => `      ${element('category', c)}`),
    '    </item>',
  ].join('\n');
}

/** An RSS 2.0 document of the given posts, newest first as the caller ordered them. */
export function renderRss(siteUrl: string, posts: FeedPost[]): string {
  // The channel last changed when its most recently edited post did.
  const newest = posts.reduce<Date | undefined>(
    (max, p) => (!max || p.updatedAt > max ? p.updatedAt : max),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', FEED_TITLE)}`,
    `    ${element('link', absoluteUrl(siteUrl, pages.updates.path)!)}`,
    `    ${element('description', pages.updates.description)}`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, FEED_PATH)!)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    ${element('lastBuildDate', rfc822(newest))}`] : []),
    ...posts.map((post) => item(siteUrl, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
