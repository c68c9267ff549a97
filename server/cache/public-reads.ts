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
import { listApprovedEndorsements, listApprovedTestimonials } from '../services/submissions';
import { jsonAnswer, type JsonAnswer } from './json-answer';
import { PublicCache } from './public-cache';

// Every read the public site makes, answered through this instance's cache (issue 7). Only reads that
// any visitor may see belong here: published posts whose time has come, approved endorsements and
// stories. Admin answers, drafts and form submissions never pass through it.

/** Enough for every page of every filter a busy site sees; least recently used answers go first. */
const MAX_ENTRIES = 500;

// One cache per database handle, which is one per running instance. The services that write posts
// and moderation decisions only hold the handle, and clear through it.
const caches = new WeakMap<Db, PublicCache>();

function cacheFor(db: Db, ttlMs: number): PublicCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PublicCache({ ttlMs, maxEntries: MAX_ENTRIES, horizon: () => nextPublicationTime(db) });
    caches.set(db, cache);
  }
  return cache;
}

/** Called after every committed change that public reads can see: this instance answers it at once. */
export function publicDataChanged(db: Db): void {
  caches.get(db)?.clear();
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
}

export function publicReads({ database: { db }, config }: Pick<AppDeps, 'database' | 'config'>): PublicReads {
  const cache = cacheFor(db, config.publicCacheTtlMs);
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
  };
}
