// Newsletters sent from posts (CONTRACT section 12). The subscribers themselves are the older
// `newsletters` table (shared/schema.ts), so a send and its recipients have names of their own.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

export const NEWSLETTER_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * pending: fixed as a recipient, not yet handed to the outbox; queued: its one outbox row exists;
 * then what became of that row: sent, failed (refused, or no mail server), skipped (unsubscribed,
 * bounced or erased before their turn, or the send was cancelled).
 */
export const RECIPIENT_STATUSES = ['pending', 'queued', 'sent', 'failed', 'skipped'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when the post is deleted: the send's history stays, under the slug it went out with.
    postId: uuid('post_id'),
    postSlug: text('post_slug').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull(),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    // The post as its e-mail, rendered once when the send starts; each recipient's copy differs only
    // in the unsubscribe link, written where `marker` stands (random, so no post can forge it).
    html: text('html'),
    text: text('text'),
    marker: text('marker'),
    // Staff's own preview text, else the post's excerpt; when to send, else once the post is live.
    previewText: text('preview_text'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One newsletter per post: two admins pressing Send at once make one row, the other a 409.
    uniqueIndex('newsletter_sends_post_idx')
      .on(t.postId)
      .where(sql`status IN ('scheduled', 'sending', 'sent')`),
    index('newsletter_sends_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('newsletter_sends_active_idx')
      .on(t.status)
      .where(sql`status IN ('scheduled', 'sending')`),
  ],
);

export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sendId: uuid('send_id').notNull(),
    // No address of its own: an erased subscriber leaves no trace here and is skipped.
    subscriberId: uuid('subscriber_id'),
    status: text('status', { enum: RECIPIENT_STATUSES }).notNull().default('pending'),
    outboxId: integer('outbox_id'),
  },
  (t) => [
    uniqueIndex('newsletter_recipients_once_idx').on(t.sendId, t.subscriberId),
    index('newsletter_recipients_state_idx').on(t.sendId, t.status, t.id),
    // Erasing a subscriber clears their id here (ON DELETE SET NULL) without reading the table.
    index('newsletter_recipients_subscriber_idx').on(t.subscriberId),
  ],
);

export type NewsletterSend = typeof newsletterSends.$inferSelect;
