import {
  DEFAULT_SOCIAL_IMAGE,
  DEFAULT_SOCIAL_IMAGE_ALT,
  PAGE_KEYWORDS,
  candidate,
  routeMeta,
  type PageMeta,
} from './site-identity';

// The head texts of the routes that are not editable pages (CONTRACT section 13 lists only the
// routes not generated from data): the Updates and Events lists, which show posts and events staff
// already edit, the 404 page and the pages behind a subscriber's e-mail links. The browser and the
// server's head tags both read them from here.

const meta = routeMeta;

export const fixedRoutes = {
  updates: meta(
    '/updates',
    'Campaign Updates',
    'News, statements and updates from the campaign trail.',
    PAGE_KEYWORDS.updates,
  ),
  events: meta(
    '/events',
    'Events',
    `Town halls, caucus meetings and calls with ${candidate.fullName} and the team. RSVP in one step and add them to your calendar.`,
    ['events', 'town hall', 'RSVP'],
  ),
};

export const notFoundMeta: PageMeta = {
  path: '/404',
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist.',
  image: DEFAULT_SOCIAL_IMAGE,
  imageAlt: DEFAULT_SOCIAL_IMAGE_ALT,
};

/** The pages behind the links in a subscriber's inbox (CONTRACT section 11): never indexed. */
export const newsletterLinkPages = {
  confirm: {
    title: 'Confirm your subscription',
    description: `Confirm that you want campaign updates from ${candidate.fullName} by e-mail.`,
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: `Stop getting campaign updates from ${candidate.fullName} by e-mail.`,
  },
} as const;
