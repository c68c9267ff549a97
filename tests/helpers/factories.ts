import { posts, type Post } from '../../shared/schema';
import type { Db } from '../../server/db/client';
import { renderMarkdown } from '../../server/markdown';

let counter = 0;

export interface PostSeed {
  title?: string;
  slug?: string;
  excerpt?: string;
  content?: string;
  categories?: string[];
  tags?: string[];
  keywords?: string[];
  status?: 'draft' | 'published';
  publishedAt?: Date | null;
  createdAt?: Date;
  featuredImage?: string | null;
  author?: string;
}

/** Inserts a post straight into the database; published an hour ago unless told otherwise. */
export async function insertPost(db: Db, seed: PostSeed = {}): Promise<Post> {
  counter += 1;
  const title = seed.title ?? `Campaign update ${counter}`;
  const content = seed.content ?? `Members across the council are organizing. Update number ${counter}.`;
  const status = seed.status ?? 'published';
  const [row] = await db
    .insert(posts)
    .values({
      slug: seed.slug ?? `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${counter}`,
      title,
      excerpt: seed.excerpt ?? `Excerpt for ${title}`,
      content,
      contentHtml: renderMarkdown(content),
      categories: seed.categories ?? ['Campaign Updates'],
      tags: seed.tags ?? [],
      keywords: seed.keywords ?? [],
      status,
      publishedAt:
        seed.publishedAt !== undefined
          ? seed.publishedAt
          : status === 'published'
            ? new Date(Date.now() - 3600_000)
            : null,
      createdAt: seed.createdAt ?? new Date(),
      featuredImage: seed.featuredImage ?? null,
      author: seed.author ?? 'admin',
    })
    .returning();
  return row;
}
