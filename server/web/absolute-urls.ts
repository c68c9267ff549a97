import { SITE_NAME } from '../../shared/content/pages';

// Crawlers and share previews need absolute URLs; every one is built on SITE_URL, never on the
// Host header, which a client can set to anything.

/** `path` (or an already absolute URL) made absolute on the site's base; undefined if malformed. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string | undefined {
  try {
    return new URL(pathOrUrl, `${siteUrl}/`).toString();
  } catch {
    return undefined;
  }
}

export const postPath = (slug: string) => `/updates/${encodeURIComponent(slug)}`;

export const FEED_PATH = '/rss.xml';
export const FEED_TITLE = `${SITE_NAME}: Campaign Updates`;
