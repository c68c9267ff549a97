import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { insertEvent, insertRsvp, rsvpBody } from '../../helpers/events';
import { allOutbox } from '../../helpers/mail-jobs';
import { useTestApp } from '../../helpers/test-app';

// Issue 34, finding 5: lowering an RSVP's guests freed seats that went to the next newcomer, ahead
// of 95 waitlisted people. CONTRACT section 14: seats given up go to the waitlist first, whatever
// gives them up (the RSVP's own link, staff, a larger capacity, an erasure), and those moved up are
// told (an `event-promoted` message in the same transaction).
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);

const statuses = async () =>
  (await ctx.database.raw.query('SELECT email, status FROM event_rsvps ORDER BY queued_seq')).rows.map(
    (r) => `${r.email}:${r.status}`,
  );
const promotedTo = async () =>
  (await allOutbox(ctx)).filter((m) => m.kind === 'event-promoted').map((m) => m.toAddress);
const send = (method: 'patch' | 'post', url: string, body: object) =>
  admin.agent[method](url).set('X-CSRF-Token', admin.csrfToken).send(body);

/** A full event of 5 seats: a party of 4 and a single, then three people waiting. */
async function fullEvent() {
  const event = await insertEvent(ctx.db, { title: 'Caucus', capacity: 5 });
  const party = await insertRsvp(ctx.db, event.id, { email: 'party@example.org', guests: 3 });
  const single = await insertRsvp(ctx.db, event.id, { email: 'single@example.org' });
  for (const who of ['w1', 'w2', 'w3'])
    await insertRsvp(ctx.db, event.id, { email: `${who}@example.org`, status: 'waitlisted' });
  return { event, party, single };
}

describe('seats given up go to the waitlist first', () => {
  it('when an RSVP lowers its guests by its link, before any newcomer', async () => {
    const { event, party } = await fullEvent();
    const res = await request(ctx.app).patch('/api/events/rsvp').send({ token: party.token, guests: 1 });
    expect([res.status, res.body]).toEqual([200, { status: 'registered' }]);
    expect(await statuses()).toEqual([
      'party@example.org:registered',
      'single@example.org:registered',
      'w1@example.org:registered',
      'w2@example.org:registered',
      'w3@example.org:waitlisted',
    ]);
    expect(await promotedTo()).toEqual(['w1@example.org', 'w2@example.org']);
    const late = await request(ctx.app)
      .post(`/api/events/${event.slug}/rsvps`)
      .send(rsvpBody('new@example.org'));
    expect(late.body).toEqual({ status: 'waitlisted' });
  });

  it('when staff lower an RSVP’s guests', async () => {
    const { event, party } = await fullEvent();
    const res = await send('patch', `/api/admin/events/${event.slug}/rsvps/${party.id}`, { guests: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ guests: 0, status: 'registered' });
    expect(await promotedTo()).toEqual(['w1@example.org', 'w2@example.org', 'w3@example.org']);
  });

  it('when staff raise the capacity', async () => {
    const { event } = await fullEvent();
    const res = await send('patch', `/api/admin/events/${event.slug}`, {
      title: 'Caucus',
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      timeZone: event.timeZone,
      location: { kind: 'in-person', venue: 'Union Hall', address: '123 Main St, Springfield, IL' },
      capacity: 6,
      status: 'published',
    });
    expect(res.status).toBe(200);
    expect(await promotedTo()).toEqual(['w1@example.org']);
  });

  it('when staff cancel a registered RSVP', async () => {
    const { event, single } = await fullEvent();
    await send('patch', `/api/admin/events/${event.slug}/rsvps/${single.id}`, { status: 'cancelled' });
    expect(await promotedTo()).toEqual(['w1@example.org']);
  });

  it('when the RSVP is cancelled by its link', async () => {
    const { single } = await fullEvent();
    await request(ctx.app).post('/api/events/rsvp/cancel').send({ token: single.token });
    expect(await promotedTo()).toEqual(['w1@example.org']);
  });

  it('when a registered person is erased', async () => {
    await fullEvent();
    const res = await send('post', '/api/admin/erasure', {
      email: 'single@example.org',
      currentPassword: TEST_ADMIN.password,
    });
    expect(res.status).toBe(200);
    expect(await statuses()).toEqual([
      'party@example.org:registered',
      'w1@example.org:registered',
      'w2@example.org:waitlisted',
      'w3@example.org:waitlisted',
    ]);
    expect(await promotedTo()).toEqual(['w1@example.org']);
  });
});

// CONTRACT section 14: "A cancellation, by the link or by staff, is confirmed to the person by e-mail."
describe('a cancellation', () => {
  const withdrawnTo = async () =>
    (await allOutbox(ctx)).filter((m) => m.kind === 'event-withdrawn').map((m) => m.toAddress);

  it('is confirmed to the person by e-mail, by the link or by staff, once', async () => {
    const { event, party, single } = await fullEvent();
    await request(ctx.app).post('/api/events/rsvp/cancel').send({ token: single.token });
    await request(ctx.app).post('/api/events/rsvp/cancel').send({ token: single.token });
    await send('patch', `/api/admin/events/${event.slug}/rsvps/${party.id}`, { status: 'cancelled' });
    expect(await withdrawnTo()).toEqual(['single@example.org', 'party@example.org']);
  });
});
