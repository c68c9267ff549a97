import querystring from 'node:querystring';
import { postListQuerySchema, type PostListQuery } from '../../shared/schemas/posts';
import { jsonAnswer, type JsonAnswer } from '../cache/json-answer';
import type { KeptRead } from '../cache/kept-reads';
import { createPublicCache, oncePerApp } from '../cache/public-caches';
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
} from './published';

// Normalized, so `?page=2` and `?offset=6` (or the same filters in another order) share one answer.
const listKey = ({ q, category, tag, limit, offset }: PostListQuery) =>
  `posts?${JSON.stringify([q ?? null, category ?? null, tag ?? null, limit, offset])}`;

/** The public reads of posts, kept by each instance until a write or the next scheduled publication. */
export interface PostReads {
  posts(query: PostListQuery): Promise<JsonAnswer>;
  /** null when no live post has this slug. */
  post(slug: string): Promise<JsonAnswer | null>;
  categories(): Promise<JsonAnswer>;
  tags(): Promise<JsonAnswer>;
  /** What /updates/:slug's head tags need, for crawlers. */
  postHead(slug: string): Promise<PostHead | undefined>;
  /** Live posts for the sitemap (all) and the feed (the newest `limit`). */
  feedPosts(limit?: number): Promise<PublicPostSummary[]>;
  /** The answers above as the front door finds them (server/cache/kept-reads.ts). */
  kept: KeptRead[];
}

/** The post reads of the app built from `deps`. */
export function postReads(deps: Pick<AppDeps, 'database' | 'config'>): PostReads {
  return oncePerApp(deps, 'post-reads', () => createPostReads(deps));
}

function createPostReads({ database: { db }, config }: Pick<AppDeps, 'database' | 'config'>): PostReads {
  const cache = createPublicCache(db, config.publicCacheTtlMs, { horizon: () => nextPublicationTime(db) });
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
    postHead: (slug) => cache.get(`head/${slug}`, () => findPublishedPostHead(db, slug)),
    feedPosts: (limit) => cache.get(`feed/${limit ?? 'all'}`, () => listLiveForFeeds(db, limit)),
    kept: [
      {
        route: '/api/posts',
        // The query as Express 5 reads it (node:querystring); one the route would refuse is its to answer.
        peek: (_, query) => {
          const parsed = postListQuerySchema.safeParse(querystring.parse(query));
          return parsed.success ? cache.peek<JsonAnswer>(listKey(parsed.data)) : undefined;
        },
      },
      { route: '/api/posts/:slug', peek: (slug) => cache.peek<JsonAnswer | null>(`post/${slug}`) },
      { route: '/api/categories', peek: () => cache.peek<JsonAnswer>('categories') },
      { route: '/api/tags', peek: () => cache.peek<JsonAnswer>('tags') },
    ],
  };
}
