import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NewsletterSummary, NewsletterView } from '../../shared/api-types';
import { newsletterSends, posts, type NewsletterSend } from '../../shared/schema';
import type { Paging } from '../../shared/schemas/admin-lists';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { HttpError, notFound } from '../http/errors';
import { recordAudit } from '../accounts';
import { beginSending, confirmedSubscriberCount, type NewsletterSite } from './delivery';
import type { NewsletterSendParsed } from '../../shared/schemas/newsletters';
import type { Page } from '../db/list-query';

// A post sent as a newsletter (CONTRACT section 12): starting, scheduling, cancelling and reading
// sends. The recipients and their delivery are newsletter-delivery.ts's.

const viewColumns = {
  id: newsletterSends.id,
  postSlug: newsletterSends.postSlug,
  subject: newsletterSends.subject,
  status: newsletterSends.status,
  total: newsletterSends.total,
  sent: newsletterSends.sent,
  failed: newsletterSends.failed,
  skipped: newsletterSends.skipped,
  createdAt: newsletterSends.createdAt,
  startedAt: newsletterSends.startedAt,
  finishedAt: newsletterSends.finishedAt,
  sendAt: newsletterSends.sendAt,
};

type NewsletterRow = Omit<NewsletterView, 'createdAt' | 'startedAt' | 'finishedAt' | 'sendAt'> & {
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  sendAt: Date | null;
};

const alreadySent = () => new HttpError(409, 'This post has been sent as a newsletter already.');

export interface StartedNewsletter {
  id: string;
  recipients: number;
}

export const NO_RECIPIENT = 'No confirmed subscriber to send to.';

/**
 * Sends a published post to every confirmed subscriber of this moment, or schedules it for when the
 * post goes live or for the time staff chose (`sendAt`), with staff's subject and preview text when
 * given. Nobody confirmed is a 409: a send to nobody is a mistake. The partial unique index on the
 * post decides between two admins pressing Send at once: one row is written, the other a 409.
 */
export async function startNewsletter(
  db: Db,
  slug: string,
  actor: string,
  site: NewsletterSite,
  options: Omit<NewsletterSendParsed, 'test'> = {},
): Promise<StartedNewsletter> {
  if (options.sendAt && options.sendAt.getTime() <= Date.now())
    throw new HttpError(400, 'Validation failed', [
      { path: 'sendAt', message: 'Choose a time in the future' },
    ]);
  try {
    return await db.transaction(async (tx) => {
      const [post] = await tx.select().from(posts).where(eq(posts.slug, slug)).limit(1).for('update');
      if (!post) throw notFound('Post not found');
      if (post.status !== 'published' || !post.publishedAt)
        throw new HttpError(409, 'A draft cannot be sent as a newsletter: publish it first.');
      if ((await confirmedSubscriberCount(tx)) === 0) throw new HttpError(409, NO_RECIPIENT);
      const scheduled = post.publishedAt.getTime() > Date.now() || !!options.sendAt;
      const [send] = await tx
        .insert(newsletterSends)
        .values({
          postId: post.id,
          postSlug: post.slug,
          subject: (options.subject || post.title).replace(/[\r\n]+/g, ' ').trim(),
          previewText: options.previewText || null,
          sendAt: options.sendAt ?? null,
          status: scheduled ? 'scheduled' : 'sending',
          createdBy: actor,
        })
        .returning();
      const recipients = scheduled
        ? await confirmedSubscriberCount(tx)
        : await beginSending(tx, send, post, site);
      await recordAudit(tx, {
        actor,
        action: scheduled ? 'newsletter.schedule' : 'newsletter.send',
        target: slug,
        details: { newsletter: send.id, recipients },
      });
      return { id: send.id, recipients };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadySent();
    throw err;
  }
}

const toView = (row: NewsletterRow): NewsletterView => ({ ...row }) as unknown as NewsletterView;

export async function listNewsletters(db: Db, paging: Paging): Promise<Page<NewsletterView>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(viewColumns)
      .from(newsletterSends)
      .orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(newsletterSends),
  ]);
  return { rows: rows.map(toView), total: Number(total) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findNewsletter(db: Db, id: string): Promise<NewsletterView | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select(viewColumns).from(newsletterSends).where(eq(newsletterSends.id, id));
  return row && toView(row);
}

/**
 * Stops a scheduled or running send: recipients not yet handed to the outbox are skipped here, and
 * those already queued are skipped by the renderer, which finds the send cancelled at their turn.
 */
export async function cancelNewsletter(db: Db, id: string, actor: string): Promise<NewsletterView> {
  if (!UUID.test(id)) throw notFound('Newsletter not found');
  await db.transaction(async (tx) => {
    const [send] = await tx.select().from(newsletterSends).where(eq(newsletterSends.id, id)).for('update');
    if (!send) throw notFound('Newsletter not found');
    if (send.status !== 'scheduled' && send.status !== 'sending')
      throw new HttpError(409, `This newsletter cannot be cancelled: it is ${send.status} already.`);
    await cancelSend(tx, send);
    await recordAudit(tx, {
      actor,
      action: 'newsletter.cancel',
      target: send.postSlug,
      details: { newsletter: id },
    });
  });
  return (await findNewsletter(db, id))!;
}

/** Marks a send cancelled and skips its pending recipients; the caller holds the send's row lock. */
export async function cancelSend(tx: Db, send: Pick<NewsletterSend, 'id'>): Promise<void> {
  await tx.execute(sql`
    WITH moved AS (
      UPDATE newsletter_recipients SET status = 'skipped'
      WHERE send_id = ${send.id} AND status = 'pending' RETURNING 1)
    UPDATE newsletter_sends SET status = 'cancelled', finished_at = now(),
      skipped = skipped + (SELECT count(*) FROM moved)
    WHERE id = ${send.id}`);
}

/** Unpublishing a post first cancels its scheduled newsletter (in the unpublishing transaction). */
export async function cancelScheduledFor(tx: Db, postId: string): Promise<void> {
  const scheduled = await tx
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(and(eq(newsletterSends.postId, postId), eq(newsletterSends.status, 'scheduled')))
    .for('update');
  for (const send of scheduled) await cancelSend(tx, send);
}

/** The `newsletter` of each admin post answer: its newest send (a cancelled one too), or null. */
export async function newsletterSummaries(
  db: Db,
  postIds: string[],
): Promise<Map<string, NewsletterSummary>> {
  const found = new Map<string, NewsletterSummary>();
  if (postIds.length === 0) return found;
  const rows = await db
    .select({
      postId: newsletterSends.postId,
      id: newsletterSends.id,
      status: newsletterSends.status,
      total: newsletterSends.total,
      sent: newsletterSends.sent,
    })
    .from(newsletterSends)
    .where(inArray(newsletterSends.postId, postIds))
    .orderBy(desc(newsletterSends.createdAt));
  for (const { postId, ...summary } of rows) if (postId && !found.has(postId)) found.set(postId, summary);
  return found;
}

/** Admin posts as the API answers them: each with its `newsletter`, null when it has none. */
export async function withNewsletters<T extends { id: string }>(
  db: Db,
  list: T[],
): Promise<(T & { newsletter: NewsletterSummary | null })[]> {
  const summaries = await newsletterSummaries(
    db,
    list.map((p) => p.id),
  );
  return list.map((post) => ({ ...post, newsletter: summaries.get(post.id) ?? null }));
}
