import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { mailPace, newsletters, outbox, type OutboxRow } from '../../shared/schema';
import type { Db } from '../db/client';

// The sender's writes to the outbox: claim one due message, record how its delivery went, and take
// a turn of the deployment-wide pace. Each is one statement, so two instances never hand over the
// same message: a claim locks its row and skips rows another instance holds.

/** Messages whose sender died (SIGKILL, crash) are queued again once its lease has run out. */
export async function releaseExpiredLeases(db: Db, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'queued', leaseUntil: null })
    .where(and(eq(outbox.status, 'sending'), lt(outbox.leaseUntil, now)));
}

/**
 * Up to `limit` due messages, transactional before bulk, now `sending` and this instance's until
 * `leaseUntil`, in the order they are due. One statement for several messages: on PGlite each
 * statement is a turn of the one database thread that requests wait behind.
 */
export async function claimDueMessages(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const rows = await db
    .update(outbox)
    .set({ status: 'sending', leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(
      and(
        inArray(
          outbox.id,
          sql`(
            SELECT id FROM outbox
            WHERE status = 'queued' AND next_attempt_at <= ${now}
            ORDER BY priority DESC, next_attempt_at, id
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)`,
        ),
        eq(outbox.status, 'queued'),
      ),
    )
    .returning();
  const rank = (row: OutboxRow) => (row.priority === 'transactional' ? 0 : 1);
  return rows.sort(
    (a, b) => rank(a) - rank(b) || a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
  );
}

/** Claimed messages this instance will not hand over after all (it is stopping): due again at once. */
export async function releaseClaims(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ status: 'queued', leaseUntil: null, attempts: sql`${outbox.attempts} - 1` })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'sending')));
}

/** Without SMTP_URL: the next queued message, kept as `held` (never sent later). */
export async function claimNextToHold(db: Db): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'held' })
    .where(
      and(
        eq(
          outbox.id,
          sql`(SELECT id FROM outbox WHERE status = 'queued' ORDER BY priority DESC, id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
        ),
        eq(outbox.status, 'queued'),
      ),
    )
    .returning();
  return row;
}

export const mine = (id: number) => and(eq(outbox.id, id), eq(outbox.status, 'sending'));

export async function markSent(db: Db, id: number, subject: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', subject, sentAt: now, leaseUntil: null, lastError: null })
    .where(mine(id));
}

export async function markSkipped(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ status: 'skipped', leaseUntil: null }).where(mine(id));
}

export async function markRetry(db: Db, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'queued', leaseUntil: null, lastError: error, nextAttemptAt })
    .where(mine(id));
}

/**
 * A permanent refusal: the message is `failed`, and when the refusal was for its recipient, that
 * address is `bounced` for the newsletter (section 12 never mails it again).
 */
export async function markFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  recipientRefused: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(outbox).set({ status: 'failed', leaseUntil: null, lastError: error }).where(mine(row.id));
    if (recipientRefused) {
      await tx
        .update(newsletters)
        .set({ status: 'bounced' })
        .where(eq(newsletters.email, row.toAddress.toLowerCase()));
    }
  });
}

/**
 * Takes the next turn of MAIL_RATE_PER_SECOND, shared by every instance through one row: returns
 * the moment this message may be handed over (now, or a little later when others went just before).
 */
export async function takePaceSlot(db: Db, ratePerSecond: number): Promise<Date> {
  const gapMs = 1000 / ratePerSecond;
  const now = new Date();
  const [row] = await db
    .update(mailPace)
    .set({ nextSlot: sql`GREATEST(${mailPace.nextSlot}, ${now}) + make_interval(secs => ${gapMs / 1000})` })
    .where(eq(mailPace.id, 1))
    .returning({ nextSlot: mailPace.nextSlot });
  return new Date(row.nextSlot.getTime() - gapMs);
}
