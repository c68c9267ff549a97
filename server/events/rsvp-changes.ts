import { eq, sql } from 'drizzle-orm';
import { eventRsvps, events, type EventRow, type EventRsvpRow } from '../../shared/schema';
import type { RsvpChange } from '../../shared/schemas/events';
import { emptyToNull } from '../../shared/schemas/fields';
import type { RsvpStatus } from '../../shared/event-types';
import type { Db } from '../db/client';
import type { EventNotice, NoticeSink } from './notices';
import { HttpError } from '../http/errors';
import { refusal, rsvpOfToken } from './rsvps';
import { fits, nextQueuePlace, promoteWaitlist, seatsOf, seatsTaken } from './seats';

// What the RSVP's own link may do besides cancelling (CONTRACT section 14): change names, phone
// and guests, or come after all once cancelled. The link is the credential; the public form never
// changes an existing RSVP (rsvps.ts). Under the event's row lock, as every seat decision.

export const notEnoughSeats = (guests: number, what = 'registration') =>
  new HttpError(
    409,
    `There are not enough seats left for ${guests} guest${guests === 1 ? '' : 's'}. Your ${what} is unchanged.`,
  );

/** The RSVP a token names, its event locked for the rest of the transaction. */
async function lockedByToken(tx: Db, token: string): Promise<{ event: EventRow; rsvp: EventRsvpRow }> {
  const found = await rsvpOfToken(tx, token);
  const [event] = await tx.select().from(events).where(eq(events.id, found.eventId)).for('update');
  const [rsvp] = await tx.select().from(eventRsvps).where(eq(eventRsvps.id, found.id)).limit(1);
  const refused = refusal(event, new Date());
  if (refused) throw refused;
  return { event, rsvp };
}

/** Seats freed by a change go to the waitlist first, and those moved up are told. */
async function fillFreedSeats(tx: Db, event: EventRow, notify?: NoticeSink): Promise<EventRsvpRow[]> {
  const promoted = await promoteWaitlist(tx, event);
  const notices: EventNotice[] = promoted.map((rsvp) => ({ kind: 'promoted', event, rsvp }));
  if (notify && notices.length > 0) await notify(tx, notices);
  return promoted;
}

/**
 * PATCH /api/events/rsvp: fields left out stay as they are. More guests than the seats left is a
 * 409 and changes nothing; fewer guests give their seats to the waitlist at once.
 */
export async function changeRsvpByToken(
  db: Db,
  change: RsvpChange,
  notify?: NoticeSink,
): Promise<{ status: RsvpStatus }> {
  return db.transaction(async (tx) => {
    const { event, rsvp } = await lockedByToken(tx, change.token);
    if (rsvp.status === 'cancelled')
      throw new HttpError(409, 'This RSVP is cancelled. Choose "RSVP again" to come after all.');
    const guests = change.guests ?? rsvp.guests;
    const more = guests > rsvp.guests;
    if (
      rsvp.status === 'registered' &&
      more &&
      !fits(event, await seatsTaken(tx, event.id, rsvp.id), 1 + guests)
    )
      throw notEnoughSeats(guests);
    await tx
      .update(eventRsvps)
      .set({
        firstName: change.firstName ?? rsvp.firstName,
        lastName: change.lastName ?? rsvp.lastName,
        phone: change.phone === undefined ? rsvp.phone : emptyToNull(change.phone),
        guests,
        updatedAt: sql`now()`,
      })
      .where(eq(eventRsvps.id, rsvp.id));
    const promoted = await fillFreedSeats(tx, event, notify);
    return { status: promoted.some((r) => r.id === rsvp.id) ? 'registered' : rsvp.status };
  });
}

/**
 * A cancelled RSVP's holder comes after all: a seat if one is free, else the end of the waitlist,
 * as a new RSVP would. Any other status answers as it is.
 */
export async function rejoinRsvpByToken(
  db: Db,
  token: string,
  notify?: NoticeSink,
): Promise<{ status: RsvpStatus }> {
  return db.transaction(async (tx) => {
    const { event, rsvp } = await lockedByToken(tx, token);
    if (rsvp.status !== 'cancelled') return { status: rsvp.status };
    const status = fits(event, await seatsTaken(tx, event.id), seatsOf(rsvp)) ? 'registered' : 'waitlisted';
    const [row] = await tx
      .update(eventRsvps)
      .set({ status, attended: false, queuedSeq: nextQueuePlace, updatedAt: sql`now()` })
      .where(eq(eventRsvps.id, rsvp.id))
      .returning();
    if (notify) await notify(tx, [{ kind: status, event, rsvp: row }]);
    return { status };
  });
}
