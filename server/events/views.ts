import { sql } from 'drizzle-orm';
import type { AdminEvent, EventLocation, PublicEvent, PublicEventSummary } from '../../shared/event-types';
import type { EventRow } from '../../shared/schema';

// How event rows become API answers. The online meeting link is left out of every public shape
// here, in one place, so no public route can leak it.

/**
 * Seats taken by registered RSVPs of the row's event (1 + guests each), as a column. Written out in
 * full: drizzle leaves columns unqualified in a one-table select, and "id" would then be the RSVP's.
 */
export const registeredSeats = sql<number>`(SELECT coalesce(sum(1 + r.guests), 0)::int FROM event_rsvps r WHERE r.event_id = "events"."id" AND r.status = 'registered')`;

export function locationOf(row: Pick<EventRow, 'locationKind' | 'venue' | 'address'>): EventLocation {
  const location: EventLocation = { kind: row.locationKind };
  if (row.venue) location.venue = row.venue;
  if (row.address) location.address = row.address;
  return location;
}

export function toPublicSummary(row: EventRow, registered: number): PublicEventSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    location: locationOf(row),
    capacity: row.capacity,
    registered,
    full: row.capacity !== null && registered >= row.capacity,
    status: row.status === 'cancelled' ? 'cancelled' : 'scheduled',
  };
}

export function toPublicEvent(row: EventRow, registered: number): PublicEvent {
  return {
    ...toPublicSummary(row, registered),
    description: row.descriptionHtml,
    featuredImage: row.featuredImage,
  };
}

export function toAdminEvent(row: EventRow, counts: AdminEvent['counts']): AdminEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    location: locationOf(row),
    onlineUrl: row.onlineUrl,
    capacity: row.capacity,
    featuredImage: row.featuredImage,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    counts,
  };
}
