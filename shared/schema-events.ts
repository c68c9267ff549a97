// Events and their RSVPs (CONTRACT section 14), in a module of their own; shared/schema.ts re-exports it.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { attributionColumn } from './schema-analytics';

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export const RSVP_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
export const LOCATION_KINDS = ['in-person', 'online'] as const;

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    // Markdown as the editor wrote it; descriptionHtml is its sanitized rendering, made at write time.
    description: text('description').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    // Instants; timeZone (IANA) is how the page, messages and calendars show them.
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    locationKind: text('location_kind', { enum: LOCATION_KINDS }).notNull(),
    venue: text('venue'),
    address: text('address'),
    // Never in a public answer: it goes into the confirmation and reminder messages only.
    onlineUrl: text('online_url'),
    // In seats (1 + guests per RSVP); null: no limit.
    capacity: integer('capacity'),
    featuredImage: text('featured_image'),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    // The start the reminder went out for: a reminder goes once per start time (server/events/reminders.ts).
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_idx').on(t.slug),
    index('events_status_starts_idx').on(t.status, t.startsAt),
    check('events_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_capacity_positive', sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
  ],
);

export const eventRsvps = pgTable(
  'event_rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    guests: integer('guests').notNull().default(0),
    status: text('status', { enum: RSVP_STATUSES }).notNull(),
    attended: boolean('attended').notNull().default(false),
    // The secret half of the cancel link SITE_URL/events/rsvp/<id>.<secret>.
    secret: text('secret').notNull(),
    // Waitlist order: a joining (or re-joining) RSVP takes the next number.
    queuedSeq: bigserial('queued_seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    attribution: attributionColumn(),
  },
  (t) => [
    uniqueIndex('event_rsvps_event_email_idx').on(t.eventId, t.email),
    index('event_rsvps_event_status_idx').on(t.eventId, t.status, t.queuedSeq),
    check('event_rsvps_guests_range', sql`${t.guests} BETWEEN 0 AND 4`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type EventRsvpRow = typeof eventRsvps.$inferSelect;
