import {
  DEFAULT_SOCIAL_IMAGE,
  DEFAULT_SOCIAL_IMAGE_ALT,
  fullTitle,
  notFoundMeta,
  publicRoutes,
  type PageMeta,
} from '../../shared/content/pages';
import type { ResponsiveImageData } from '../../shared/api-types';
import { UPDATES_FETCH_SIZE } from '../../shared/constants';
import { FEATURED_CARD_SIZES, POST_IMAGE_SIZES } from '../../shared/image-sizes';
import { socialImageUrl } from '../../shared/media-urls';
import { pageKeyOfPath, type PageHeadTexts, type PageKey } from '../../shared/site-content/pages';
import {
  approvedEndorsementsUrl,
  approvedTestimonialsUrl,
  countsUrl,
  postListUrl,
  postUrl,
} from '../../shared/public-api-urls';
import { eventJsonLd } from '../events';
import type { EventHead } from '../events';
import type { PostHead } from '../posts';
import type { PageHead } from '../web/head-tags';
import { eventPath } from '../../shared/event-links';
import { ADMIN_PATH, EVENT_PATH, POST_PATH } from '../web/route-paths';
import { absoluteUrl, postPath } from '../web/absolute-urls';

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
}

const routes = new Map(publicRoutes.map((meta) => [meta.path, meta]));

/**
 * The API reads a page makes as it first renders, fetched as soon as the HTML arrives rather than
 * after the scripts that ask for them, built as the client's fetchers build them
 * (shared/public-api-urls.ts), or the browser would fetch twice. /updates is keyed by path alone
 * (the query never reaches the cached HTML), so its hint is the unfiltered first page, which is
 * what a visitor opens.
 */
const PAGE_DATA: Record<string, string[]> = {
  '/updates': [
    postListUrl({ limit: UPDATES_FETCH_SIZE, offset: 0 }),
    countsUrl('categories'),
    countsUrl('tags'),
  ],
  // Without the hints, /endorsements asked for its two lists only once its chunk had run and the
  // page had rendered, a round trip after everything else (and a second render as they arrived).
  '/endorsements': [approvedEndorsementsUrl, approvedTestimonialsUrl],
  // /events and an event page carry their answers in the HTML itself (answers-block.ts).
};

// The texts the React post page shows for a missing post (SPEC, "Post page").
const postNotFound = {
  title: 'Post Not Found',
  description: "The post you're looking for doesn't exist or has been moved.",
};

function defaultImage(siteUrl: string) {
  return { url: absoluteUrl(siteUrl, DEFAULT_SOCIAL_IMAGE)!, alt: DEFAULT_SOCIAL_IMAGE_ALT };
}

/** A route's PageMeta as the React `Seo` component turns it into tags. */
export function headFromMeta(siteUrl: string, meta: PageMeta): PageHead {
  const image = meta.image ? absoluteUrl(siteUrl, meta.image) : undefined;
  return {
    title: fullTitle(meta.title),
    description: meta.description,
    keywords: meta.keywords,
    url: absoluteUrl(siteUrl, meta.path),
    image: image ? { url: image, alt: meta.imageAlt ?? DEFAULT_SOCIAL_IMAGE_ALT } : defaultImage(siteUrl),
    preloadData: PAGE_DATA[meta.path],
  };
}

/**
 * A post's own title, excerpt, keywords (else tags) and image (SPEC, "Post page"). An uploaded image
 * is shared as its 1200 x 630 crop, the size the og:image tags announce.
 */
export function headFromPost(siteUrl: string, post: PostHead): PageHead {
  const image = post.featuredImage ? absoluteUrl(siteUrl, socialImageUrl(post.featuredImage)) : undefined;
  return {
    title: fullTitle(post.title),
    description: post.excerpt || post.title,
    keywords: post.keywords.length > 0 ? post.keywords : post.tags,
    url: absoluteUrl(siteUrl, postPath(post.slug)),
    type: 'article',
    image: image ? { url: image, alt: post.featuredImageAlt || post.title } : defaultImage(siteUrl),
    publishedTime: post.publishedAt?.toISOString(),
    modifiedTime: post.updatedAt.toISOString(),
    preloadImage: post.featuredImageMedia && avifPreload(post.featuredImageMedia, POST_IMAGE_SIZES),
    preloadData: [postUrl(post.slug)],
  };
}

// The texts the React event page shows for a missing event.
const eventNotFound = {
  title: 'Event Not Found',
  description: "The event you're looking for doesn't exist or has been removed.",
};

/** An event's own title, summary and image, and its schema.org Event block (never the meeting link). */
export function headFromEvent(siteUrl: string, event: EventHead): PageHead {
  const image = event.featuredImage
    ? absoluteUrl(
        siteUrl,
        event.featuredImage.startsWith('/media/') ? socialImageUrl(event.featuredImage) : event.featuredImage,
      )
    : undefined;
  return {
    title: fullTitle(event.title),
    description: event.summary || event.title,
    keywords: ['events', event.title],
    url: absoluteUrl(siteUrl, eventPath(event.slug)),
    image: image ? { url: image, alt: event.title } : defaultImage(siteUrl),
    jsonLd: eventJsonLd(siteUrl, event, image),
  };
}

/**
 * An uploaded image's AVIF srcset, to preload with the sizes the page draws it at: a browser that
 * reads AVIF fetches the very file the picture will choose; one that does not skips the hint.
 */
function avifPreload(image: ResponsiveImageData, sizes: string): PageHead['preloadImage'] {
  const srcset = image.variants
    .filter((v) => v.format === 'avif')
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
  return srcset ? { type: 'image/avif', srcset, sizes } : undefined;
}

/**
 * /updates with its largest picture: the newest post's image, which the Featured card shows first.
 * Like the data hint, it is the unfiltered first page's (the cached HTML never sees the query).
 */
async function updatesHead(siteUrl: string, meta: PageMeta, findNewestPost?: NewestPostLookup) {
  const head = headFromMeta(siteUrl, meta);
  const newest = await findNewestPost?.();
  if (newest?.featuredImageMedia)
    head.preloadImage = avifPreload(newest.featuredImageMedia, FEATURED_CARD_SIZES);
  return head;
}

/** An error page's head: its message, the default image, no canonical, and kept out of indexes. */
function notFound(siteUrl: string, texts: { title: string; description: string }): ResolvedPage {
  return {
    status: 404,
    head: {
      title: fullTitle(texts.title),
      description: texts.description,
      image: defaultImage(siteUrl),
      robots: 'noindex',
    },
  };
}

/** An editable page's stored head title and description (CONTRACT section 13). */
export type PageHeadLookup = (key: PageKey) => Promise<PageHeadTexts>;

/** Finds a live post's head fields by slug (server/cache/public-reads.ts answers it from memory). */
export type PostHeadLookup = (slug: string) => Promise<PostHead | undefined>;
/** Finds a public (published or cancelled) event's head fields by slug. */
export type EventHeadLookup = (slug: string) => Promise<EventHead | undefined>;
/** The head fields of the newest live post, the first of the /updates list; undefined when none. */
export type NewestPostLookup = () => Promise<PostHead | undefined>;

/**
 * Which page a path is, with its status: known routes 200, anything else 404. Without
 * `findNewestPost`, /updates goes without the preload of its Featured image; without
 * `findPageHead`, editable pages carry the first content's head texts (shared/content/pages.ts).
 */
export async function resolvePage(
  findPostHead: PostHeadLookup,
  siteUrl: string,
  path: string,
  findNewestPost?: NewestPostLookup,
  findPageHead?: PageHeadLookup,
  findEventHead?: EventHeadLookup,
): Promise<ResolvedPage> {
  const known = routes.get(path);
  const key = known && pageKeyOfPath(known.path);
  // An editable page's title and description are the stored ones, which staff may have changed.
  const meta = known && key && findPageHead ? { ...known, ...(await findPageHead(key)) } : known;
  if (meta?.path === '/updates')
    return { status: 200, head: await updatesHead(siteUrl, meta, findNewestPost) };
  if (meta) return { status: 200, head: headFromMeta(siteUrl, meta) };

  const postMatch = POST_PATH.exec(path);
  if (postMatch) {
    const slug = safeDecode(postMatch[1]);
    const post = slug === undefined ? undefined : await findPostHead(slug);
    return post ? { status: 200, head: headFromPost(siteUrl, post) } : notFound(siteUrl, postNotFound);
  }

  const eventMatch = EVENT_PATH.exec(path);
  if (eventMatch) {
    const slug = safeDecode(eventMatch[1]);
    const event = slug === undefined ? undefined : await findEventHead?.(slug);
    return event ? { status: 200, head: headFromEvent(siteUrl, event) } : notFound(siteUrl, eventNotFound);
  }

  // The admin screens are one client-side app, titled as its AdminHead titles them; crawlers have
  // no business indexing its sign-in.
  if (ADMIN_PATH.test(path)) return { status: 200, head: { title: 'Campaign Admin', robots: 'noindex' } };

  return notFound(siteUrl, notFoundMeta);
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
