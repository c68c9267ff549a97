import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_POST_CATEGORY, type PostStatus } from '../../shared/constants';
import { postRevisions, posts, type Post } from '../../shared/schema';
import type { PostInputParsed } from '../../shared/schemas/posts';
import { publicDataChanged } from '../cache/public-caches';
import type { Db } from '../db/client';
import { renderMarkdown } from '../web/markdown';
import { recordAudit, type AuditAction } from '../accounts';
import { withUniqueSlug } from '../db/slugs';
import { cancelScheduledFor } from '../newsletters';
import { contentChanged, findRevision, recordRevision, type RevisionReason } from './revisions';

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

export async function createPost(db: Db, input: PostInputParsed, author: string): Promise<AdminPost> {
  return withUniqueSlug(db, posts, input.title, 'post', async (slug) => {
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
      await recordRevision(tx, row, 'created', author);
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
  });
}

export interface SaveOptions {
  /** The version the editor opened; a different current one refuses the save. */
  version?: number;
  autosave?: boolean;
}

/** The saved post, or why nothing was written (with the post as it stands, for the editor). */
export type UpdateOutcome =
  { post: AdminPost } | { refused: 'stale' | 'published'; post: AdminPost; changedBy?: string } | undefined;

/** Who made the newest change, from the revisions; undefined for a post that predates them. */
async function lastAuthor(tx: Db, postId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ author: postRevisions.author })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.updatedAt), desc(postRevisions.id))
    .limit(1);
  return row?.author;
}

function revisionReason(before: Post, after: Post, autosave: boolean): RevisionReason | undefined {
  if (before.status !== after.status) return after.status === 'published' ? 'published' : 'unpublished';
  if (!contentChanged(before, after)) return undefined;
  return autosave ? 'autosaved' : 'saved';
}

/**
 * Applies an edit or a status toggle; the slug never changes, so shared links keep working. The
 * version check happens under the row lock, so two saves of one version cannot both pass.
 */
export async function updatePost(
  db: Db,
  slug: string,
  input: PostChanges,
  actor: string,
  { version, autosave = false }: SaveOptions = {},
): Promise<UpdateOutcome> {
  const outcome = await db.transaction(async (tx): Promise<UpdateOutcome> => {
    const [current] = await tx.select().from(posts).where(eq(posts.slug, slug)).limit(1).for('update');
    if (!current) return undefined;
    if (version !== undefined && version !== current.version)
      return { refused: 'stale', post: toAdminPost(current), changedBy: await lastAuthor(tx, current.id) };
    const status = input.status ?? current.status;
    // An autosave never touches what the public can see: published changes wait for Publish.
    if (autosave && (current.status === 'published' || status === 'published'))
      return { refused: 'published', post: toAdminPost(current) };
    const [row] = await tx
      .update(posts)
      .set({
        ...editedColumns(input),
        status,
        publishedAt: publicationDate(status, input.publishedAt, current.publishedAt),
        updatedAt: sql`now()`,
        version: sql`${posts.version} + 1`,
      })
      .where(eq(posts.id, current.id))
      .returning();
    // Unpublishing first cancels a newsletter waiting for the post to go live (CONTRACT section 12).
    if (current.status === 'published' && status === 'draft') await cancelScheduledFor(tx, current.id);
    const reason = revisionReason(current, row, autosave);
    if (reason) await recordRevision(tx, row, reason, actor);
    // Autosaves every few seconds would bury the trail: one entry per run of them, as revisions keep.
    if (!autosave || reason === 'autosaved')
      await recordAudit(tx, { actor, action: changeAction(current.status, status), target: slug });
    return { post: toAdminPost(row) };
  });
  if (outcome && !('refused' in outcome)) publicDataChanged(db);
  return outcome;
}

/** Puts a revision's title, excerpt, content and image back; status and slug stay as they are. */
export async function restoreRevision(db: Db, slug: string, revisionId: number, actor: string) {
  const post = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(posts).where(eq(posts.slug, slug)).limit(1).for('update');
    if (!current) return undefined;
    const revision = await findRevision(tx, current.id, revisionId);
    if (!revision) return undefined;
    const [row] = await tx
      .update(posts)
      .set({
        title: revision.title,
        excerpt: revision.excerpt,
        content: revision.content,
        contentHtml: renderMarkdown(revision.content),
        featuredImage: revision.featuredImage,
        featuredImageAlt: revision.featuredImageAlt,
        updatedAt: sql`now()`,
        version: sql`${posts.version} + 1`,
      })
      .where(eq(posts.id, current.id))
      .returning();
    await recordRevision(tx, row, 'restored', actor);
    await recordAudit(tx, { actor, action: 'post.restore', target: slug, details: { revision: revisionId } });
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
    const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)).for('update');
    // A newsletter waiting for this post to go live would wait forever.
    if (post) await cancelScheduledFor(tx, post.id);
    const [row] = await tx.delete(posts).where(eq(posts.slug, slug)).returning({ title: posts.title });
    if (row)
      await recordAudit(tx, { actor, action: 'post.delete', target: slug, details: { title: row.title } });
    return Boolean(row);
  });
  if (deleted) publicDataChanged(db);
  return deleted;
}
