import type { Permission } from '../../shared/roles';

/**
 * The one table of admin routes and the permission each needs (CONTRACT section 16), keyed by the
 * method and the path as the route is registered under /api/admin. A route without an entry is
 * admin's alone, so a route added without a thought for roles is safe; guard.ts applies the table
 * to every route the admin API has, and tests/integration/roles/ walks the same routes for every
 * role.
 */
export const ROUTE_PERMISSIONS: Record<string, Permission> = {
  // Signing out, the session check and one's own account.
  'GET /session': 'own-account',
  'POST /logout': 'own-account',
  'POST /sessions/revoke-others': 'own-account',
  'POST /password': 'own-account',
  'GET /account': 'own-account',
  'PATCH /account': 'own-account',
  'GET /account/two-factor': 'own-account',
  'POST /account/two-factor/setup': 'own-account',
  'POST /account/two-factor/enable': 'own-account',
  'POST /account/two-factor/disable': 'own-account',
  // Figures, and the settings every screen reads (mail server host, the campaign's zone).
  'GET /stats': 'dashboard',
  'GET /stats/daily': 'dashboard',
  'GET /email': 'dashboard',
  // Visits and sign-ups by day, page, source and campaign (figures); who recruited whom (names).
  'GET /analytics': 'analytics',
  'GET /analytics/recruiters': 'recruiters',
  // Posts and their newsletters.
  'GET /posts': 'content',
  'GET /posts/:slug': 'content',
  'POST /posts': 'content',
  'PATCH /posts/:slug': 'content',
  'DELETE /posts/:slug': 'content',
  'GET /posts/:slug/revisions': 'content',
  'GET /posts/:slug/revisions/:id': 'content',
  'POST /posts/:slug/revisions/:id/restore': 'content',
  'POST /posts/:slug/preview-link': 'content',
  'POST /posts/:slug/newsletter': 'content',
  'GET /posts/:slug/newsletter/preview': 'content',
  'GET /newsletters': 'content',
  'GET /newsletters/:id': 'content',
  'POST /newsletters/:id/cancel': 'content',
  // The site's words, settings, videos, documents and images.
  'GET /site': 'content',
  'PATCH /site': 'content',
  'GET /documents': 'content',
  'POST /documents/:slot': 'content',
  'GET /pages': 'content',
  'GET /pages/:key': 'content',
  'PUT /pages/:key': 'content',
  'GET /pages/:key/revisions': 'content',
  'GET /pages/:key/revisions/:id': 'content',
  'POST /pages/:key/revisions/:id/restore': 'content',
  'GET /videos': 'content',
  'POST /videos': 'content',
  'PUT /videos/order': 'content',
  'PATCH /videos/:id': 'content',
  'DELETE /videos/:id': 'content',
  'GET /media': 'content',
  'POST /media': 'content',
  'PATCH /media/:id': 'content',
  'DELETE /media/:id': 'content',
  // Events and their RSVP lists.
  'GET /events': 'events',
  'POST /events': 'events',
  'GET /events/:slug': 'events',
  'PATCH /events/:slug': 'events',
  'DELETE /events/:slug': 'events',
  'GET /events/:slug/rsvps': 'events',
  'PATCH /events/:slug/rsvps/:id': 'events',
  // Supporters: read and moderate.
  'GET /endorsements': 'supporters',
  'PATCH /endorsements': 'supporters',
  'PATCH /endorsements/:id': 'supporters',
  'GET /testimonials': 'supporters',
  'PATCH /testimonials': 'supporters',
  'PATCH /testimonials/:id': 'supporters',
  'GET /volunteers': 'supporters',
  'GET /contacts': 'supporters',
  'GET /newsletter': 'supporters',
  // Delegates: a coordinator only those they own (server/delegates/ scopes it). Creating, deleting,
  // bulk changes (owners), imports, the win number and the export are admin's alone.
  'GET /delegates': 'delegates',
  'GET /delegates/:id': 'delegates',
  'PATCH /delegates/:id': 'delegates',
  'GET /delegates/:id/history': 'delegates',
  'GET /delegates/:id/contacts': 'delegates',
  'POST /delegates/:id/contacts': 'delegates',
  'GET /delegates/:id/activity': 'delegates',
  'GET /delegates/count': 'delegate-count',
  'GET /delegates/settings': 'delegate-count',
};
