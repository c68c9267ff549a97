import crypto from 'node:crypto';

// The cancel link's token: `<rsvp id>.<secret>`. The id finds the row; the secret, 144 random bits
// kept with it, is compared in constant time, so an altered token answers like an unknown one.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newRsvpSecret = () => crypto.randomBytes(18).toString('base64url');

export const rsvpToken = (rsvp: { id: string; secret: string }) => `${rsvp.id}.${rsvp.secret}`;

/** The id a token names, or undefined when it cannot be one of ours. */
export function parseRsvpToken(token: string): { id: string; secret: string } | undefined {
  const dot = token.indexOf('.');
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  return dot > 0 && UUID.test(id) && /^[\w-]{1,64}$/.test(secret) ? { id, secret } : undefined;
}

export function secretMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export const rsvpLinkPath = (token: string) => `/events/rsvp/${encodeURIComponent(token)}`;
