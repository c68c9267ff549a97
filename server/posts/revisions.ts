import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { postRevisions, type Post, type PostRevision } from '../../shared/schema';
import type { Db } from '../db/client';

// Earlier states of a post, so that no save (or a colleague's) can lose a writer's work for good
// (CONTRACT section 8). Called inside the transaction of the post's own change.

export type RevisionReason = PostRevision['reason'];

/** CONTRACT section 8: the oldest go first beyond this many per post. */
export const MAX_REVISIONS_PER_POST = 50;
/** Autosaves by one admin this close together update one revision instead of adding more. */
export const AUTOSAVE_COLLAPSE_MINUTES = 10;

export interface RevisionSummary {
  id: number;
  createdAt: Date;
  author: string;
  title: string;
  reason: RevisionReason;
}

export type RevisionDetail = RevisionSummary &
  Pick<PostRevision, 'excerpt' | 'content' | 'featuredImage' | 'featuredImageAlt'>;

/** The fields a revision keeps; a save that changes none of them records nothing. */
const snapshot = (post: Post) => ({
  title: post.title,
  excerpt: post.excerpt,
  content: post.content,
  featuredImage: post.featuredImage,
  featuredImageAlt: post.featuredImageAlt,
});

export function contentChanged(before: Post, after: Post): boolean {
  const a = snapshot(before);
  const b = snapshot(after);
  return (Object.keys(a) as (keyof typeof a)[]).some((key) => a[key] !== b[key]);
}

/** The newest revision, when it is an autosave by `author` still inside the collapsing window. */
async function openAutosave(tx: Db, postId: string, author: string) {
  const [newest] = await tx
    .select({
      id: postRevisions.id,
      reason: postRevisions.reason,
      author: postRevisions.author,
      fresh: sql<boolean>`${postRevisions.updatedAt} > now() - make_interval(mins => ${AUTOSAVE_COLLAPSE_MINUTES})`,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(1);
  return newest?.reason === 'autosaved' && newest.author === author && newest.fresh ? newest : undefined;
}

/** Records the post's state after a change; autosaves collapse, and the list is capped at 50. */
export async function recordRevision(tx: Db, post: Post, reason: RevisionReason, author: string) {
  if (reason === 'autosaved') {
    const open = await openAutosave(tx, post.id, author);
    if (open) {
      await tx
        .update(postRevisions)
        .set({ ...snapshot(post), updatedAt: sql`now()` })
        .where(eq(postRevisions.id, open.id));
      return;
    }
  }
  await tx.insert(postRevisions).values({ postId: post.id, reason, author, ...snapshot(post) });
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, post.id))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(MAX_REVISIONS_PER_POST);
  await tx
    .delete(postRevisions)
    .where(and(eq(postRevisions.postId, post.id), notInArray(postRevisions.id, kept)));
}

const summaryColumns = {
  id: postRevisions.id,
  createdAt: postRevisions.createdAt,
  author: postRevisions.author,
  title: postRevisions.title,
  reason: postRevisions.reason,
};

/** At most 50 rows by the cap above, newest first. */
export function listRevisions(db: Db, postId: string): Promise<RevisionSummary[]> {
  return db
    .select(summaryColumns)
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
}

/** One revision of this post; undefined for another post's id. */
export async function findRevision(db: Db, postId: string, id: number): Promise<RevisionDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      excerpt: postRevisions.excerpt,
      content: postRevisions.content,
      featuredImage: postRevisions.featuredImage,
      featuredImageAlt: postRevisions.featuredImageAlt,
    })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, id)))
    .limit(1);
  return row;
}
