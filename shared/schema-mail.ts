// The outbox (CONTRACT section 11): every message the site sends is a row here, written in the same
// transaction as the change that causes it, and delivered by the sender (server/mail/sender.ts).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

/**
 * queued -> sending -> sent; failed after a permanent refusal or when retries run out; held when no
 * SMTP_URL is configured (kept, never sent later); skipped when a message built at sending time no
 * longer applies (its renderer answered null, e.g. the subscriber left before a newsletter went out).
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'held', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Transactional messages (confirmations, receipts, resets) are always handed over before bulk ones. */
export const MAIL_PRIORITIES = ['transactional', 'bulk'] as const;
export type MailPriority = (typeof MAIL_PRIORITIES)[number];

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64 in the row; a Buffer or text when queued. */
  content: string;
}

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull().default(''),
    // Null for a message built when it is sent (queueRenderedMessage): its body is never kept.
    text: text('text'),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    // What a renderer needs to build the message at sending time (a reset's id, a newsletter's).
    ref: text('ref'),
    priority: text('priority', { enum: MAIL_PRIORITIES }).notNull().default('transactional'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // One Message-ID across every retry: <messageKey@the From's domain>.
    messageKey: uuid('message_key').notNull().defaultRandom(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // While `sending`: the instance that claimed it owns it until then; after a crash it is queued again.
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The sender's claim: due queued messages, transactional first ('transactional' > 'bulk').
    index('outbox_due_idx')
      .on(t.priority.desc(), t.nextAttemptAt, t.id)
      .where(sql`status = 'queued'`),
    index('outbox_sending_idx')
      .on(t.leaseUntil)
      .where(sql`status = 'sending'`),
    index('outbox_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('outbox_status_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Per-address limits of one kind of message (a welcome per 24 hours, a confirmation per 10
 * minutes): one row per kind and address, claimed atomically, so two requests at once send one.
 */
export const mailAllowances = pgTable(
  'mail_allowances',
  {
    kind: text('kind').notNull(),
    address: text('address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.address] })],
);

/** One row: the next moment any instance may hand a message over (MAIL_RATE_PER_SECOND). */
export const mailPace = pgTable('mail_pace', {
  id: integer('id').primaryKey(),
  nextSlot: timestamp('next_slot', { withTimezone: true }).notNull(),
});

export type OutboxRow = typeof outbox.$inferSelect;
