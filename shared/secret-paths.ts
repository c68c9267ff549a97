// Some links are their own credential: whoever holds the path can open a draft, confirm or cancel a
// subscription, reset a password or change an RSVP. No log line may hold one (CONTRACT section 10,
// issue 21), and none may reach a third party such as Google Analytics (issue 34). This is the one
// rule for both: the server's request log (server/log/request-log.ts) and the browser's page views
// (client/src/lib/analytics.ts). A route that puts a secret in its path is added here.

/** Page paths whose next segment, and everything after it, is a secret. Each has an `/api` twin. */
export const SECRET_PATH_PREFIXES = [
  '/preview/', // a draft's preview link (CONTRACT section 8), also GET /api/preview/:token
  '/newsletter/confirm/', // double opt-in (section 11)
  '/unsubscribe/', // one-click unsubscribe, GET and POST (section 11)
  '/admin/reset-password/', // password reset by e-mail (section 11)
  '/events/rsvp/', // an RSVP's own page, to change or cancel it (section 14)
  '/admin/invite/', // an invitation to the admin area (section 16)
] as const;

export const REDACTED = '[token]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const segments = (prefix: string) => prefix.split('/').filter(Boolean).map(escapeRegExp).join('/+');

// Matched as a router would still take the path, in any letter case and with doubled slashes (a
// path that routes nowhere still holds a working token), and with whatever separates the secret
// from the prefix: `/`, or `;` and other punctuation a person or a tool might put there
// (`/admin/reset-password;<token>`). A letter, digit, `_` or `-` there makes another path.
const RULE = new RegExp(`^/+((?:api/+)?(?:${SECRET_PATH_PREFIXES.map(segments).join('|')}))(?=[^\\w-])`, 'i');

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The secret route a path belongs to, as its prefix (`/events/rsvp/`), or undefined. */
export function secretPrefixOf(path: string): string | undefined {
  const match = RULE.exec(path) ?? (path.includes('%') ? RULE.exec(decoded(path)) : null);
  return match ? `/${match[1].toLowerCase().replace(/\/+/g, '/')}/` : undefined;
}

/** The path with its secret part replaced by `[token]`, or the path as it was. */
export function redactSecretPath(path: string): string {
  const prefix = secretPrefixOf(path);
  return prefix ? `${prefix}${REDACTED}` : path;
}

/** The admin area: staff screens, whose addresses carry searches (names, e-mail addresses). */
export const isAdminPath = (path: string) => /^\/+admin(?:[/?#;]|$)/i.test(decoded(path));

/**
 * What a page view may tell a third party of the page (issue 34): the route's pattern for a secret
 * link (`/events/rsvp/[token]`), nothing at all for the admin area (undefined), else the path. The
 * caller passes the path without its query string, which never leaves the browser either.
 */
export function reportablePath(path: string): string | undefined {
  if (isAdminPath(path)) return undefined;
  return redactSecretPath(path);
}
