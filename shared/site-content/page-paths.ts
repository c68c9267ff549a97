// The editable pages' keys and paths, without their schemas: the public bundle needs the paths
// alone and must not carry zod.

/** The editable pages, in the order the admin list shows them. */
export const PAGE_KEY_LIST = [
  'home',
  'about',
  'aboutPresident',
  'aboutEvp',
  'aboutTreasurer',
  'vision',
  'letter',
  'compliance',
  'donate',
  'getInvolved',
  'contact',
  'endorsements',
  'videos',
  'privacy',
  'accessibility',
] as const;
/** A page with a public route; `emails` (the automatic e-mails' words) has none. */
export type PublicPageKey = (typeof PAGE_KEY_LIST)[number];
type Key = PublicPageKey;

/**
 * Each editable page's public path (CONTRACT section 13: every public route not generated from
 * data). Paths are routes in code, so they are not editable.
 */
export const PAGE_PATHS: Record<Key, string> = {
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
export const pageKeyOfPath = (path: string): Key | undefined =>
  PAGE_KEY_LIST.find((key) => PAGE_PATHS[key] === path);

export const isPageKey = (key: string): key is Key => (PAGE_KEY_LIST as readonly string[]).includes(key);

/** A page's public path; null for a page no route shows (`emails`). */
export const pagePath = (key: string): string | null =>
  (PAGE_KEY_LIST as readonly string[]).includes(key) ? PAGE_PATHS[key as Key] : null;

/** The three biography pages, in the team's order, with the person key each presents. */
export const TEAM_PAGES = [
  { key: 'president', page: 'aboutPresident' },
  { key: 'evp', page: 'aboutEvp' },
  { key: 'treasurer', page: 'aboutTreasurer' },
] as const;
