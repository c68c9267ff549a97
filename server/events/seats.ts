import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { eventRsvps, type EventRow, type EventRsvpRow } from '../../shared/schema';
import type { Db } from '../db/client';

// Seat arithmetic of one event, always run by a caller that holds the event's row lock
// (SELECT ... FOR UPDATE), so that no two RSVPs count the same free seats.

export const seatsOf = (rsvp: Pick<EventRsvpRow, 'guests'>) => 1 + rsvp.guests;

/** Seats held by registered RSVPs, leaving out `exceptId` (an RSVP being changed). */
export async function seatsTaken(tx: Db, eventId: string, exceptId?: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`coalesce(sum(1 + ${eventRsvps.guests}), 0)::int` })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.status, 'registered'),
        exceptId ? ne(eventRsvps.id, exceptId) : undefined,
      ),
    );
  return Number(n);
}

export const fits = (event: Pick<EventRow, 'capacity'>, taken: number, seats: number) =>
  event.capacity === null || taken + seats <= event.capacity;

/**
 * Registers the first waitlisted RSVPs, in the order they joined, that fit in the seats now free;
 * one that needs more seats than are left waits while smaller ones behind it go in. Returns them.
 */
export async function promoteWaitlist(tx: Db, event: EventRow): Promise<EventRsvpRow[]> {
  let taken = await seatsTaken(tx, event.id);
  if (event.capacity !== null && taken >= event.capacity) return [];
  const waiting = await tx
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.status, 'waitlisted')))
    .orderBy(asc(eventRsvps.queuedSeq));
  const promoted: EventRsvpRow[] = [];
  for (const rsvp of waiting) {
    if (!fits(event, taken, seatsOf(rsvp))) continue;
    taken += seatsOf(rsvp);
    const [row] = await tx
      .update(eventRsvps)
      .set({ status: 'registered', updatedAt: sql`now()` })
      .where(eq(eventRsvps.id, rsvp.id))
      .returning();
    promoted.push(row);
  }
  return promoted;
}

/** The next place at the end of the waitlist, for an RSVP that joins it again. */
export const nextQueuePlace = sql`nextval(pg_get_serial_sequence('event_rsvps', 'queued_seq'))`;
