import { eq, sql } from 'drizzle-orm';
import type { DelegateActivityItem } from '../../shared/delegates';
import { eventRsvps, events } from '../../shared/schema';
import type { Db } from '../db/client';

/** The address's RSVPs, with their status and attendance (CONTRACT section 15's site activity). */
export async function rsvpActivity(db: Db, email: string): Promise<DelegateActivityItem[]> {
  const rows = await db
    .select({
      at: eventRsvps.createdAt,
      status: eventRsvps.status,
      attended: eventRsvps.attended,
      title: events.title,
      slug: events.slug,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(sql`lower(${eventRsvps.email}) = ${email.trim().toLowerCase()}`);
  return rows.map((r) => ({
    kind: 'rsvp',
    at: r.at.toISOString(),
    summary: `RSVP to ${r.title}: ${r.status}${r.attended ? ', attended' : ''}`,
    link: `/admin/events/${encodeURIComponent(r.slug)}/rsvps`,
  }));
}
