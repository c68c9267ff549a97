import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { rsvpSchema } from '../../../shared/schemas/events';
import { rsvpToEvent } from '../../../server/events/rsvps';
import { insertEvent, rsvpBody } from '../../helpers/events';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 14: "Under any number of concurrent RSVPs, registered seats never exceed
// capacity". 100 RSVPs at once against 10 seats, over HTTP; and a control run of the same RSVPs
// without the row lock, every one made to count the seats before any writes, which must overbook:
// proof that the check below can see an overbooking when there is one.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });

const CAPACITY = 10;
const PEOPLE = 100;
// Straight to the service: no more at once than the pool has connections (20), so none waits for one.
const DIRECT = 20;
const LINGER_MS = 20;

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
    // Every one answered 201 (registered or waitlisted); any other answer is listed with its body.
    expect(
      answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${JSON.stringify(a.body)}`),
    ).toEqual([]);
    const { registeredSeats, waitlisted } = await seats(event.id);
    expect(registeredSeats).toBeLessThanOrEqual(CAPACITY);
    expect(registeredSeats).toBeGreaterThanOrEqual(CAPACITY - 2);
    const registeredAnswers = answers.filter((a) => a.body.status === 'registered').length;
    expect(registeredAnswers + waitlisted).toBe(PEOPLE);
  }, 120_000);

  // Over HTTP one instance lets an event's RSVPs at its row lock one at a time (server/db/in-turn.ts);
  // between instances only the lock orders them. Here the RSVPs go straight to the service, as from
  // as many instances, each lingering between its count and its write while the others try to count.
  const direct = (eventSlug: string, seatLock: 'row' | 'none') =>
    Promise.all(
      Array.from({ length: DIRECT }, (_, i) =>
        rsvpToEvent(ctx.db, eventSlug, rsvpSchema.parse(rsvpBody(`direct${i}@example.org`)), {
          unsafe: { seatLock, beforeSeatWrite: () => sleep(LINGER_MS) },
        }),
      ),
    );

  it(`the row lock alone keeps ${DIRECT} RSVPs at once, from as many instances, within the capacity`, async () => {
    const event = await insertEvent(ctx.db, { capacity: CAPACITY });
    const outcomes = await direct(event.slug, 'row');
    expect((await seats(event.id)).registeredSeats).toBe(CAPACITY);
    expect(outcomes.filter((o) => o.status === 'waitlisted')).toHaveLength(DIRECT - CAPACITY);
  }, 120_000);

  it('control: the same RSVPs without the row lock overbook', async () => {
    const event = await insertEvent(ctx.db, { capacity: CAPACITY });
    await direct(event.slug, 'none');
    expect((await seats(event.id)).registeredSeats).toBeGreaterThan(CAPACITY);
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
