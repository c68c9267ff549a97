import { PAGE_KEYS } from '../../shared/site-content/pages';
import { seedPageContent, seedPageHead } from '../../shared/site-content/seed-pages';
import { seedSettings, seedVideos } from '../../shared/site-content/seed-site';
import { siteSettings, sitePageRevisions, sitePages, videos } from '../../shared/schema';
import type { Db } from '../db/client';

/** The author of the revisions and rows written by the first start, before any admin exists. */
export const SEED_AUTHOR = 'site';

/**
 * Copies the first content of shared/content/ into a database that has none (CONTRACT section 13):
 * run after every migration, it writes only what is missing, so staff changes are never overwritten.
 * The settings row and the videos land together: instances starting at once seed the videos once.
 */
export async function seedSiteContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(siteSettings)
      .values({ id: 1, value: seedSettings })
      .onConflictDoNothing()
      .returning({ id: siteSettings.id });
    if (inserted.length > 0)
      await tx.insert(videos).values(seedVideos.map((video, position) => ({ ...video, position })));

    const pages = await tx
      .insert(sitePages)
      .values(PAGE_KEYS.map((key) => ({ key, head: seedPageHead(key), content: seedPageContent[key] })))
      .onConflictDoNothing()
      .returning();
    if (pages.length > 0)
      await tx.insert(sitePageRevisions).values(
        pages.map((page) => ({
          pageKey: page.key,
          reason: 'created' as const,
          author: SEED_AUTHOR,
          head: page.head,
          content: page.content,
        })),
      );
  });
}
