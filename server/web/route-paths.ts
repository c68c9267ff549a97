// The public site's path patterns that are not one fixed route each (shared/content/pages.ts has
// those): the head tags, the embedded answers and the page's script chunks all match them alike.

/** A post page's path, its slug the one group. */
export const POST_PATH = /^\/updates\/([^/]+)$/;
/** An event page's path, its slug the one group. */
export const EVENT_PATH = /^\/events\/([^/]+)$/;
/** The admin area: one client-side app behind one HTML page. */
export const ADMIN_PATH = /^\/admin(\/.*)?$/;
