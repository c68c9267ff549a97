// Business constants from SPEC section 9 and CONTRACT sections 3-4, shared by both sides.
export const HOME_LATEST_POSTS = 3;
export const UPDATES_PAGE_SIZE = 6;
/** /updates asks for one post more than it shows: Next is offered only when a next page exists. */
export const UPDATES_FETCH_SIZE = UPDATES_PAGE_SIZE + 1;
export const POSTS_MAX_LIMIT = 50;
export const SIDE_CARD_MAX_CATEGORIES = 2;
export const DEFAULT_POST_CATEGORY = 'Campaign Updates';
export const RSS_ITEMS = 20;
/** The most guests one RSVP may bring (CONTRACT section 14). */
export const EVENT_GUESTS_MAX = 4;

export const HELP_TYPES = [
  { value: 'phone-banking', label: 'Phone Banking' },
  { value: 'canvassing', label: 'Canvassing' },
  { value: 'event-planning', label: 'Event Planning' },
  { value: 'social-media', label: 'Social Media' },
  { value: 'fundraising', label: 'Fundraising' },
  { value: 'other', label: 'Other' },
] as const;
export const HELP_TYPE_VALUES = HELP_TYPES.map((h) => h.value) as [HelpType, ...HelpType[]];
export type HelpType = (typeof HELP_TYPES)[number]['value'];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Placeholder bot token the endorsement form sends when no Turnstile site key is configured. */
export const PLACEHOLDER_TURNSTILE_TOKEN = 'turnstile-placeholder-token';

export const ADMIN_SESSION_CHECK_MS = 5 * 60 * 1000;
export const ADMIN_SESSION_FIRST_CHECK_MS = 100;
export const ADMIN_STATS_REFRESH_MS = 30 * 1000;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
export const FORM_WINDOW_MS = 15 * 60 * 1000;
export const FORM_MAX_REQUESTS = 10;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-Token';
