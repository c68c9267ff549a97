import { and, asc, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { PublicEvent, PublicEventSummary } from '../../shared/event-types';
import { events, type EventRow } from '../../shared/schema';
import type { EventListQuery } from '../../shared/schemas/events';
import type { Db } from '../db/client';
import { registeredSeats, toPublicEvent, toPublicSummary } from './views';

// What anyone may read about events: published and cancelled ones, never drafts (CONTRACT section 14).

const visible = inArray(events.status, ['published', 'cancelled']);

/** `upcoming`: not yet ended, soonest first; `past`: ended, newest first. */
export async function listPublicEvents(db: Db, query: EventListQuery, now = new Date()) {
  const rows = await db
    .select({ event: events, registered: registeredSeats })
    .from(events)
    .where(and(visible, query.when === 'upcoming' ? gt(events.endsAt, now) : lte(events.endsAt, now)))
    .orderBy(
      query.when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt),
      query.when === 'upcoming' ? asc(events.id) : desc(events.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((r): PublicEventSummary => toPublicSummary(r.event, Number(r.registered)));
}

async function findVisible(db: Db, slug: string) {
  const [row] = await db
    .select({ event: events, registered: registeredSeats })
    .from(events)
    .where(and(eq(events.slug, slug), visible))
    .limit(1);
  return row;
}

export async function findPublicEvent(db: Db, slug: string): Promise<PublicEvent | undefined> {
  const row = await findVisible(db, slug);
  return row && toPublicEvent(row.event, Number(row.registered));
}

/** What an event page's head tags, JSON-LD and calendar file need (no meeting link). */
export type EventHead = Omit<EventRow, 'onlineUrl' | 'description' | 'remindedFor'>;

export async function findEventHead(db: Db, slug: string): Promise<EventHead | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), visible))
    .limit(1);
  if (!row) return undefined;
  const { onlineUrl: _url, description: _md, remindedFor: _r, ...head } = row;
  return head;
}

/** Upcoming published events for /events.ics, soonest first. */
export async function listUpcomingForFeed(db: Db, now = new Date()): Promise<EventHead[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.status, 'published'), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt));
  return rows.map(({ onlineUrl: _url, description: _md, remindedFor: _r, ...head }) => head);
}

/** Every public event page for the sitemap, with when it last changed. */
export function listEventsForSitemap(db: Db) {
  return db
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(ne(events.status, 'draft'))
    .orderBy(desc(events.startsAt));
}

/** Which of these slugs name an event anyone may read (the visit counts keep its views only). */
export async function publicEventSlugs(db: Db, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(and(visible, inArray(events.slug, slugs)));
  return rows.map((r) => r.slug);
}
