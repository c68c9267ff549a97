import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/database';
import { DAY, HOUR, ONLINE_URL, insertEvent, insertRsvp, rsvpBody } from '../../helpers/events';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 14, public API. The per-IP limit has its own test below with its own app.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });

const rsvp = (slug: string, body: object) => request(ctx.app).post(`/api/events/${slug}/rsvps`).send(body);

async function rsvpRows() {
  const { rows } = await ctx.database.raw.query(
    'SELECT email, status, guests, first_name FROM event_rsvps ORDER BY queued_seq',
  );
  return rows;
}

describe('GET /api/events', () => {
  it('lists upcoming published events soonest first, with seats, and never drafts', async () => {
    const later = await insertEvent(ctx.db, {
      title: 'Caucus Meeting',
      startsAt: new Date(Date.now() + 9 * DAY),
    });
    const sooner = await insertEvent(ctx.db, {
      title: 'Town Hall',
      startsAt: new Date(Date.now() + 2 * DAY),
    });
    await insertEvent(ctx.db, { title: 'Draft Planning', status: 'draft' });
    await insertEvent(ctx.db, { title: 'Last Year', startsAt: new Date(Date.now() - 30 * DAY) });
    await insertRsvp(ctx.db, sooner.id, { email: 'a@example.org', guests: 2 });
    await insertRsvp(ctx.db, sooner.id, { email: 'b@example.org', status: 'waitlisted' });

    const res = await request(ctx.app).get('/api/events');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { slug: string }) => e.slug)).toEqual([sooner.slug, later.slug]);
    expect(res.body[0]).toEqual({
      slug: 'town-hall',
      title: 'Town Hall',
      summary: 'Questions and answers with the candidate.',
      startsAt: sooner.startsAt.toISOString(),
      endsAt: sooner.endsAt.toISOString(),
      timeZone: 'America/Chicago',
      location: { kind: 'in-person', venue: 'Union Hall', address: '123 Main St, Springfield, IL' },
      capacity: 10,
      registered: 3,
      full: false,
      status: 'scheduled',
    });
  });

  it('lists past events newest first, caps limit at 50 and refuses a malformed one', async () => {
    await insertEvent(ctx.db, { title: 'Old One', startsAt: new Date(Date.now() - 60 * DAY) });
    await insertEvent(ctx.db, { title: 'Recent One', startsAt: new Date(Date.now() - 3 * DAY) });
    const past = await request(ctx.app).get('/api/events?when=past&limit=500');
    expect(past.body.map((e: { slug: string }) => e.slug)).toEqual(['recent-one', 'old-one']);
    expect((await request(ctx.app).get('/api/events?limit=abc')).status).toBe(400);
    expect((await request(ctx.app).get('/api/events?when=someday')).status).toBe(400);
  });

  it('shows a cancelled event as cancelled', async () => {
    await insertEvent(ctx.db, { title: 'Called Off', status: 'cancelled' });
    const res = await request(ctx.app).get('/api/events');
    expect(res.body[0].status).toBe('cancelled');
  });
});

describe('GET /api/events/:slug', () => {
  it('answers the event with its sanitized description and never the online link', async () => {
    await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true });
    const res = await request(ctx.app).get('/api/events/tele-town-hall');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'tele-town-hall',
      location: { kind: 'online' },
      description: '<p>Come <strong>early</strong>.</p>',
      featuredImage: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('meet.example.org');
    expect(JSON.stringify((await request(ctx.app).get('/api/events')).body)).not.toContain(ONLINE_URL);
  });

  it('answers 404 "Event not found" for unknown and draft slugs', async () => {
    await insertEvent(ctx.db, { title: 'Secret Draft', status: 'draft' });
    for (const slug of ['nope', 'secret-draft']) {
      const res = await request(ctx.app).get(`/api/events/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Event not found' });
    }
  });
});

describe('POST /api/events/:slug/rsvps', () => {
  it('registers while seats last (1 + guests each), then waitlists, in order', async () => {
    const event = await insertEvent(ctx.db, { capacity: 4 });
    expect((await rsvp(event.slug, rsvpBody('one@example.org', { guests: 2 }))).body).toEqual({
      status: 'registered',
    });
    const second = await rsvp(event.slug, rsvpBody('two@example.org', { guests: 1 }));
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ status: 'waitlisted' });
    expect((await rsvp(event.slug, rsvpBody('three@example.org'))).body).toEqual({ status: 'registered' });
    expect((await rsvp(event.slug, rsvpBody('four@example.org'))).body).toEqual({ status: 'waitlisted' });
    expect((await rsvpRows()).map((r) => [r.email, r.status])).toEqual([
      ['one@example.org', 'registered'],
      ['two@example.org', 'waitlisted'],
      ['three@example.org', 'registered'],
      ['four@example.org', 'waitlisted'],
    ]);
    const listed = await request(ctx.app).get(`/api/events/${event.slug}`);
    expect(listed.body).toMatchObject({ registered: 4, full: true });
  });

  it('has no limit when capacity is null', async () => {
    const event = await insertEvent(ctx.db, { capacity: null });
    for (let i = 0; i < 5; i += 1)
      expect((await rsvp(event.slug, rsvpBody(`p${i}@example.org`, { guests: 4 }))).body.status).toBe(
        'registered',
      );
  });

  // CONTRACT section 14 (issue 34): the same address again changes nothing and answers as a
  // newcomer would; changes go through the RSVP's link (PATCH /api/events/rsvp).
  it('answers 201 for the same address again and changes nothing; the link changes names, phone and guests', async () => {
    const event = await insertEvent(ctx.db);
    expect((await rsvp(event.slug, rsvpBody('Same@Example.org'))).status).toBe(201);
    const again = await rsvp(
      event.slug,
      rsvpBody(' same@example.org ', { firstName: 'Danielle', guests: 3, phone: '555-0100' }),
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ status: 'registered' });
    expect(await rsvpRows()).toEqual([
      { email: 'same@example.org', status: 'registered', guests: 0, first_name: 'Dana' },
    ]);
    const { rows } = await ctx.database.raw.query('SELECT id, secret FROM event_rsvps');
    const changed = await request(ctx.app)
      .patch('/api/events/rsvp')
      .send({
        token: `${rows[0].id}.${rows[0].secret}`,
        firstName: 'Danielle',
        guests: 3,
        phone: '555-0100',
      });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ status: 'registered' });
    expect(await rsvpRows()).toEqual([
      { email: 'same@example.org', status: 'registered', guests: 3, first_name: 'Danielle' },
    ]);
  });

  it('refuses more guests than the seats left, keeping the registration as it was', async () => {
    const event = await insertEvent(ctx.db, { capacity: 3 });
    await insertRsvp(ctx.db, event.id, { email: 'other@example.org', guests: 1 });
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org' });
    const res = await request(ctx.app).patch('/api/events/rsvp').send({ token: mine.token, guests: 2 });
    expect(res.status).toBe(409);
    expect((await rsvpRows()).find((r) => r.email === 'me@example.org')?.guests).toBe(0);
  });

  it('answers 409 with a message for past, cancelled and started-and-ended events; 404 for drafts', async () => {
    const past = await insertEvent(ctx.db, { title: 'Past', startsAt: new Date(Date.now() - 5 * HOUR) });
    const cancelled = await insertEvent(ctx.db, { title: 'Cancelled', status: 'cancelled' });
    const draft = await insertEvent(ctx.db, { title: 'Draft', status: 'draft' });
    const pastRes = await rsvp(past.slug, rsvpBody('x@example.org'));
    expect(pastRes.status).toBe(409);
    expect(pastRes.body).toEqual({ message: 'This event has already taken place.' });
    const cancelledRes = await rsvp(cancelled.slug, rsvpBody('x@example.org'));
    expect(cancelledRes.status).toBe(409);
    expect(cancelledRes.body).toEqual({ message: 'This event has been cancelled.' });
    expect((await rsvp(draft.slug, rsvpBody('x@example.org'))).status).toBe(404);
    expect((await rsvp('no-such-event', rsvpBody('x@example.org'))).status).toBe(404);
    expect(await countRows(ctx.database, 'event_rsvps')).toBe(0);
  });

  it.each([
    ['a filled honeypot', { website: 'http://spam.example' }, 'website', 'Invalid submission'],
    ['5 guests', { guests: 5 }, 'guests', 'Guests must be a whole number from 0 to 4'],
    ['-1 guests', { guests: -1 }, 'guests', 'Guests must be a whole number from 0 to 4'],
    ['a bad e-mail', { email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    ['a missing first name', { firstName: '  ' }, 'firstName', 'First name is required'],
    [
      'a 101-character last name',
      { lastName: 'x'.repeat(101) },
      'lastName',
      'Must be at most 100 characters',
    ],
    ['a 31-character phone', { phone: '5'.repeat(31) }, 'phone', 'Must be at most 30 characters'],
  ])('refuses %s with 400 on its path and stores nothing', async (_name, change, path, message) => {
    const event = await insertEvent(ctx.db);
    const res = await rsvp(event.slug, rsvpBody('ok@example.org', change));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path, message });
    expect(await countRows(ctx.database, 'event_rsvps')).toBe(0);
  });
});

describe('the RSVP form limit', () => {
  const limited = useTestApp();

  it('answers the 11th RSVP from one address within 15 minutes 429, storing nothing more', async () => {
    const event = await insertEvent(limited.db);
    for (let i = 0; i < 10; i += 1)
      expect(
        (
          await request(limited.app)
            .post(`/api/events/${event.slug}/rsvps`)
            .send(rsvpBody(`r${i}@example.org`))
        ).status,
      ).toBe(201);
    const eleventh = await request(limited.app)
      .post(`/api/events/${event.slug}/rsvps`)
      .send(rsvpBody('r10@example.org'));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/Too many submissions/);
    expect(await countRows(limited.database, 'event_rsvps')).toBe(10);
  });
});

describe('the cache of event reads', () => {
  const cachedApp = useTestApp({ PUBLIC_CACHE_TTL_MS: '5000', RATE_LIMIT_FORMS: '1000' });

  it('shows an RSVP in the seats at once on the instance that took it', async () => {
    const event = await insertEvent(cachedApp.db, { capacity: 5 });
    expect((await request(cachedApp.app).get(`/api/events/${event.slug}`)).body.registered).toBe(0);
    expect((await request(cachedApp.app).get('/api/events')).body[0].registered).toBe(0);
    await request(cachedApp.app)
      .post(`/api/events/${event.slug}/rsvps`)
      .send(rsvpBody('c@example.org', { guests: 1 }));
    expect((await request(cachedApp.app).get(`/api/events/${event.slug}`)).body.registered).toBe(2);
    expect((await request(cachedApp.app).get('/api/events')).body[0].registered).toBe(2);
  });
});
