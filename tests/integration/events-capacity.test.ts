import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { rsvpSchema } from '../../shared/schemas/events';
import { rsvpToEvent } from '../../server/services/event-rsvps';
import { insertEvent, rsvpBody } from '../helpers/events';
import { useTestApp } from '../helpers/test-app';

// CONTRACT section 14: "Under any number of concurrent RSVPs, registered seats never exceed
// capacity". 100 RSVPs at once against 10 seats, over HTTP; and a control run of the same RSVPs
// without the row lock, every one made to count the seats before any writes, which must overbook:
// proof that the check below can see an overbooking when there is one.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });

const CAPACITY = 10;
const PEOPLE = 100;

async function seats(eventId: string) {
  const { rows } = await ctx.database.raw.query(
    `SELECT status, count(*)::int AS n, coalesce(sum(1 + guests), 0)::int AS seats
       FROM event_rsvps WHERE event_id = $1 GROUP BY status`,
    [eventId],
  );
  const of = (status: string) => rows.find((r) => r.status === status) ?? { n: 0, seats: 0 };
  return { registeredSeats: Number(of('registered').seats), waitlisted: Number(of('waitlisted').n) };
}

/** A barrier for `parties`: each waits until all have arrived. */
function barrier(parties: number) {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    arrived += 1;
    if (arrived === parties) release();
    await all;
  };
}

describe('capacity under concurrent RSVPs', () => {
  it(`registers at most ${CAPACITY} seats when ${PEOPLE} people RSVP at once`, async () => {
    const event = await insertEvent(ctx.db, { capacity: CAPACITY });
    // Guests vary, so seats and people differ: 1 to 3 seats each.
    const answers = await Promise.all(
      Array.from({ length: PEOPLE }, (_, i) =>
        request(ctx.app)
          .post(`/api/events/${event.slug}/rsvps`)
          .send(rsvpBody(`person${i}@example.org`, { guests: i % 3 })),
      ),
    );
    expect(answers.map((a) => a.status).every((s) => s === 201)).toBe(true);
    const { registeredSeats, waitlisted } = await seats(event.id);
    expect(registeredSeats).toBeLessThanOrEqual(CAPACITY);
    expect(registeredSeats).toBeGreaterThanOrEqual(CAPACITY - 2);
    const registeredAnswers = answers.filter((a) => a.body.status === 'registered').length;
    expect(registeredAnswers + waitlisted).toBe(PEOPLE);
  }, 120_000);

  it('control: without the row lock, the same RSVPs overbook, and the check above catches it', async () => {
    const event = await insertEvent(ctx.db, { capacity: CAPACITY });
    const everyoneCounted = barrier(PEOPLE);
    await Promise.all(
      Array.from({ length: PEOPLE }, (_, i) =>
        rsvpToEvent(ctx.db, event.slug, rsvpSchema.parse(rsvpBody(`person${i}@example.org`)), {
          unsafe: { seatLock: 'none', beforeSeatWrite: everyoneCounted },
        }),
      ),
    );
    const { registeredSeats } = await seats(event.id);
    expect(registeredSeats).toBeGreaterThan(CAPACITY);
    expect(() => expect(registeredSeats).toBeLessThanOrEqual(CAPACITY)).toThrow();
  }, 120_000);
});
