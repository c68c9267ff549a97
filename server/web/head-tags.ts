import { SITE_NAME, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../shared/content/pages';
import { escapeHtml } from '../../shared/escape';
import { FEED_PATH, FEED_TITLE } from './absolute-urls';

/** JSON for a `<script>` element: `<` escaped, so no text in it can close the element. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** What one page's first HTML says about itself; every URL is already absolute. */
export interface PageHead {
  /** The full title, as `fullTitle` makes it. */
  title: string;
  description?: string;
  keywords?: string[];
  /** Absolute canonical URL; absent on error pages, which have nothing to be canonical for. */
  url?: string;
  type?: 'website' | 'article';
  image?: { url: string; alt: string };
  /** ISO timestamps for an article's Open Graph dates. */
  publishedTime?: string;
  modifiedTime?: string;
  /** e.g. `noindex` for the admin area and error pages. */
  robots?: string;
  /** The page's largest picture, fetched as soon as the HTML arrives rather than after the script. */
  preloadImage?: { type: string; srcset: string; sizes: string };
  /** Same-origin API reads the page makes as it first renders, fetched alongside its scripts. */
  preloadData?: string[];
  /** The page's own script chunks (server/web/page-modules.ts), fetched right after the entry's. */
  preloadModules?: string[];
  /** A schema.org block (an event page's Event), written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}

// react-helmet-async marks its own tags with data-rh; the browser's head hand-off
// (client/src/lib/server-head-handoff.ts) removes every marked tag, so that the tags React writes
// for the page are the only ones: a loaded page holds exactly one of each.
const MARK = 'data-rh="true"';

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${MARK} ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The same tags, in the same order, as client/src/components/seo.tsx, plus article dates. */
export function renderHeadTags(head: PageHead): string {
  const tags = [`<title ${MARK}>${escapeHtml(head.title)}</title>`];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.keywords && head.keywords.length > 0)
    tags.push(meta('name', 'keywords', head.keywords.join(', ')));
  if (head.url) tags.push(`<link ${MARK} rel="canonical" href="${escapeHtml(head.url)}" />`);
  if (head.preloadImage) {
    const { type, srcset, sizes } = head.preloadImage;
    tags.push(
      `<link ${MARK} rel="preload" as="image" type="${escapeHtml(type)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  // Unmarked: the hand-off must not remove a hint whose answer may still be on its way. The client's
  // fetch sends credentials (SPEC section 7), so the hint does too, or the browser would not reuse it.
  for (const href of head.preloadData ?? []) {
    tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="use-credentials" />`);
  }
  if (head.description && head.image) {
    tags.push(
      meta('property', 'og:type', head.type ?? 'website'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
    );
    if (head.url) tags.push(meta('property', 'og:url', head.url));
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(SOCIAL_IMAGE_WIDTH)),
      meta('property', 'og:image:height', String(SOCIAL_IMAGE_HEIGHT)),
      meta('property', 'og:image:alt', head.image.alt),
    );
    if (head.publishedTime) tags.push(meta('property', 'article:published_time', head.publishedTime));
    if (head.modifiedTime) tags.push(meta('property', 'article:modified_time', head.modifiedTime));
    tags.push(
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  // Unmarked: a data block the page's scripts neither write nor remove.
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** The feed link every page advertises; unmarked, so it stays after the hand-off. */
export const feedLink = `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(FEED_TITLE)}" href="${FEED_PATH}" />`;

/**
 * Puts the tags into the SPA's index.html: they take the place of its `<title>` (so the title
 * stays near the top, where crawlers read first), or go before `</head>` if it has none.
 */
export function injectHead(template: string, head: PageHead): string {
  const tags = `${renderHeadTags(head)}\n    ${feedLink}`;
  // Replacer functions, not strings: a `$&` in a post title must stay text.
  const html = /<title>[\s\S]*?<\/title>/i.test(template)
    ? template.replace(/<title>[\s\S]*?<\/title>/i, () => tags)
    : template.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  return injectModulePreloads(html, head.preloadModules ?? []);
}

/**
 * The page's chunks go last in the head, after the entry and the chunks index.html preloads: the
 * browser asks in the order it reads, and the entry comes first. `crossorigin` as Vite writes it,
 * so the module the page imports is the one already fetched.
 */
function injectModulePreloads(html: string, urls: string[]): string {
  if (urls.length === 0) return html;
  const links = urls.map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`);
  return html.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
}
