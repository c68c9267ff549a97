import { beforeEach } from 'vitest';
import type { Database } from '../../server/db/client';
import { publicDataChanged } from '../../server/cache/public-caches';
import { seedSiteContent } from '../../server/site/seed';
import { SITE_DATA_ELEMENT_ID, type SiteDataBlock } from '../../shared/site-content/public-data';

const SITE_TABLES = ['site_page_revisions', 'site_pages', 'site_settings', 'videos', 'site_documents'];

/** Puts the site's words back to the first content (the seed of a new database). */
export async function resetSiteContent(database: Database): Promise<void> {
  await database.raw.query(`DO $$ BEGIN ${SITE_TABLES.map((t) => `DELETE FROM "${t}";`).join(' ')} END $$`);
  await seedSiteContent(database.db);
  publicDataChanged(database.db);
}

/**
 * The site tables are not among those every test file empties (tests/helpers/database.ts): only
 * files that change them call this, after useTestApp, to start each test from the first content.
 */
export function useFreshSiteContent(ctx: { database: Database }): void {
  beforeEach(async () => {
    await resetSiteContent(ctx.database);
  });
}

/** The JSON block a page's first HTML carries (server/site/data-block.ts). */
export function siteDataBlock(html: string): SiteDataBlock {
  const match = new RegExp(
    `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('No site data block in the page');
  return JSON.parse(match[1]) as SiteDataBlock;
}
