import { sql } from 'drizzle-orm';
import { posts } from '../../shared/schema';
import type { Db } from '../db/client';

// Which posts show an image: as their featured image, or anywhere in their markdown (an image, or a
// link to one of its files). Drafts count: deleting the image would break them when published.

const mentions = (id: string) => sql`'%/media/' || ${id}::text || '/%'`;

/** Slugs of the posts that show each of these images, oldest post first. */
export async function usedByMedia(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const used = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return used;
  const result = (await db.execute(sql`
    SELECT m.id::text AS id, ${posts.slug} AS slug
    FROM unnest(${`{${ids.join(',')}}`}::uuid[]) AS m(id)
    JOIN ${posts} ON ${posts.featuredImage} LIKE '%/media/' || m.id::text || '/%'
      OR ${posts.content} LIKE '%/media/' || m.id::text || '/%'
    ORDER BY ${posts.createdAt}, ${posts.slug}`)) as unknown as { rows: { id: string; slug: string }[] };
  for (const row of result.rows) used.get(row.id)?.push(row.slug);
  return used;
}

/** How many posts show one image (a delete is refused while any does). */
export async function countPostsShowing(db: Db, id: string): Promise<number> {
  const result = (await db.execute(sql`
    SELECT count(*) AS n FROM ${posts}
    WHERE ${posts.featuredImage} LIKE ${mentions(id)} OR ${posts.content} LIKE ${mentions(id)}`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}
