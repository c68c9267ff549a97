import { z } from 'zod';
import { pageHeadSchema } from './page-parts';
import { PAGE_KEYS, pageContentSchemas, type PageContent, type PageKey } from './page-schemas';

export { PAGE_KEYS, pageContentSchemas, type PageContent, type PageKey };
export { pageHeadSchema, type PageHeadTexts } from './page-parts';

/**
 * Each editable page's public path (CONTRACT section 13: every public route not generated from
 * data). Paths are routes in code, so they are not editable.
 */
export const PAGE_PATHS: Record<PageKey, string> = {
  home: '/',
  about: '/about',
  aboutPresident: '/about-jordan-ellis',
  aboutEvp: '/about-maria-delgado',
  aboutTreasurer: '/about-samuel-okafor',
  vision: '/vision',
  letter: '/letter-to-delegates',
  compliance: '/compliance',
  donate: '/donate',
  getInvolved: '/get-involved',
  contact: '/contact',
  endorsements: '/endorsements',
  videos: '/videos',
  privacy: '/privacy',
  accessibility: '/accessibility',
};

/** The page key of a public path, if it is an editable page. */
export const pageKeyOfPath = (path: string): PageKey | undefined =>
  PAGE_KEYS.find((key) => PAGE_PATHS[key] === path);

export const isPageKey = (key: string): key is PageKey => (PAGE_KEYS as string[]).includes(key);

/** The three biography pages, in the team's order, with the person key each presents. */
export const TEAM_PAGES = [
  { key: 'president', page: 'aboutPresident' },
  { key: 'evp', page: 'aboutEvp' },
  { key: 'treasurer', page: 'aboutTreasurer' },
] as const;

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
  path: string;
  version: number;
  head: { title: string; description: string };
  content: PageContent<K>;
  updatedAt: string;
}
