import { ANSWERS_ELEMENT_ID, type EmbeddedAnswers } from '../../shared/embedded-answers';
import { eventRsvps, events } from '../../shared/schema';
import { slugify } from '../../shared/slug';
import type { Db } from '../../server/db/client';
import { newRsvpSecret, rsvpToken } from '../../server/events/rsvp-token';

// Small factories for event tests: rows written directly, as other tests' factories do.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface EventFactoryInput {
  title?: string;
  startsAt?: Date;
  endsAt?: Date;
  timeZone?: string;
  status?: 'draft' | 'published' | 'cancelled';
  capacity?: number | null;
  online?: boolean;
  summary?: string;
  onlineUrl?: string;
}

export const ONLINE_URL = 'https://meet.example.org/secret-room-4815';

/** A published in-person event a week from now, two hours long, unless told otherwise. */
export async function insertEvent(db: Db, input: EventFactoryInput = {}) {
  // Whole minutes, as the editor sets them and calendar files write them.
  const startsAt = input.startsAt ?? new Date(Math.floor((Date.now() + 7 * DAY) / 60_000) * 60_000);
  const title = input.title ?? 'Town Hall with Delegates';
  const [row] = await db
    .insert(events)
    .values({
      slug: slugify(title),
      title,
      summary: input.summary ?? 'Questions and answers with the candidate.',
      description: 'Come **early**.',
      descriptionHtml: '<p>Come <strong>early</strong>.</p>',
      startsAt,
      endsAt: input.endsAt ?? new Date(startsAt.getTime() + 2 * HOUR),
      timeZone: input.timeZone ?? 'America/Chicago',
      locationKind: input.online ? 'online' : 'in-person',
      venue: input.online ? null : 'Union Hall',
      address: input.online ? null : '123 Main St, Springfield, IL',
      onlineUrl: input.online ? (input.onlineUrl ?? ONLINE_URL) : null,
      capacity: input.capacity === undefined ? 10 : input.capacity,
      status: input.status ?? 'published',
    })
    .returning();
  return row;
}

export async function insertRsvp(
  db: Db,
  eventId: string,
  input: {
    email: string;
    guests?: number;
    status?: 'registered' | 'waitlisted' | 'cancelled';
    firstName?: string;
  },
) {
  const [row] = await db
    .insert(eventRsvps)
    .values({
      eventId,
      firstName: input.firstName ?? 'Pat',
      lastName: 'Member',
      email: input.email,
      guests: input.guests ?? 0,
      status: input.status ?? 'registered',
      secret: newRsvpSecret(),
    })
    .returning();
  return { ...row, token: rsvpToken(row) };
}

export const rsvpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Lopez',
  email,
  guests: 0,
  website: '',
  ...extra,
});

export { DAY, HOUR };

/** The API answers block of a page's first HTML (server/site/answers-block.ts), if it has one. */
export function embeddedAnswers(html: string): EmbeddedAnswers | undefined {
  const m = new RegExp(`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  );
  return m ? (JSON.parse(m[1]) as EmbeddedAnswers) : undefined;
}
