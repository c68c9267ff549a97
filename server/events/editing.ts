import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AdminEvent, RsvpCounts } from '../../shared/event-types';
import { eventRsvps, events, type EventRow } from '../../shared/schema';
import type { EventInputParsed } from '../../shared/schemas/events';
import { publicDataChanged } from '../cache/public-caches';
import type { Db } from '../db/client';
import type { EventNotice, NoticeSink } from './notices';
import { renderMarkdown } from '../web/markdown';
import { recordAudit, type AuditAction } from '../accounts';
import { withUniqueSlug } from '../db/slugs';
import { toAdminEvent } from './views';
import { promoteWaitlist } from './seats';

// Every write to events goes through this module: its audit row, the notices a change owes the
// people who RSVPed, and clearing this instance's public caches once it is committed.

const countsColumns = {
  registered: sql<number>`count(*) FILTER (WHERE ${eventRsvps.status} = 'registered')::int`,
  waitlisted: sql<number>`count(*) FILTER (WHERE ${eventRsvps.status} = 'waitlisted')::int`,
  cancelled: sql<number>`count(*) FILTER (WHERE ${eventRsvps.status} = 'cancelled')::int`,
  guests: sql<number>`coalesce(sum(${eventRsvps.guests}) FILTER (WHERE ${eventRsvps.status} = 'registered'), 0)::int`,
  seats: sql<number>`coalesce(sum(1 + ${eventRsvps.guests}) FILTER (WHERE ${eventRsvps.status} = 'registered'), 0)::int`,
  attended: sql<number>`count(*) FILTER (WHERE ${eventRsvps.attended} AND ${eventRsvps.status} = 'registered')::int`,
};
const NO_RSVPS: RsvpCounts = { registered: 0, waitlisted: 0, cancelled: 0, guests: 0, seats: 0, attended: 0 };

async function countsByEvent(db: Db, eventIds: string[]): Promise<Map<string, RsvpCounts>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: eventRsvps.eventId, ...countsColumns })
    .from(eventRsvps)
    .where(sql`${eventRsvps.eventId} IN ${eventIds}`)
    .groupBy(eventRsvps.eventId);
  return new Map(rows.map(({ eventId, ...counts }) => [eventId, counts]));
}

async function withCounts(db: Db, rows: EventRow[]): Promise<AdminEvent[]> {
  const counts = await countsByEvent(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminEvent(row, counts.get(row.id) ?? NO_RSVPS));
}

/** `upcoming`: not yet ended, soonest first; `past`: newest first; neither: every event. */
export async function listAdminEvents(db: Db, when?: 'upcoming' | 'past', now = new Date()) {
  const rows = await db
    .select()
    .from(events)
    .where(
      when === 'upcoming' ? gt(events.endsAt, now) : when === 'past' ? lte(events.endsAt, now) : undefined,
    )
    .orderBy(when === 'past' ? desc(events.startsAt) : asc(events.startsAt));
  return withCounts(db, rows);
}

export async function findAdminEvent(db: Db, slug: string): Promise<AdminEvent | undefined> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
  return row && (await withCounts(db, [row]))[0];
}

function columnsOf(input: EventInputParsed, timeZone: string) {
  return {
    title: input.title,
    summary: input.summary,
    description: input.description,
    descriptionHtml: renderMarkdown(input.description),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    timeZone,
    locationKind: input.location.kind,
    venue: input.location.venue || null,
    address: input.location.address || null,
    onlineUrl: input.location.kind === 'online' ? input.onlineUrl : null,
    capacity: input.capacity,
    featuredImage: input.featuredImage,
    status: input.status,
  };
}

export async function createEvent(
  db: Db,
  input: EventInputParsed,
  timeZone: string,
  actor: string,
): Promise<AdminEvent> {
  return withUniqueSlug(db, events, input.title, 'event', async (slug) => {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(events)
        .values({ ...columnsOf(input, timeZone), slug })
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'event.create',
        target: slug,
        details: { status: created.status },
      });
      return created;
    });
    publicDataChanged(db);
    return toAdminEvent(row, NO_RSVPS);
  });
}

const placeOf = (e: EventRow) =>
  [e.locationKind, e.venue ?? '', e.address ?? '', e.onlineUrl ?? ''].join('\n');

/** Who must hear of a change: the notice kind, or undefined when people need not be told. */
function changeNotice(before: EventRow, after: EventRow): 'changed' | 'cancelled' | undefined {
  if (before.status === 'draft') return undefined;
  if (after.status === 'cancelled' && before.status !== 'cancelled') return 'cancelled';
  if (after.status !== 'published') return undefined;
  const moved =
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.timeZone !== after.timeZone ||
    placeOf(before) !== placeOf(after);
  return moved ? 'changed' : undefined;
}

function auditAction(before: EventRow, after: EventRow): AuditAction {
  if (before.status === after.status) return 'event.update';
  if (after.status === 'published') return 'event.publish';
  return after.status === 'cancelled' ? 'event.cancel' : 'event.unpublish';
}

/**
 * Saves an edited event (the slug never changes). Under the event's row lock: a larger capacity
 * registers waitlisted RSVPs that now fit, and a new time or place, or a cancellation, is told to
 * everyone registered or waitlisted, in the same transaction.
 */
export async function updateEvent(
  db: Db,
  slug: string,
  input: EventInputParsed,
  timeZone: string,
  actor: string,
  notify?: NoticeSink,
): Promise<AdminEvent | undefined> {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.slug, slug)).limit(1).for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(events)
      .set({ ...columnsOf(input, timeZone), updatedAt: sql`now()` })
      .where(eq(events.id, before.id))
      .returning();
    const notices: EventNotice[] = [];
    const kind = changeNotice(before, after);
    if (kind) {
      const people = await tx
        .select()
        .from(eventRsvps)
        .where(
          and(eq(eventRsvps.eventId, after.id), sql`${eventRsvps.status} IN ('registered', 'waitlisted')`),
        );
      for (const rsvp of people) notices.push({ kind, event: after, rsvp });
    }
    if (after.status === 'published')
      for (const rsvp of await promoteWaitlist(tx, after))
        notices.push({ kind: 'promoted', event: after, rsvp });
    if (notify && notices.length > 0) await notify(tx, notices);
    await recordAudit(tx, {
      actor,
      action: auditAction(before, after),
      target: slug,
      details: kind ? { notified: notices.length, change: kind } : undefined,
    });
    return after;
  });
  if (!saved) return undefined;
  publicDataChanged(db);
  return findAdminEvent(db, saved.slug);
}

/** Deletes an event and its RSVPs for good; false when the slug names none. */
export async function deleteEvent(db: Db, slug: string, actor: string): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(events).where(eq(events.slug, slug)).returning({ title: events.title });
    if (row)
      await recordAudit(tx, { actor, action: 'event.delete', target: slug, details: { title: row.title } });
    return Boolean(row);
  });
  if (deleted) publicDataChanged(db);
  return deleted;
}
