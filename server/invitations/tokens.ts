import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// An invitation's token: the row's id and an HMAC over (id, salt) with a key derived from the
// server's secret, as a password-reset link's. The database holds the random salt only, so a copy
// of it makes no working link, and the message is rebuilt when it is sent: its body is never kept.

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update('admin-invitation').digest();

const macOf = (secret: string, id: number, salt: string) =>
  createHmac('sha256', keyOf(secret)).update(`${id}:${salt}`).digest('base64url');

export const newInvitationSalt = () => randomBytes(24).toString('base64url');

export const invitationToken = (secret: string, id: number, salt: string) =>
  `${id}.${macOf(secret, id, salt)}`;

/** The row id a token names, before its HMAC is checked; undefined for anything not shaped like one. */
export function invitationTokenId(token: string): number | undefined {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** Constant-time check of a token against its row. */
export function invitationTokenMatches(secret: string, token: string, id: number, salt: string): boolean {
  const expected = Buffer.from(invitationToken(secret, id, salt));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
