import { desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_POST_CATEGORY, type PostStatus } from '../../shared/constants';
import { posts, type Post } from '../../shared/schema';
import type { PostInputParsed } from '../../shared/schemas/posts';
import { slugify } from '../../shared/slug';
import { publicDataChanged } from '../cache/public-reads';
import type { Db } from '../db/client';
import { renderMarkdown } from '../markdown';
import { recordAudit, type AuditAction } from './audit';

// Every write to posts goes through this module, so anything that must follow a change (an audit
// row, and clearing this instance's cache of public reads once the change is committed) has one place
// to live.

export type AdminPost = Omit<Post, 'contentHtml' | 'search'> & { category: string };

/** The admin view: markdown `content` and the single `category` the editor shows (SPEC section 3). */
function toAdminPost({ contentHtml: _html, search: _search, ...post }: Post): AdminPost {
  return { ...post, category: post.categories[0] ?? DEFAULT_POST_CATEGORY };
}

export async function listAllPosts(db: Db): Promise<AdminPost[]> {
  const rows = await db.select().from(posts).orderBy(desc(posts.createdAt), desc(posts.id));
  return rows.map(toAdminPost);
}

export async function findPost(db: Db, slug: string): Promise<AdminPost | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug)).limit(1);
  return row && toAdminPost(row);
}

/** A full editor body, or only the fields the list's Publish/Unpublish toggle sends. */
export type PostChanges = Partial<PostInputParsed> & { status?: PostStatus; publishedAt?: Date | null };

// publishedAt follows the status: a draft has none; publishing without a date means now.
function publicationDate(
  status: PostStatus,
  requested: Date | null | undefined,
  current: Date | null,
): SQL | Date | null {
  if (status === 'draft') return null;
  return requested ?? current ?? sql`now()`;
}

/** Column values for the fields a request carries; absent ones stay as they are. */
function editedColumns(input: PostChanges) {
  const columns: Partial<typeof posts.$inferInsert> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.excerpt !== undefined) columns.excerpt = input.excerpt;
  if (input.content !== undefined) {
    columns.content = input.content;
    columns.contentHtml = renderMarkdown(input.content);
  }
  if (input.category !== undefined) columns.categories = [input.category];
  if (input.tags !== undefined) columns.tags = input.tags;
  if (input.keywords !== undefined) columns.keywords = input.keywords;
  if (input.featuredImage !== undefined) columns.featuredImage = input.featuredImage || null;
  if (input.featuredImageAlt !== undefined) columns.featuredImageAlt = input.featuredImageAlt || null;
  return columns;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SPEC's slug of the title, made unique with -2, -3...; a title with no usable character gives "post". */
async function uniqueSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title) || 'post';
  const rows = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(or(eq(posts.slug, base), like(posts.slug, `${escapeLike(base)}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

export async function createPost(db: Db, input: PostInputParsed, author: string): Promise<AdminPost> {
  // Two posts with one title created at the same moment race for a slug: the loser takes the next.
  for (let attempt = 0; ; attempt += 1) {
    const slug = await uniqueSlug(db, input.title);
    try {
      const post = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({
            ...editedColumns(input),
            title: input.title,
            slug,
            status: input.status,
            publishedAt: publicationDate(input.status, input.publishedAt, null),
            author,
          })
          .returning();
        await recordAudit(tx, {
          actor: author,
          action: 'post.create',
          target: slug,
          details: { status: row.status },
        });
        return toAdminPost(row);
      });
      publicDataChanged(db);
      return post;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/** Applies an edit or a status toggle; the slug never changes, so shared links keep working. */
export async function updatePost(db: Db, slug: string, input: PostChanges, actor: string) {
  const post = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(posts).where(eq(posts.slug, slug)).limit(1).for('update');
    if (!current) return undefined;
    const status = input.status ?? current.status;
    const [row] = await tx
      .update(posts)
      .set({
        ...editedColumns(input),
        status,
        publishedAt: publicationDate(status, input.publishedAt, current.publishedAt),
        updatedAt: sql`now()`,
      })
      .where(eq(posts.id, current.id))
      .returning();
    await recordAudit(tx, { actor, action: changeAction(current.status, status), target: slug });
    return toAdminPost(row);
  });
  if (post) publicDataChanged(db);
  return post;
}

function changeAction(before: PostStatus, after: PostStatus): AuditAction {
  if (before === after) return 'post.update';
  return after === 'published' ? 'post.publish' : 'post.unpublish';
}

/** Deletes a post for good; false when the slug names none. */
export async function deletePost(db: Db, slug: string, actor: string): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(posts).where(eq(posts.slug, slug)).returning({ title: posts.title });
    if (row)
      await recordAudit(tx, { actor, action: 'post.delete', target: slug, details: { title: row.title } });
    return Boolean(row);
  });
  if (deleted) publicDataChanged(db);
  return deleted;
}
