// No log line may hold a credential (CONTRACT section 10; issue 21). Some links are their own
// credential: whoever holds the path can open a draft, confirm or cancel a subscription, reset a
// password or cancel an RSVP. This is the one list of them; the request log and the error log
// write such a path as its prefix and `[token]`. A route that puts a secret in its path is added
// here, and the log test walks this list.

/** Page paths whose next segment, and everything after it, is a secret. Each has an `/api` twin. */
export const SECRET_PATH_PREFIXES = [
  '/preview/', // a draft's preview link (CONTRACT section 8), also GET /api/preview/:token
  '/newsletter/confirm/', // double opt-in (section 11)
  '/unsubscribe/', // one-click unsubscribe, GET and POST (section 11)
  '/admin/reset-password/', // password reset by e-mail (section 11)
  '/events/rsvp/', // an RSVP's own page, to cancel it (section 14)
] as const;

export const REDACTED = '[token]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const segments = (prefix: string) => prefix.split('/').filter(Boolean).map(escapeRegExp).join('/+');

// Matched as Express routes them, in any letter case, and with doubled slashes too (a path that
// routes nowhere still holds a working token).
const RULE = new RegExp(`^/+((?:api/+)?(?:${SECRET_PATH_PREFIXES.map(segments).join('|')}))/`, 'i');

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The path with its secret part replaced by `[token]`, or the path as it was. */
export function redactSecretPath(path: string): string {
  const match = RULE.exec(path) ?? (path.includes('%') ? RULE.exec(decoded(path)) : null);
  if (!match) return path;
  return `/${match[1].toLowerCase().replace(/\/+/g, '/')}/${REDACTED}`;
}
