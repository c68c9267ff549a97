import { and, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ResponsiveImageData } from '../../shared/api-types';
import { posts, type Post } from '../../shared/schema';
import type { PostListQuery } from '../../shared/schemas/posts';
import type { Db } from '../db/client';
import { withFeaturedMedia, withResponsiveContent } from '../media';
import { postSearchCondition } from './search';

// Reads of the public site: only published posts whose publication time has come.

// An uploaded featured image comes with what a responsive picture needs (media-public.ts).
export type PublicPostSummary = Omit<Post, 'content' | 'contentHtml' | 'search' | 'version'> & {
  featuredImageMedia?: ResponsiveImageData;
};
export type PublicPost = PublicPostSummary & { content: string };

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  featuredImage: posts.featuredImage,
  featuredImageAlt: posts.featuredImageAlt,
  categories: posts.categories,
  tags: posts.tags,
  keywords: posts.keywords,
  status: posts.status,
  publishedAt: posts.publishedAt,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  author: posts.author,
};

export const isLive = () =>
  and(eq(posts.status, 'published'), isNotNull(posts.publishedAt), lte(posts.publishedAt, sql`now()`)) as SQL;

// Spelled as posts_status_published_idx orders its columns, so the index gives the order and a page
// reads only its own rows. A bare DESC means NULLS FIRST, which that index cannot give.
export const newestFirst = sql`${posts.publishedAt} DESC NULLS LAST, ${posts.createdAt} DESC NULLS LAST`;

export async function listPublishedPosts(db: Db, query: PostListQuery): Promise<PublicPostSummary[]> {
  const conditions: SQL[] = [isLive()];
  // `@>` rather than `= ANY(...)`: the GIN indexes on the arrays serve `@>` only.
  if (query.category) conditions.push(sql`${posts.categories} @> ARRAY[${query.category}]::text[]`);
  if (query.tag) conditions.push(sql`${posts.tags} @> ARRAY[${query.tag}]::text[]`);
  const filters = and(...conditions) as SQL;
  const where = query.q
    ? and(filters, postSearchCondition(query.q, filters, query.offset + query.limit))
    : filters;
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(where)
    .orderBy(newestFirst)
    .limit(query.limit)
    .offset(query.offset);
  return withFeaturedMedia(db, rows);
}

export async function findPublishedPost(db: Db, slug: string): Promise<PublicPost | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, content: posts.contentHtml })
    .from(posts)
    .where(and(isLive(), eq(posts.slug, slug)))
    .limit(1);
  if (!row) return undefined;
  const [post] = await withFeaturedMedia(db, [row]);
  return { ...post, content: await withResponsiveContent(db, row.content) };
}

/** What a post page's head tags need: never the body, which is most of the row. */
export type PostHead = Pick<
  PublicPostSummary,
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'keywords'
  | 'tags'
  | 'featuredImage'
  | 'featuredImageAlt'
  | 'publishedAt'
  | 'updatedAt'
  | 'featuredImageMedia'
>;

export async function findPublishedPostHead(db: Db, slug: string): Promise<PostHead | undefined> {
  const [row] = await db
    .select({
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      keywords: posts.keywords,
      tags: posts.tags,
      featuredImage: posts.featuredImage,
      featuredImageAlt: posts.featuredImageAlt,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(and(isLive(), eq(posts.slug, slug)))
    .limit(1);
  // The page's first HTML preloads an uploaded featured image: the largest paint of the page.
  return row && (await withFeaturedMedia(db, [row]))[0];
}

/** When the next scheduled post goes live (ms since the epoch), or undefined when none waits. */
export async function nextPublicationTime(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${posts.publishedAt})`.mapWith(posts.publishedAt) })
    .from(posts)
    .where(and(eq(posts.status, 'published'), gt(posts.publishedAt, sql`now()`)));
  return row?.at ? row.at.getTime() : undefined;
}

export interface NameCount {
  name: string;
  count: number;
}

async function countValues(db: Db, column: 'categories' | 'tags'): Promise<NameCount[]> {
  const list = column === 'categories' ? posts.categories : posts.tags;
  // Both drivers answer `execute` with `{ rows }`. Names tie-break case-insensitively, in the same
  // byte order on every server whatever its locale, so PGlite and PostgreSQL agree.
  const result = (await db.execute(sql`
    SELECT value AS name, count(*) AS count
    FROM ${posts}, unnest(${list}) AS value
    WHERE ${isLive()}
    GROUP BY value
    ORDER BY count(*) DESC, lower(value) COLLATE "C" ASC, value COLLATE "C" ASC`)) as unknown as {
    rows: { name: string; count: string | number }[];
  };
  return result.rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

export const categoryCounts = (db: Db) => countValues(db, 'categories');
export const tagCounts = (db: Db) => countValues(db, 'tags');

/** Every live post's slug and dates, for the sitemap and feed. */
export async function listLiveForFeeds(db: Db, limit?: number): Promise<PublicPostSummary[]> {
  const q = db
    .select({ ...summaryColumns })
    .from(posts)
    .where(isLive())
    .orderBy(newestFirst);
  return limit ? q.limit(limit) : q;
}

/** Which of these slugs name a live post (the visit counts keep views of live posts only). */
export async function liveSlugs(db: Db, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(isLive(), inArray(posts.slug, slugs)));
  return rows.map((r) => r.slug);
}
