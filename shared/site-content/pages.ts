import { z } from 'zod';
import { pageHeadSchema } from './page-parts';
import { PAGE_KEYS, pageContentSchemas, type PageContent, type PageKey } from './page-schemas';

export { PAGE_KEYS, pageContentSchemas, type PageContent, type PageKey };
export { PAGE_PATHS, TEAM_PAGES, pageKeyOfPath, pagePath, type PublicPageKey } from './page-paths';

/** Any page staff edit, `emails` included. */
export const isPageKey = (key: string): key is PageKey => (PAGE_KEYS as string[]).includes(key);
export { pageHeadSchema, type PageHeadTexts } from './page-parts';

/** PUT /api/admin/pages/:key for one page: its version, head texts and content. */
export function pageSaveSchema<K extends PageKey>(key: K) {
  return z
    .object({
      version: z.number({ error: 'version is required' }).int().min(0),
      head: pageHeadSchema,
      content: pageContentSchemas[key],
      autosave: z.boolean().optional(),
    })
    .strict();
}

/** GET|PUT /api/admin/pages/:key answer. */
export interface AdminPage<K extends PageKey = PageKey> {
  key: K;
  /** null for `emails`, which no public route shows. */
  path: string | null;
  version: number;
  head: { title: string; description: string };
  content: PageContent<K>;
  updatedAt: string;
}
