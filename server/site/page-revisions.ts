import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { sitePageRevisions, type SitePageRow } from '../../shared/schema';
import type { Db } from '../db/client';
import { AUTOSAVE_COLLAPSE_MINUTES, MAX_REVISIONS_PER_POST } from '../posts';

// Earlier states of a page, kept as a post's are (CONTRACT section 8): at most 50, autosaves by one
// admin within 10 minutes collapsed into one. Called inside the transaction of the page's change.

export type PageRevisionReason = 'created' | 'saved' | 'autosaved' | 'restored';

const snapshot = (page: SitePageRow) => ({ head: page.head, content: page.content });

async function openAutosave(tx: Db, pageKey: string, author: string) {
  const [newest] = await tx
    .select({
      id: sitePageRevisions.id,
      reason: sitePageRevisions.reason,
      author: sitePageRevisions.author,
      fresh: sql<boolean>`${sitePageRevisions.updatedAt} > now() - make_interval(mins => ${AUTOSAVE_COLLAPSE_MINUTES})`,
    })
    .from(sitePageRevisions)
    .where(eq(sitePageRevisions.pageKey, pageKey))
    .orderBy(desc(sitePageRevisions.createdAt), desc(sitePageRevisions.id))
    .limit(1);
  return newest?.reason === 'autosaved' && newest.author === author && newest.fresh ? newest : undefined;
}

export async function recordPageRevision(
  tx: Db,
  page: SitePageRow,
  reason: PageRevisionReason,
  author: string,
) {
  if (reason === 'autosaved') {
    const open = await openAutosave(tx, page.key, author);
    if (open) {
      await tx
        .update(sitePageRevisions)
        .set({ ...snapshot(page), updatedAt: sql`now()` })
        .where(eq(sitePageRevisions.id, open.id));
      return;
    }
  }
  await tx.insert(sitePageRevisions).values({ pageKey: page.key, reason, author, ...snapshot(page) });
  const kept = tx
    .select({ id: sitePageRevisions.id })
    .from(sitePageRevisions)
    .where(eq(sitePageRevisions.pageKey, page.key))
    .orderBy(desc(sitePageRevisions.createdAt), desc(sitePageRevisions.id))
    .limit(MAX_REVISIONS_PER_POST);
  await tx
    .delete(sitePageRevisions)
    .where(and(eq(sitePageRevisions.pageKey, page.key), notInArray(sitePageRevisions.id, kept)));
}

export interface PageRevisionSummary {
  id: number;
  createdAt: Date;
  author: string;
  /** The page's head title at that revision. */
  title: string;
  reason: PageRevisionReason;
}

export interface PageRevisionDetail extends PageRevisionSummary {
  head: { title: string; description: string };
  content: unknown;
}

type RevisionRow = typeof sitePageRevisions.$inferSelect;

const summary = (row: RevisionRow): PageRevisionSummary => ({
  id: row.id,
  createdAt: row.createdAt,
  author: row.author,
  title: (row.head as { title: string }).title,
  reason: row.reason,
});

/** GET /api/admin/pages/:key/revisions: newest first, at most 50 by the cap above. */
export async function listPageRevisions(db: Db, pageKey: string): Promise<PageRevisionSummary[]> {
  const rows = await db
    .select()
    .from(sitePageRevisions)
    .where(eq(sitePageRevisions.pageKey, pageKey))
    .orderBy(desc(sitePageRevisions.createdAt), desc(sitePageRevisions.id));
  return rows.map(summary);
}

/** One revision of this page; undefined for another page's id. */
export async function findPageRevision(
  db: Db,
  pageKey: string,
  id: number,
): Promise<PageRevisionDetail | undefined> {
  const [row] = await db
    .select()
    .from(sitePageRevisions)
    .where(and(eq(sitePageRevisions.pageKey, pageKey), eq(sitePageRevisions.id, id)))
    .limit(1);
  return row && { ...summary(row), head: row.head as PageRevisionDetail['head'], content: row.content };
}
