import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { eventRsvps, events } from '../../shared/schema';
import type { BackgroundJob } from '../jobs/job';
import { eventMessages } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reminder 24 hours before an event (CONTRACT section 14), to everyone registered. An event is
 * claimed with FOR UPDATE SKIP LOCKED and marked with the start it was reminded for in the same
 * transaction as its messages, so several instances running this at once send each reminder once;
 * an event moved to a new time gets one reminder for the new time.
 */
export const eventReminders: BackgroundJob = {
  name: 'event-reminders',
  everyMs: 60_000,
  async run({ database: { db }, signal }, now) {
    const notify = eventMessages();
    while (!signal.aborted) {
      const claimed = await db.transaction(async (tx) => {
        const [event] = await tx
          .select()
          .from(events)
          .where(
            and(
              eq(events.status, 'published'),
              gt(events.startsAt, now),
              lte(events.startsAt, new Date(now.getTime() + DAY_MS)),
              or(isNull(events.remindedFor), ne(events.remindedFor, events.startsAt)),
            ),
          )
          .orderBy(events.startsAt)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!event) return false;
        const people = await tx
          .select()
          .from(eventRsvps)
          .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.status, 'registered')));
        await notify(
          tx,
          people.map((rsvp) => ({ kind: 'reminder', event, rsvp })),
        );
        await tx
          .update(events)
          .set({ remindedFor: sql`${events.startsAt}` })
          .where(eq(events.id, event.id));
        return true;
      });
      if (!claimed) return;
    }
  },
};
