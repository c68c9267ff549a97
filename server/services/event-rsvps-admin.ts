import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminRsvp } from '../../shared/event-types';
import { eventRsvps, events, type EventRsvpRow } from '../../shared/schema';
import type { RsvpListQuery } from '../../shared/schemas/events';
import type { Db } from '../db/client';
import type { EventNotice, NoticeSink } from '../events/event-notices';
import { HttpError } from '../http/errors';
import { recordAudit } from './audit';
import { containsPattern, listPage, whereAll, type ListSpec } from './list-query';
import { fits, nextQueuePlace, promoteWaitlist, seatsOf, seatsTaken } from './rsvp-seats';

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
    fields: rsvpFields,
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
}

/**
 * Checks someone in, moves them between registered, waitlisted and cancelled, under the event's
 * lock. Registering from the waitlist needs free seats (409 otherwise: raise the capacity first);
 * a cancellation gives its seats to the waitlist. Undefined when the event has no such RSVP.
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
    const status = patch.status ?? rsvp.status;
    if (status !== rsvp.status) {
      if (status === 'registered' && !fits(event, await seatsTaken(tx, event.id), seatsOf(rsvp)))
        throw new HttpError(409, 'Not enough seats left: raise the capacity first.');
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
    if (rsvp.status === 'registered' && status !== 'registered')
      for (const promoted of await promoteWaitlist(tx, event))
        if (promoted.id !== row.id) notices.push({ kind: 'promoted', event, rsvp: promoted });
    if (notify && notices.length > 0) await notify(tx, notices);
    await recordAudit(tx, {
      actor,
      action: 'rsvp.update',
      target: slug,
      details: { rsvp: rsvp.id, ...patch },
    });
    return toAdminRsvp({ ...row });
  });
}
