import type { PostListQuery } from '../../shared/schemas/posts';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import {
  categoryCounts,
  findPublishedPost,
  findPublishedPostHead,
  listLiveForFeeds,
  listPublishedPosts,
  nextPublicationTime,
  tagCounts,
  type PostHead,
  type PublicPostSummary,
} from '../services/posts-public';
import type { PageHeadTexts, PageKey } from '../../shared/site-content/pages';
import type { PublicPage, SiteData } from '../../shared/site-content/public-data';
import type { SiteVideo } from '../../shared/site-content/videos';
import { pageHeadTexts, publicPage, siteData } from '../services/site-public';
import { listApprovedEndorsements, listApprovedTestimonials } from '../services/submissions';
import { listVideos } from '../services/videos';
import { jsonAnswer, type JsonAnswer } from './json-answer';
import { PublicCache } from './public-cache';

// Every read the public site makes, answered through this instance's cache (issue 7). Only reads that
// any visitor may see belong here: published posts whose time has come, approved endorsements and
// stories. Admin answers, drafts and form submissions never pass through it.

/** Enough for every page of every filter a busy site sees; least recently used answers go first. */
const MAX_ENTRIES = 500;

// One cache per app (per `createApp` deps), which is one per running instance. The services that
// write posts and moderation decisions hold only the database handle, so every cache registers under
// the handle its app reads through, and a write clears the caches of that handle.
const cachesOfDb = new WeakMap<Db, Set<PublicCache>>();
const readsOfApp = new WeakMap<object, PublicReads>();

/** A cache of public answers that every write through `db` clears, capped by the next publication. */
export function createPublicCache(db: Db, ttlMs: number, maxEntries = MAX_ENTRIES): PublicCache {
  const cache = new PublicCache({ ttlMs, maxEntries, horizon: () => nextPublicationTime(db) });
  if (!cache.enabled) return cache;
  let caches = cachesOfDb.get(db);
  if (!caches) cachesOfDb.set(db, (caches = new Set()));
  caches.add(cache);
  return cache;
}

/** Called after every committed change that public reads can see: this instance answers it at once. */
export function publicDataChanged(db: Db): void {
  for (const cache of cachesOfDb.get(db) ?? []) cache.clear();
}

// Normalized, so `?page=2` and `?offset=6` (or the same filters in another order) share one answer.
const listKey = ({ q, category, tag, limit, offset }: PostListQuery) =>
  `posts?${JSON.stringify([q ?? null, category ?? null, tag ?? null, limit, offset])}`;

export interface PublicReads {
  posts(query: PostListQuery): Promise<JsonAnswer>;
  /** null when no live post has this slug. */
  post(slug: string): Promise<JsonAnswer | null>;
  categories(): Promise<JsonAnswer>;
  tags(): Promise<JsonAnswer>;
  approvedEndorsements(): Promise<JsonAnswer>;
  approvedTestimonials(): Promise<JsonAnswer>;
  /** What /updates/:slug's head tags need, for crawlers. */
  postHead(slug: string): Promise<PostHead | undefined>;
  /** Live posts for the sitemap (all) and the feed (the newest `limit`). */
  feedPosts(limit?: number): Promise<PublicPostSummary[]>;
  /** The settings and team every page shows (CONTRACT section 13). */
  siteData(): Promise<SiteData>;
  /** An editable page's stored texts, markdown rendered. */
  page(key: PageKey): Promise<PublicPage>;
  /** A page's head title and description, for crawler head tags. */
  pageHead(key: PageKey): Promise<PageHeadTexts>;
  videos(): Promise<SiteVideo[]>;
}

/** The public reads of the app built from `deps`: every router and page of one app shares them. */
export function publicReads(deps: Pick<AppDeps, 'database' | 'config'>): PublicReads {
  let reads = readsOfApp.get(deps);
  if (!reads) readsOfApp.set(deps, (reads = createReads(deps)));
  return reads;
}

function createReads({ database: { db }, config }: Pick<AppDeps, 'database' | 'config'>): PublicReads {
  const cache = createPublicCache(db, config.publicCacheTtlMs);
  const json = (key: string, load: () => Promise<unknown>) =>
    cache.get(key, async () => jsonAnswer(await load()));
  return {
    posts: (query) => json(listKey(query), () => listPublishedPosts(db, query)),
    post: (slug) =>
      cache.get(`post/${slug}`, async () => {
        const post = await findPublishedPost(db, slug);
        return post ? jsonAnswer(post) : null;
      }),
    categories: () => json('categories', () => categoryCounts(db)),
    tags: () => json('tags', () => tagCounts(db)),
    approvedEndorsements: () => json('endorsements/approved', () => listApprovedEndorsements(db)),
    approvedTestimonials: () => json('testimonials/approved', () => listApprovedTestimonials(db)),
    postHead: (slug) => cache.get(`head/${slug}`, () => findPublishedPostHead(db, slug)),
    feedPosts: (limit) => cache.get(`feed/${limit ?? 'all'}`, () => listLiveForFeeds(db, limit)),
    siteData: () => cache.get('site', () => siteData(db)),
    page: (key) => cache.get(`page/${key}`, () => publicPage(db, key)),
    pageHead: (key) => cache.get(`page-head/${key}`, () => pageHeadTexts(db, key)),
    videos: () => cache.get('videos', () => listVideos(db)),
  };
}
