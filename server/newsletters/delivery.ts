import { eq, sql } from 'drizzle-orm';
import { posts, type NewsletterSend, type Post } from '../../shared/schema';
import type { Db } from '../db/client';
import { queueRenderedMessagesSql } from '../mail';
import { renderNewsletter } from './message';

// A running newsletter, step by step, each step safe on any number of instances at once:
// - its recipients are fixed when it starts (INSERT ... SELECT in the database, never in memory);
// - a feeder hands them to the outbox a batch at a time, one outbox row per recipient, in the same
//   transaction that marks them queued (so a crash never makes two rows for one person);
// - what the outbox did with each row is copied back, moving the send's figures;
// - once nobody is pending or queued, the send is finished.
// The outbox's own sender delivers at `bulk` priority, behind every confirmation and reset.

export const NEWSLETTER_KIND = 'newsletter';
// Small steps: on PGlite every statement runs on the one thread that also answers requests, so a
// statement over 500 rows held up every page for tens of milliseconds (the bench's p99 tripled).
/** Recipients handed to the outbox per transaction. */
export const FEED_BATCH = 100;
/** At most this many of one send's messages wait in the outbox: figures move, memory stays flat. */
export const OUTBOX_WINDOW = 500;
/** Outcomes copied back per statement. */
export const COLLECT_BATCH = 250;

/** Where links point and which zone the post's date is written in. */
export interface NewsletterSite {
  siteUrl: string;
  timeZone: string;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export async function confirmedSubscriberCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM newsletters WHERE status = 'confirmed'`),
  );
  return Number(row.n);
}

/**
 * Starts a send inside the caller's transaction: the post rendered once, and every subscriber
 * confirmed at this moment fixed as a recipient. Returns how many there are.
 */
export async function beginSending(
  tx: Db,
  send: Pick<NewsletterSend, 'id' | 'subject' | 'previewText'>,
  post: Post,
  site: NewsletterSite,
): Promise<number> {
  const message = await renderNewsletter(tx, post, site, send);
  const [{ n }] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      WITH fixed AS (
        INSERT INTO newsletter_recipients (send_id, subscriber_id)
        SELECT ${send.id}, id FROM newsletters WHERE status = 'confirmed'
        RETURNING 1)
      SELECT count(*)::int AS n FROM fixed`),
  );
  await tx.execute(sql`
    UPDATE newsletter_sends SET status = 'sending', total = ${n}, started_at = now(),
      subject = ${message.subject}, html = ${message.html}, text = ${message.text},
      marker = ${message.marker}
    WHERE id = ${send.id}`);
  return Number(n);
}

/**
 * Scheduled sends whose post is live by `now`, started (each by one instance). Locks the post
 * before the send, in the order unpublishing does, so the two never wait on each other in a circle.
 */
export async function startDueSends(db: Db, now: Date, site: NewsletterSite): Promise<number> {
  // A send waits for its post to go live and, when staff chose a time, for that time (issue 35).
  const due = rowsOf<{ id: string; post_id: string; subject: string; preview_text: string | null }>(
    await db.execute(sql`
      SELECT s.id, s.post_id, s.subject, s.preview_text FROM newsletter_sends s JOIN posts p ON p.id = s.post_id
      WHERE s.status = 'scheduled' AND p.status = 'published' AND p.published_at <= ${now}
        AND (s.send_at IS NULL OR s.send_at <= ${now})`),
  );
  let started = 0;
  for (const { id, post_id: postId, subject, preview_text: previewText } of due) {
    await db.transaction(async (tx) => {
      const [post] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update');
      if (!post || post.status !== 'published' || !post.publishedAt || post.publishedAt > now) return;
      const [claimed] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          SELECT id FROM newsletter_sends WHERE id = ${id} AND status = 'scheduled' FOR UPDATE`),
      );
      if (!claimed) return;
      await beginSending(tx, { id, subject, previewText }, post, site);
      started += 1;
    });
  }
  return started;
}

/**
 * Hands up to one batch of a send's pending recipients to the outbox, in one statement: each
 * confirmed one gets its outbox row (queueRenderedMessagesSql: kind `newsletter`, the address, the
 * recipient's id as `ref`, priority `bulk`) and is marked queued with its id; one
 * who left or was erased since the send began gets no row and is skipped. One statement rather
 * than a round trip per person: PGlite runs one transaction at a time, and the requests and the
 * sender wait while a batch is written. The send's row is locked first, as cancelling and
 * collecting lock it: a cancel waits for the batch (or the batch sees the cancel), and two instances
 * take turns on one send rather than each holding a lock the other needs (a deadlock).
 */
export async function feedBatch(db: Db, sendId: string, limit = FEED_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const [running] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`SELECT id FROM newsletter_sends WHERE id = ${sendId} AND status = 'sending' FOR UPDATE`,
      ),
    );
    if (!running) return 0;
    const [{ fed }] = rowsOf<{ fed: number }>(
      await tx.execute(sql`
        WITH batch AS (
          SELECT r.id, n.email, n.status AS subscriber_status
          FROM newsletter_recipients r LEFT JOIN newsletters n ON n.id = r.subscriber_id
          WHERE r.send_id = ${sendId} AND r.status = 'pending'
          ORDER BY r.id LIMIT ${limit}
          FOR UPDATE OF r SKIP LOCKED),
        queued AS (${queueRenderedMessagesSql({
          kind: NEWSLETTER_KIND,
          to: sql`email`,
          ref: sql`id::text`,
          from: sql`batch WHERE subscriber_status = 'confirmed' AND email IS NOT NULL ORDER BY id`,
          priority: 'bulk',
        })}),
        moved AS (
          UPDATE newsletter_recipients r
          SET status = CASE WHEN q.id IS NULL THEN 'skipped' ELSE 'queued' END, outbox_id = q.id
          FROM batch b LEFT JOIN queued q ON q.ref = b.id::text
          WHERE r.id = b.id
          RETURNING r.status)
        UPDATE newsletter_sends
        SET skipped = skipped + (SELECT count(*) FROM moved WHERE status = 'skipped')
        WHERE id = ${sendId}
        RETURNING (SELECT count(*) FROM moved)::int AS fed`),
    );
    return Number(fed);
  });
}

/** How many of a send's messages wait in the outbox, counted up to `cap`. */
export async function queuedCount(db: Db, sendId: string, cap = OUTBOX_WINDOW): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM newsletter_recipients WHERE send_id = ${sendId} AND status = 'queued' LIMIT ${cap}) q`),
  );
  return Number(row.n);
}

/**
 * Copies what the outbox did with a send's messages back to its recipients and figures, a batch
 * per statement: a row moves from queued once, however many instances run this at the same moment.
 * A message held for want of a mail server counts as failed: it is never sent.
 */
export async function collectOutcomes(db: Db, sendId: string): Promise<void> {
  let moved: number;
  do moved = await collectSome(db, sendId);
  while (moved === COLLECT_BATCH);
}

async function collectSome(db: Db, sendId: string): Promise<number> {
  return db.transaction(async (tx) => {
    // The send's row first, as the feeder and cancel take it: two instances collecting at once
    // take turns instead of each locking recipients the other waits for.
    await tx.execute(sql`SELECT id FROM newsletter_sends WHERE id = ${sendId} FOR UPDATE`);
    const [{ n }] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        WITH done AS (
          SELECT r.id, CASE o.status WHEN 'held' THEN 'failed' ELSE o.status END AS status
          FROM newsletter_recipients r JOIN outbox o ON o.id = r.outbox_id
          WHERE r.send_id = ${sendId} AND r.status = 'queued'
            AND o.status IN ('sent', 'failed', 'skipped', 'held')
          LIMIT ${COLLECT_BATCH}),
        moved AS (
          UPDATE newsletter_recipients r SET status = d.status
          FROM done d WHERE r.id = d.id
          RETURNING r.status),
        figures AS (
          UPDATE newsletter_sends SET
            sent = sent + (SELECT count(*) FROM moved WHERE status = 'sent'),
            failed = failed + (SELECT count(*) FROM moved WHERE status = 'failed'),
            skipped = skipped + (SELECT count(*) FROM moved WHERE status = 'skipped')
          WHERE id = ${sendId})
        SELECT count(*)::int AS n FROM moved`),
    );
    return Number(n);
  });
}

/** A running send with nobody left pending or queued is over: `failed` when nothing got through. */
export async function finishIfDone(db: Db, sendId: string): Promise<void> {
  await db.execute(sql`
    UPDATE newsletter_sends
    SET status = CASE WHEN sent = 0 AND failed > 0 THEN 'failed' ELSE 'sent' END, finished_at = now()
    WHERE id = ${sendId} AND status = 'sending' AND NOT EXISTS (
      SELECT 1 FROM newsletter_recipients
      WHERE send_id = ${sendId} AND status IN ('pending', 'queued'))`);
}

/** Sends whose figures may still move: running ones, and cancelled ones with messages queued. */
export async function unsettledSends(db: Db): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT id FROM newsletter_sends
      WHERE status = 'sending' OR (status = 'cancelled' AND sent + failed + skipped < total)
      ORDER BY started_at`),
  ).map((r) => r.id);
}
