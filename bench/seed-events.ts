import { eventRsvps, events } from '../shared/schema';
import type { Db } from '../server/db/client';
import { renderMarkdown } from '../server/web/markdown';
import { newRsvpSecret } from '../server/events/rsvp-token';

const DAY = 24 * 60 * 60 * 1000;
const DESCRIPTION = `Join the candidate and the team.\n\n- Questions from delegates\n- The two-front strategy\n- **What comes next**`;

/** Events the way a campaign season leaves them: upcoming and past, in person and online, with RSVPs. */
export async function seedEvents(db: Db, count = 12, rsvpsEach = 40): Promise<void> {
  const base = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  for (let i = 0; i < count; i += 1) {
    const online = i % 3 === 0;
    const startsAt = new Date(base + (i - 3) * 4 * DAY + 18 * 3_600_000);
    const [event] = await db
      .insert(events)
      .values({
        slug: `${online ? 'tele-town-hall' : 'town-hall'}-${i + 1}`,
        title: `${online ? 'Tele-Town Hall' : 'Town Hall'} ${i + 1}`,
        summary: 'Questions and answers with the candidate and the running mates.',
        description: DESCRIPTION,
        descriptionHtml: renderMarkdown(DESCRIPTION),
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
        timeZone: ['America/New_York', 'America/Chicago', 'America/Los_Angeles'][i % 3],
        locationKind: online ? 'online' : 'in-person',
        venue: online ? null : `Local ${100 + i} Union Hall`,
        address: online ? null : `${100 + i} Main St, Springfield`,
        onlineUrl: online ? 'https://meet.example.org/bench-room' : null,
        capacity: i % 2 === 0 ? 200 : null,
        status: 'published',
      })
      .returning({ id: events.id });
    await db.insert(eventRsvps).values(
      Array.from({ length: rsvpsEach }, (_, n) => ({
        eventId: event.id,
        firstName: 'Bench',
        lastName: `Member ${n}`,
        email: `bench-${i}-${n}@members.example.org`,
        guests: n % 3,
        status: 'registered' as const,
        secret: newRsvpSecret(),
      })),
    );
  }
}
