import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newsletters, type Newsletter } from '../../shared/schema';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { queueMessage } from '../mail';
import {
  confirmUrl,
  mailWords,
  newsletterConfirmMessage,
  newsletterWelcomeMessage,
  parseSubscriberToken,
  takeMailAllowance,
  unsubscribeUrl,
} from '../mail';
import { shareUrl } from '../analytics';
import type { Attribution } from '../../shared/schemas/attribution';

// The newsletter's double opt-in and unsubscribe (CONTRACT section 11). A subscriber is pending
// until they confirm from the link in their inbox; the answer to a sign-up is the same whatever the
// address's state, so it reveals nothing about who is subscribed.

export const CONFIRM_VALID_MS = 7 * 24 * 60 * 60 * 1000;
// However often an address is entered, its inbox gets one confirmation per 10 minutes.
const CONFIRM_EVERY_MS = 10 * 60 * 1000;

export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired.';
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.';

const newSecret = () => crypto.randomBytes(32).toString('hex');

/** Signs an address up (or up again); the answer says the same whether or not it was known. */
export async function subscribeNewsletter(
  db: Db,
  email: string,
  siteUrl: string,
  now = new Date(),
  attribution: Attribution | null = null,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(newsletters)
      .values({ email, status: 'pending', attribution })
      .onConflictDoNothing({ target: newsletters.email });
    // Locked: fifty sign-ups of one address at once are decided one after the other.
    const [row] = await tx.select().from(newsletters).where(eq(newsletters.email, email)).for('update');
    if (row.status === 'confirmed' || row.status === 'bounced') return;
    const recentlySent = row.confirmSentAt && now.getTime() - row.confirmSentAt.getTime() < CONFIRM_EVERY_MS;
    // The row counts this exact address; the allowance its mailbox, every `+tag` variant together.
    if (recentlySent || !(await takeMailAllowance(tx, 'newsletter-confirm', email, CONFIRM_EVERY_MS, now))) {
      if (row.status === 'unsubscribed')
        await tx.update(newsletters).set({ status: 'pending' }).where(eq(newsletters.id, row.id));
      return;
    }
    const secret = newSecret();
    await tx
      .update(newsletters)
      .set({ status: 'pending', confirmToken: secret, confirmSentAt: now })
      .where(eq(newsletters.id, row.id));
    await queueMessage(
      tx,
      newsletterConfirmMessage(
        siteUrl,
        email,
        confirmUrl(siteUrl, row.id, secret),
        await mailWords(tx),
        shareUrl(siteUrl, row.shareCode),
      ),
    );
  });
}

async function subscriberFor(
  db: Db,
  token: string,
): Promise<{ row: Newsletter; secret: string } | undefined> {
  const parsed = parseSubscriberToken(token);
  if (!parsed) return undefined;
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, parsed.id)).for('update');
  return row ? { row, secret: parsed.secret } : undefined;
}

const sameSecret = (given: string, stored: string | null) =>
  stored !== null &&
  given.length === stored.length &&
  crypto.timingSafeEqual(Buffer.from(given), Buffer.from(stored));

/** POST /api/newsletter/confirm: pending -> confirmed within 7 days of the link; again 200 after. */
export async function confirmSubscription(db: Db, token: string, siteUrl: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const found = await subscriberFor(tx, token);
    if (!found || !sameSecret(found.secret, found.row.confirmToken))
      throw new HttpError(400, INVALID_CONFIRM_LINK);
    const { row } = found;
    if (row.status === 'confirmed') return { status: 'confirmed' as const };
    const fresh = row.confirmSentAt && now.getTime() - row.confirmSentAt.getTime() <= CONFIRM_VALID_MS;
    if (row.status !== 'pending' || !fresh) throw new HttpError(400, INVALID_CONFIRM_LINK);
    await tx
      .update(newsletters)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(eq(newsletters.id, row.id));
    await queueMessage(
      tx,
      newsletterWelcomeMessage(siteUrl, row.email, unsubscribeUrl(siteUrl, row), await mailWords(tx)),
    );
    return { status: 'confirmed' as const };
  });
}

/** The unsubscribe link (and RFC 8058's one-click POST to it): never expires, works any number of times. */
export async function unsubscribe(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const found = await subscriberFor(tx, token);
    if (!found || !sameSecret(found.secret, found.row.unsubscribeToken))
      throw new HttpError(400, INVALID_UNSUBSCRIBE_LINK);
    // A confirmation link sent before must not sign the address up again.
    await tx
      .update(newsletters)
      .set({ status: 'unsubscribed', confirmToken: null })
      .where(eq(newsletters.id, found.row.id));
    return { status: 'unsubscribed' as const };
  });
}
