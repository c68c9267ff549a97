import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A password-reset link's token: the reset row's id and an HMAC over (id, salt) with a key derived
// from the server's secret. The database holds the salt only, so a copy of it makes no working link,
// and the mail renderer rebuilds the link when the message is sent: the body is never stored.

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update('admin-password-reset').digest();

const macOf = (secret: string, id: number, salt: string) =>
  createHmac('sha256', keyOf(secret)).update(`${id}:${salt}`).digest('base64url');

export const newResetSalt = () => randomBytes(24).toString('base64url');

/** Fingerprints a password hash: a later password change (by any route) no longer matches it. */
export const passwordStamp = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url');

export const resetToken = (secret: string, id: number, salt: string) => `${id}.${macOf(secret, id, salt)}`;

/** The row id a token names, before its HMAC is checked; undefined for anything not shaped like one. */
export function resetTokenId(token: string): number | undefined {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** Constant-time check of a token against its row. */
export function resetTokenMatches(secret: string, token: string, id: number, salt: string): boolean {
  const expected = Buffer.from(resetToken(secret, id, salt));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
