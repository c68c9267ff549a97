import { and, desc, eq, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { posts, type Post } from '../../shared/schema';
import type { PostListQuery } from '../../shared/schemas/posts';
import type { Db } from '../db/client';

// Reads of the public site: only published posts whose publication time has come.

export type PublicPostSummary = Omit<Post, 'content' | 'contentHtml'>;
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listPublishedPosts(db: Db, query: PostListQuery): Promise<PublicPostSummary[]> {
  const conditions: SQL[] = [isLive()];
  if (query.category) conditions.push(sql`${query.category} = ANY(${posts.categories})`);
  if (query.tag) conditions.push(sql`${query.tag} = ANY(${posts.tags})`);
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        sql`${posts.title} ILIKE ${pattern}`,
        sql`${posts.excerpt} ILIKE ${pattern}`,
        sql`${posts.content} ILIKE ${pattern}`,
      ) as SQL,
    );
  }
  return db
    .select(summaryColumns)
    .from(posts)
    .where(and(...conditions))
    .orderBy(desc(posts.publishedAt), desc(posts.createdAt))
    .limit(query.limit)
    .offset(query.offset);
}

export async function findPublishedPost(db: Db, slug: string): Promise<PublicPost | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, content: posts.contentHtml })
    .from(posts)
    .where(and(isLive(), eq(posts.slug, slug)))
    .limit(1);
  return row;
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
export async function listLiveForFeeds(db: Db, limit?: number) {
  const q = db
    .select({ ...summaryColumns })
    .from(posts)
    .where(isLive())
    .orderBy(desc(posts.publishedAt), desc(posts.createdAt));
  return limit ? q.limit(limit) : q;
}
