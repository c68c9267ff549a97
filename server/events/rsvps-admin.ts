import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminRsvp } from '../../shared/event-types';
import { eventRsvps, events, type EventRsvpRow } from '../../shared/schema';
import type { RsvpListQuery } from '../../shared/schemas/events';
import type { Db } from '../db/client';
import type { EventNotice, NoticeSink } from './notices';
import { HttpError } from '../http/errors';
import { recordAudit } from '../accounts';
import { containsPattern, listPage, whereAll, type ListSpec } from '../db/list-query';
import { fits, nextQueuePlace, promoteWaitlist, seatsOf, seatsTaken } from './seats';
import { originFields } from '../analytics';

// The organizers' side of RSVPs: the list with search and status, check-in, moving someone off the
// waitlist (or cancelling them), and the export. Seat changes take the event's row lock as RSVPs do.

// The expression the trigram index of migration 0012 covers.
const SEARCH_TEXT = sql`lower(${eventRsvps.firstName} || ' ' || ${eventRsvps.lastName} || ' ' || ${eventRsvps.email})`;

export const rsvpFields = {
  id: eventRsvps.id,
  firstName: eventRsvps.firstName,
  lastName: eventRsvps.lastName,
  email: eventRsvps.email,
  phone: eventRsvps.phone,
  guests: eventRsvps.guests,
  status: eventRsvps.status,
  attended: eventRsvps.attended,
  createdAt: eventRsvps.createdAt,
};

/** The RSVPs of one event, as a list spec the paged list and the CSV export share. */
export function rsvpSource(filter: {
  eventId?: string;
  event?: string;
  q?: string;
  status?: string;
}): ListSpec {
  const ofEvent: SQL = filter.eventId
    ? eq(eventRsvps.eventId, filter.eventId)
    : sql`${eventRsvps.eventId} = (SELECT ${events.id} FROM ${events} WHERE ${events.slug} = ${filter.event ?? ''})`;
  return {
    table: eventRsvps,
    fields: { ...rsvpFields, ...originFields(eventRsvps.attribution) },
    where: whereAll(
      ofEvent,
      filter.q ? sql`${SEARCH_TEXT} ILIKE ${containsPattern(filter.q.toLowerCase())}` : undefined,
      filter.status ? sql`${eventRsvps.status} = ${filter.status}` : undefined,
    ),
    createdAt: eventRsvps.createdAt,
    id: eventRsvps.id,
  };
}

const toAdminRsvp = (row: Record<string, unknown>): AdminRsvp => ({
  ...(row as unknown as AdminRsvp),
  createdAt: (row.createdAt as Date).toISOString(),
});

export async function listRsvps(db: Db, eventId: string, query: RsvpListQuery) {
  const page = await listPage(db, rsvpSource({ eventId, q: query.q, status: query.status }), query);
  return { rows: page.rows.map(toAdminRsvp), total: page.total };
}

export interface RsvpPatch {
  status?: EventRsvpRow['status'];
  attended?: boolean;
  guests?: number;
}

/**
 * Checks someone in, changes a party's guests, moves them between registered, waitlisted and
 * cancelled, under the event's lock. Registering from the waitlist, or more guests for a
 * registered party, needs free seats (409 otherwise: raise the capacity first); seats given up by
 * a cancellation or fewer guests go to the waitlist, and a waitlisted party made small enough to
 * fit goes in. Undefined when the event has no such RSVP.
 */
export async function updateRsvp(
  db: Db,
  slug: string,
  id: string,
  patch: RsvpPatch,
  actor: string,
  notify?: NoticeSink,
): Promise<AdminRsvp | undefined> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.slug, slug)).limit(1).for('update');
    if (!event) return undefined;
    const [rsvp] = await tx
      .select()
      .from(eventRsvps)
      .where(and(eq(eventRsvps.id, id), eq(eventRsvps.eventId, event.id)))
      .limit(1);
    if (!rsvp) return undefined;
    const notices: EventNotice[] = [];
    const changes: Partial<typeof eventRsvps.$inferInsert> = {};
    if (patch.attended !== undefined) changes.attended = patch.attended;
    if (patch.guests !== undefined) changes.guests = patch.guests;
    const seats = 1 + (patch.guests ?? rsvp.guests);
    const status = patch.status ?? rsvp.status;
    const needsSeats = status === 'registered' && (rsvp.status !== 'registered' || seats > seatsOf(rsvp));
    if (needsSeats && !fits(event, await seatsTaken(tx, event.id, rsvp.id), seats))
      throw new HttpError(409, 'Not enough seats left: raise the capacity first.');
    if (status !== rsvp.status) {
      changes.status = status;
      // Back on the waitlist means at its end.
      if (status === 'waitlisted') changes.queuedSeq = nextQueuePlace as unknown as number;
    }
    const [row] = await tx
      .update(eventRsvps)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(eventRsvps.id, rsvp.id))
      .returning();
    if (status === 'registered' && rsvp.status !== 'registered')
      notices.push({ kind: rsvp.status === 'waitlisted' ? 'promoted' : 'registered', event, rsvp: row });
    // A cancellation by staff is confirmed to the person, as one by the link is.
    if (status === 'cancelled' && rsvp.status !== 'cancelled')
      notices.push({ kind: 'withdrawn', event, rsvp: row });
    // Whatever freed seats (a cancellation, a move to the waitlist, fewer guests), they go to the
    // waitlist first. A waitlisted party made smaller may fit now: it goes in as it would had it
    // lowered its guests through its own link, and is told so.
    const freedSeats = rsvp.status === 'registered' && (status !== 'registered' || seats < seatsOf(rsvp));
    const smallerWaiting = rsvp.status === 'waitlisted' && status === 'waitlisted' && seats < seatsOf(rsvp);
    let answer = row;
    if (freedSeats || smallerWaiting)
      for (const promoted of await promoteWaitlist(tx, event)) {
        // The answer is the row as stored: a party moved to the waitlist while it still fits is
        // back in at once, and is told nothing, having never been told it waited.
        if (promoted.id === row.id) answer = promoted;
        if (promoted.id !== row.id || rsvp.status === 'waitlisted')
          notices.push({ kind: 'promoted', event, rsvp: promoted });
      }
    if (notify && notices.length > 0) await notify(tx, notices);
    await recordAudit(tx, {
      actor,
      action: 'rsvp.update',
      target: slug,
      details: { rsvp: rsvp.id, ...patch },
    });
    return toAdminRsvp({ ...answer });
  });
}
