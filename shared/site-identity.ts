// The campaign's identity, apart from its texts (CONTRACT section 13): who runs, for which office of
// which council, and the site's name in every `<title>` and share card. These name the election
// itself, so they are not page texts staff edit; another campaign changes them here, with the
// share image (/og-default.png) they describe. The public bundle carries this module alone of the
// first content: every text a page shows comes from the database (client/src/lib/site-data.ts).

export const candidate = {
  firstName: 'Jordan',
  lastName: 'Ellis',
  fullName: 'Jordan Ellis',
  office: 'President',
} as const;

/** The council whose election this is, and the union it belongs to. */
export const council = {
  name: 'National Veterans Affairs Employees Council',
  short: 'NVAEC',
  union: 'Federal Workers Union',
} as const;

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the page, e.g. `/vision`; the canonical URL is SITE_URL + path. */
  path: string;
  image?: string;
  imageAlt?: string;
}

export const SITE_NAME = `${candidate.fullName} for President`;
export const DEFAULT_SOCIAL_IMAGE = '/og-default.png';
/** What /og-default.png shows: its words are drawn in the picture, so they are not a stored text. */
export const DEFAULT_SOCIAL_IMAGE_ALT = `${candidate.fullName} for ${council.name} President: Strength. Service. Solidarity.`;
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

export function fullTitle(title: string): string {
  return title.includes(candidate.fullName) ? title : `${title} | ${SITE_NAME}`;
}

/** Every route's keywords: the campaign's own, then the page's. */
export const routeKeywords = (own: string[] = []) => [
  candidate.fullName,
  council.name,
  'union election',
  ...own,
];

/** Each page's own keywords, by the key of shared/content/pages.ts. */
export const PAGE_KEYWORDS = {
  home: ['delegates', 'collective bargaining'],
  about: ['leadership team'],
  aboutPresident: ['biography'],
  aboutEvp: ['biography'],
  aboutTreasurer: ['biography', 'financial stewardship'],
  vision: ['platform', 'vision'],
  endorsements: ['endorsements'],
  getInvolved: ['volunteer'],
  donate: ['donate'],
  updates: ['news', 'updates'],
  contact: ['contact'],
  compliance: ['compliance', 'ethics'],
  letter: ['delegates', 'letter'],
  videos: ['videos'],
  privacy: ['privacy'],
  accessibility: ['accessibility'],
};

/** A route's head texts with the campaign's keywords and the default share image. */
export const routeMeta = (
  path: string,
  title: string,
  description: string,
  keywords: string[] = [],
): PageMeta => ({
  path,
  title,
  description,
  keywords: routeKeywords(keywords),
  image: DEFAULT_SOCIAL_IMAGE,
  imageAlt: DEFAULT_SOCIAL_IMAGE_ALT,
});
