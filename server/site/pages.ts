import { asc, eq, sql } from 'drizzle-orm';
import { sitePages, type SitePageRow } from '../../shared/schema';
import {
  PAGE_KEYS,
  pagePath,
  pageContentSchemas,
  type AdminPage,
  type PageContent,
  type PageHeadTexts,
  type PageKey,
} from '../../shared/site-content/pages';
import { withSeedContent } from '../../shared/site-content/seed-pages';
import { publicDataChanged } from '../cache/public-caches';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { recordAudit } from '../accounts';
import { findPageRevision, recordPageRevision } from './page-revisions';

// Every write to the editable pages goes through this module (CONTRACT section 13): the version
// check under the row lock, a revision, an audit row, and clearing this instance's kept pages and
// public reads once the change is committed.

export function toAdminPage(row: SitePageRow): AdminPage {
  const key = row.key as PageKey;
  return {
    key,
    path: pagePath(key),
    version: row.version,
    head: row.head as PageHeadTexts,
    content: withSeedContent(key, row.content) as PageContent,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/admin/pages: `[{key, path, title, updatedAt}]` in the order of PAGE_KEYS. */
export async function listPages(db: Db) {
  const rows = await db.select().from(sitePages).orderBy(asc(sitePages.key));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return PAGE_KEYS.flatMap((key) => {
    const row = byKey.get(key);
    if (!row) return [];
    return [{ key, path: pagePath(key), title: (row.head as PageHeadTexts).title, updatedAt: row.updatedAt }];
  });
}

export async function findPage(db: Db, key: PageKey): Promise<AdminPage | undefined> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.key, key)).limit(1);
  return row && toAdminPage(row);
}

export interface PageSave {
  version: number;
  head: PageHeadTexts;
  content: unknown;
  autosave?: boolean;
}

export type PageSaveOutcome =
  { page: AdminPage } | { stale: true; page: AdminPage; changedBy?: string } | undefined;

/**
 * Saves a page's head and content (already parsed with its schema). A version other than the
 * current one writes nothing and answers the page as it stands, so two admins saving one version
 * at once cannot both win: the second waits for the first's row lock, then finds a new version.
 */
export async function savePage(
  db: Db,
  key: PageKey,
  save: PageSave,
  actor: string,
): Promise<PageSaveOutcome> {
  const outcome = await db.transaction(async (tx): Promise<PageSaveOutcome> => {
    const [current] = await tx.select().from(sitePages).where(eq(sitePages.key, key)).limit(1).for('update');
    if (!current) return undefined;
    if (save.version !== current.version)
      return { stale: true, page: toAdminPage(current), changedBy: current.updatedBy ?? undefined };
    const [row] = await tx
      .update(sitePages)
      .set({
        head: save.head,
        content: save.content,
        version: sql`${sitePages.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: actor,
      })
      .where(eq(sitePages.key, key))
      .returning();
    await recordPageRevision(tx, row, save.autosave ? 'autosaved' : 'saved', actor);
    await recordAudit(tx, { actor, action: 'page.update', target: key, details: { version: row.version } });
    return { page: toAdminPage(row) };
  });
  if (outcome && !('stale' in outcome)) publicDataChanged(db);
  return outcome;
}

/** Puts a revision's head and content back as a new version, with a `restored` revision. */
export async function restorePageRevision(db: Db, key: PageKey, revisionId: number, actor: string) {
  const page = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(sitePages).where(eq(sitePages.key, key)).limit(1).for('update');
    if (!current) return undefined;
    const revision = await findPageRevision(tx, key, revisionId);
    if (!revision) return undefined;
    // A revision written before the page's schema changed may no longer fit it: it is not restored.
    if (!pageContentSchemas[key].safeParse(revision.content).success)
      throw new HttpError(409, 'This revision no longer fits the page and cannot be restored.');
    const [row] = await tx
      .update(sitePages)
      .set({
        head: revision.head,
        content: revision.content,
        version: sql`${sitePages.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: actor,
      })
      .where(eq(sitePages.key, key))
      .returning();
    await recordPageRevision(tx, row, 'restored', actor);
    await recordAudit(tx, { actor, action: 'page.restore', target: key, details: { revision: revisionId } });
    return toAdminPage(row);
  });
  if (page) publicDataChanged(db);
  return page;
}
