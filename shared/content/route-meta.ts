// What every route's head tags share beyond its own title and description: the share image, the
// site's name, and each page's keywords. Small, so the public bundle carries it without the titles
// and descriptions of every route (those of editable pages are stored, CONTRACT section 13).
import { campaign, candidate } from './campaign';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the page, e.g. `/vision`; the canonical URL is SITE_URL + path. */
  path: string;
  image?: string;
  imageAlt?: string;
}

export const DEFAULT_SOCIAL_IMAGE = '/og-default.png';
export const DEFAULT_SOCIAL_IMAGE_ALT = `${candidate.fullName} for ${campaign.council} President: ${campaign.slogan}`;
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
export const SITE_NAME = `${candidate.fullName} for President`;

export function fullTitle(title: string): string {
  return title.includes(candidate.fullName) ? title : `${title} | ${SITE_NAME}`;
}

/** Every route's keywords: the campaign's own, then the page's. */
export const routeKeywords = (own: string[] = []) => [
  candidate.fullName,
  campaign.council,
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
