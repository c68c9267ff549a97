import { and, eq, sql } from 'drizzle-orm';
import { eventRsvps, events, type EventRow, type EventRsvpRow } from '../../shared/schema';
import type { RsvpParsed } from '../../shared/schemas/events';
import { emptyToNull } from '../../shared/schemas/fields';
import type { RsvpStatus } from '../../shared/event-types';
import type { Db } from '../db/client';
import type { EventNotice, NoticeSink } from './notices';
import { newRsvpSecret, parseRsvpToken, secretMatches } from './rsvp-token';
import { HttpError, notFound } from '../http/errors';
import { takeMailAllowance } from '../mail';
import { fits, promoteWaitlist, seatsTaken } from './seats';

// RSVPs from the public form, and the view and cancel of their links (changes: rsvp-changes.ts).
// Every seat decision runs under the event's row lock (SELECT ... FOR UPDATE), so any number of
// concurrent RSVPs never register more seats than the capacity: the count and the write of one
// RSVP happen before the next RSVP may count.

export const eventNotFound = () => notFound('Event not found');

/** Why an RSVP is refused for an event that exists (409, CONTRACT section 14). */
export function refusal(event: EventRow, now: Date): HttpError | undefined {
  if (event.status === 'cancelled') return new HttpError(409, 'This event has been cancelled.');
  if (event.endsAt <= now) return new HttpError(409, 'This event has already taken place.');
  return undefined;
}

export interface RsvpOutcome {
  status: RsvpStatus;
}

export interface RsvpOptions {
  notify?: NoticeSink;
  now?: Date;
  /**
   * For the concurrency tests only: `beforeSeatWrite` runs between the count and the write, so a
   * test can hold each RSVP there while others try to count. 'row' keeps the transaction and the
   * row lock (what keeps the seats right between instances); 'none' counts and writes without
   * either (the read-then-write this module exists to avoid), for the control run.
   */
  unsafe?: { seatLock: 'row' | 'none'; beforeSeatWrite: () => Promise<void> };
}

/** Locks the event row for the rest of the transaction; drafts are as unknown as missing slugs. */
async function lockEvent(tx: Db, slug: string, lock = true): Promise<EventRow> {
  const query = tx.select().from(events).where(eq(events.slug, slug)).limit(1);
  const [event] = lock ? await query.for('update') : await query;
  if (!event || event.status === 'draft') throw eventNotFound();
  return event;
}

export async function rsvpToEvent(
  db: Db,
  slug: string,
  input: RsvpParsed,
  { notify, now = new Date(), unsafe }: RsvpOptions = {},
): Promise<RsvpOutcome> {
  const work = async (tx: Db) => {
    const event = await lockEvent(tx, slug, unsafe?.seatLock !== 'none');
    const refused = refusal(event, now);
    if (refused) throw refused;
    const notices: EventNotice[] = [];
    const outcome = await placeRsvp(tx, event, input, notices, unsafe?.beforeSeatWrite);
    if (notify && notices.length > 0) await notify(tx, notices);
    return outcome;
  };
  return unsafe?.seatLock === 'none' ? work(db) : db.transaction(work);
}

/**
 * A new RSVP takes a seat or a place at the end of the waitlist. The same address again for the
 * same event changes nothing (CONTRACT section 14): a stranger who knows someone's address must
 * neither rewrite their RSVP nor learn whether they come, so the answer is the one a newcomer with
 * these seats would get at this moment, and the address is sent its own RSVP link instead.
 */
async function placeRsvp(
  tx: Db,
  event: EventRow,
  input: RsvpParsed,
  notices: EventNotice[],
  beforeSeatWrite?: () => Promise<void>,
): Promise<RsvpOutcome> {
  const [existing] = await tx
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.email, input.email)))
    .limit(1);
  const status = fits(event, await seatsTaken(tx, event.id), 1 + input.guests) ? 'registered' : 'waitlisted';
  if (existing) {
    if (await mayMail(tx, 'rsvp-link', event, input.email))
      notices.push({ kind: 'link', event, rsvp: existing });
    return { status };
  }
  await beforeSeatWrite?.();
  const [rsvp] = await tx
    .insert(eventRsvps)
    .values({
      eventId: event.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: emptyToNull(input.phone),
      guests: input.guests,
      status,
      secret: newRsvpSecret(),
      attribution: input.attribution,
    })
    .returning();
  if (await mayMail(tx, 'rsvp', event, input.email)) notices.push({ kind: status, event, rsvp });
  return { status };
}

// What the public form makes the site send one mailbox about one event: one confirmation and one
// link reminder per 10 minutes, however many `+tag` variants a stranger enters (CONTRACT section 11).
const RSVP_MAIL_EVERY_MS = 10 * 60 * 1000;
const mayMail = (tx: Db, kind: 'rsvp' | 'rsvp-link', event: EventRow, email: string) =>
  takeMailAllowance(tx, `${kind}:${event.id}`, email, RSVP_MAIL_EVERY_MS, new Date());

const invalidLink = () => new HttpError(400, 'This RSVP link is invalid.');

/** The RSVP a link names, or a 400 for a changed or unknown token. */
export async function rsvpOfToken(tx: Db, token: string): Promise<EventRsvpRow> {
  const parsed = parseRsvpToken(token);
  if (!parsed) throw invalidLink();
  const [rsvp] = await tx.select().from(eventRsvps).where(eq(eventRsvps.id, parsed.id)).limit(1);
  if (!rsvp || !secretMatches(rsvp.secret, parsed.secret)) throw invalidLink();
  return rsvp;
}

/** What the RSVP's page shows its holder: the event and the RSVP, never the address. */
export async function viewRsvpLink(db: Db, token: string) {
  const rsvp = await rsvpOfToken(db, token);
  const [event] = await db.select().from(events).where(eq(events.id, rsvp.eventId)).limit(1);
  return {
    status: rsvp.status,
    firstName: rsvp.firstName,
    lastName: rsvp.lastName,
    phone: rsvp.phone,
    guests: rsvp.guests,
    event: {
      slug: event.slug,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      timeZone: event.timeZone,
    },
  };
}

/**
 * Cancels the RSVP a link names (again: nothing changes), confirms it to the person, and gives its
 * seats to the first waitlisted RSVPs that now fit, telling them.
 */
export async function cancelRsvpByToken(db: Db, token: string, notify?: NoticeSink) {
  return db.transaction(async (tx) => {
    const found = await rsvpOfToken(tx, token);
    const [event] = await tx.select().from(events).where(eq(events.id, found.eventId)).for('update');
    const [rsvp] = await tx.select().from(eventRsvps).where(eq(eventRsvps.id, found.id)).limit(1);
    if (rsvp.status === 'cancelled') return { status: 'cancelled' as const };
    await tx
      .update(eventRsvps)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(eq(eventRsvps.id, rsvp.id));
    const promoted = await promoteWaitlist(tx, event);
    const notices: EventNotice[] = [
      { kind: 'withdrawn', event, rsvp: { ...rsvp, status: 'cancelled' } },
      ...promoted.map((r): EventNotice => ({ kind: 'promoted', event, rsvp: r })),
    ];
    if (notify) await notify(tx, notices);
    return { status: 'cancelled' as const };
  });
}
