// Each public route's metadata: the React pages set it in the browser, and the server writes the
// same into the first HTML for crawlers, the sitemap and the feed. One source, so they agree.
import { campaign, candidate, personByKey } from './campaign';
import { PAGE_KEYWORDS, type PageMeta } from './route-meta';
import { routeMeta } from '../site-identity';
import { fixedRoutes } from '../fixed-routes';

export { newsletterLinkPages, notFoundMeta } from '../fixed-routes';
export {
  DEFAULT_SOCIAL_IMAGE,
  DEFAULT_SOCIAL_IMAGE_ALT,
  SITE_NAME,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  fullTitle,
  type PageMeta,
} from './route-meta';

const president = personByKey('president');
const evp = personByKey('evp');
const treasurer = personByKey('treasurer');

const base = routeMeta;

export const pages = {
  home: base(
    '/',
    `${candidate.fullName} for President | ${campaign.slogan}`,
    `${candidate.fullName} is running for President of the ${campaign.council} with a plan to defend collective bargaining, grow membership and win for every member.`,
    PAGE_KEYWORDS.home,
  ),
  about: base(
    '/about',
    'Meet the Leadership Team',
    `Meet ${president.name}, ${evp.name} and ${treasurer.name}: a united team with 25+ years of combined experience fighting for VA employees.`,
    PAGE_KEYWORDS.about,
  ),
  aboutPresident: base(
    president.path,
    `About ${president.name}`,
    `${president.name}: social worker, labor attorney and local president who grew membership from 650 to 1,700 and won $700,000+ in back pay.`,
    PAGE_KEYWORDS.aboutPresident,
  ),
  aboutEvp: base(
    evp.path,
    `About ${evp.name}`,
    `${evp.name}, candidate for First Executive Vice President: experience, training, and political and community work for VA employees.`,
    PAGE_KEYWORDS.aboutEvp,
  ),
  aboutTreasurer: base(
    treasurer.path,
    `About ${treasurer.name}`,
    `${treasurer.name}, candidate for Secretary-Treasurer: a pharmacist and local president committed to transparent financial stewardship.`,
    PAGE_KEYWORDS.aboutTreasurer,
  ),
  vision: base(
    '/vision',
    'Our Platform and Vision',
    'Unity and inclusion, a two-front fight for collective bargaining in Congress and the courts, and a plan to carry the council through 2028.',
    PAGE_KEYWORDS.vision,
  ),
  endorsements: base(
    '/endorsements',
    'Endorsements',
    `Union leaders and members endorse ${candidate.fullName} for President. Read their words and add your own endorsement.`,
    PAGE_KEYWORDS.endorsements,
  ),
  getInvolved: base(
    '/get-involved',
    'Get Involved',
    'Join the team: volunteer for phone banking, canvassing and events, share the campaign toolkit, and tell your story.',
    PAGE_KEYWORDS.getInvolved,
  ),
  donate: base(
    '/donate',
    'Support the Campaign',
    `Every dollar reaches members. Support ${candidate.fullName}'s campaign with a contribution of $25, $50 or $100.`,
    PAGE_KEYWORDS.donate,
  ),
  updates: fixedRoutes.updates,
  contact: base(
    '/contact',
    'Contact Us',
    'Questions, ideas or media inquiries? Contact the campaign.',
    PAGE_KEYWORDS.contact,
  ),
  compliance: base(
    '/compliance',
    'Compliance Statement',
    'How the campaign stays independent of union resources: financial transparency, key principles and our commitment to ethics.',
    PAGE_KEYWORDS.compliance,
  ),
  letter: base(
    '/letter-to-delegates',
    'A Letter to Delegates',
    `${candidate.fullName}'s letter to delegates: the crisis, the two-front strategy, our results and the plan ahead. Download the PDF.`,
    PAGE_KEYWORDS.letter,
  ),
  videos: base(
    '/videos',
    'Videos',
    'Watch briefings on the executive order crisis, employee rights, benefits and healthcare defense.',
    PAGE_KEYWORDS.videos,
  ),
  events: fixedRoutes.events,
  privacy: base(
    '/privacy',
    'Privacy Notice',
    'What the campaign collects through this site, why, who sees it, how long it is kept, and how to ask for a copy or deletion.',
    PAGE_KEYWORDS.privacy,
  ),
  accessibility: base(
    '/accessibility',
    'Accessibility Statement',
    'The accessibility standard this site aims to meet (WCAG 2.2 AA), how it is checked, known limitations and how to report a barrier.',
    PAGE_KEYWORDS.accessibility,
  ),
} satisfies Record<string, PageMeta>;

/** Every public route with its metadata, for the server's head tags and the sitemap. */
export const publicRoutes: PageMeta[] = Object.values(pages);
