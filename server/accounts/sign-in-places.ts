import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { adminSignInPlaces } from '../../shared/schema';
import type { Db } from '../db/client';

// CONTRACT section 10 (issue 34): a stranger who fills the per-username sign-in limit must not lock
// the admin out. The places an account signed in from during the last 30 days are remembered, and
// the right password from one of them passes that limit (the per-IP limit still holds there).

export const KNOWN_PLACE_DAYS = 30;

/**
 * A client's place as stored: an HMAC of its per-IP key (IPv4, or IPv6 /64) with the server's
 * secret, so the table never holds an address and every instance (one SESSION_SECRET) agrees.
 */
export const placeOf = (secret: string, clientKey: string) =>
  crypto.createHmac('sha256', secret).update(`sign-in-place:${clientKey}`).digest('base64url').slice(0, 32);

const recent = sql`now() - make_interval(days => ${KNOWN_PLACE_DAYS})`;

/** True when the admin signed in from this place during the last 30 days. */
export async function isKnownPlace(db: Db, adminId: number, place: string): Promise<boolean> {
  const [row] = await db
    .select({ place: adminSignInPlaces.place })
    .from(adminSignInPlaces)
    .where(
      and(
        eq(adminSignInPlaces.adminId, adminId),
        eq(adminSignInPlaces.place, place),
        gt(adminSignInPlaces.lastAt, recent),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** After a sign-in: this place is known from now on; the admin's places older than 30 days go. */
export async function rememberPlace(db: Db, adminId: number, place: string): Promise<void> {
  await db
    .insert(adminSignInPlaces)
    .values({ adminId, place })
    .onConflictDoUpdate({
      target: [adminSignInPlaces.adminId, adminSignInPlaces.place],
      set: { lastAt: sql`now()` },
    });
  await db
    .delete(adminSignInPlaces)
    .where(and(eq(adminSignInPlaces.adminId, adminId), lt(adminSignInPlaces.lastAt, recent)));
}
