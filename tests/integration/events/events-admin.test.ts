import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/database';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { DAY, HOUR, ONLINE_URL, insertEvent, insertRsvp } from '../../helpers/events';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 14, admin API: events, RSVP list, check-in, the waitlist, export and audit rows.
const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const start = new Date(Math.floor((Date.now() + 10 * DAY) / 60_000) * 60_000);
const valid = {
  title: 'Tele-Town Hall for Delegates',
  summary: 'Ask the candidate anything.',
  description: 'Bring **questions**.<script>alert(1)</script>',
  startsAt: start.toISOString(),
  endsAt: new Date(start.getTime() + HOUR).toISOString(),
  timeZone: 'America/Denver',
  location: { kind: 'online' },
  onlineUrl: ONLINE_URL,
  capacity: 50,
  status: 'published',
};

const post = (body: object) =>
  admin.agent.post('/api/admin/events').set('X-CSRF-Token', admin.csrfToken).send(body);
const patch = (slug: string, body: object) =>
  admin.agent.patch(`/api/admin/events/${slug}`).set('X-CSRF-Token', admin.csrfToken).send(body);
const audit = async () =>
  (await ctx.database.raw.query('SELECT action, target FROM audit_log ORDER BY id')).rows.map(
    (r) => `${r.action} ${r.target}`,
  );

describe('admin events', () => {
  it('creates an event with a slug from the title, sanitized description and an audit row', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'tele-town-hall-for-delegates',
      onlineUrl: ONLINE_URL,
      timeZone: 'America/Denver',
      counts: { registered: 0, waitlisted: 0, cancelled: 0, guests: 0 },
    });
    const again = await post(valid);
    expect(again.body.slug).toBe('tele-town-hall-for-delegates-2');
    const pub = await request(ctx.app).get('/api/events/tele-town-hall-for-delegates');
    expect(pub.body.description).toContain('<strong>questions</strong>');
    expect(pub.body.description).not.toContain('script');
    expect(await audit()).toEqual([
      'event.create tele-town-hall-for-delegates',
      'event.create tele-town-hall-for-delegates-2',
    ]);
  });

  it('uses CAMPAIGN_TIME_ZONE when no zone is given', async () => {
    const { timeZone: _zone, ...noZone } = valid;
    expect((await post(noZone)).body.timeZone).toBe(ctx.config.campaignTimeZone);
  });

  it.each([
    ['an end before the start', { endsAt: new Date(start.getTime() - HOUR).toISOString() }, 'endsAt'],
    ['Mars/Olympus as a zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a capacity of -1', { capacity: -1 }, 'capacity'],
    ['a start in 1900', { startsAt: '1900-01-01T10:00:00Z' }, 'startsAt'],
    ['a javascript: online link', { onlineUrl: 'javascript:alert(1)' }, 'onlineUrl'],
    ['an online event without a link', { onlineUrl: '' }, 'onlineUrl'],
    ['an in-person event without a place', { location: { kind: 'in-person' } }, 'location.venue'],
    ['an unknown status', { status: 'live' }, 'status'],
  ])('refuses %s with 400 on its path and stores nothing', async (_name, change, path) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await countRows(ctx.database, 'events')).toBe(0);
  });

  it('lists upcoming and past events with their counts', async () => {
    const soon = await insertEvent(ctx.db, { title: 'Soon' });
    await insertEvent(ctx.db, { title: 'Old', startsAt: new Date(Date.now() - 20 * DAY) });
    await insertRsvp(ctx.db, soon.id, { email: 'a@example.org', guests: 2 });
    await insertRsvp(ctx.db, soon.id, { email: 'b@example.org', status: 'waitlisted' });
    const upcoming = await admin.agent.get('/api/admin/events?when=upcoming');
    expect(upcoming.body.map((e: { slug: string }) => e.slug)).toEqual(['soon']);
    expect(upcoming.body[0].counts).toEqual({
      registered: 1,
      waitlisted: 1,
      cancelled: 0,
      guests: 2,
      seats: 3,
      attended: 0,
    });
    expect((await admin.agent.get('/api/admin/events?when=past')).body[0].slug).toBe('old');
    expect((await admin.agent.get('/api/admin/events')).body).toHaveLength(2);
  });

  it('keeps the slug on edits, writes an audit row per change, deletes with 204, and 404s unknown slugs', async () => {
    const created = (await post(valid)).body;
    const edited = await patch(created.slug, { title: 'A New Title', capacity: 80 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ slug: created.slug, title: 'A New Title', capacity: 80 });
    expect((await patch(created.slug, { capacity: -1 })).status).toBe(400);
    expect((await patch('nope', { capacity: 5 })).status).toBe(404);
    await patch(created.slug, { status: 'cancelled' });
    const del = await admin.agent
      .delete(`/api/admin/events/${created.slug}`)
      .set('X-CSRF-Token', admin.csrfToken);
    expect(del.status).toBe(204);
    expect((await admin.agent.get(`/api/admin/events/${created.slug}`)).status).toBe(404);
    expect(await audit()).toEqual([
      `event.create ${created.slug}`,
      `event.update ${created.slug}`,
      `event.cancel ${created.slug}`,
      `event.delete ${created.slug}`,
    ]);
  });

  it('is 401 signed out', async () => {
    expect((await request(ctx.app).get('/api/admin/events')).status).toBe(401);
  });
});

describe('admin RSVPs', () => {
  it('lists with search, status filter and X-Total-Count', async () => {
    const event = await insertEvent(ctx.db);
    await insertRsvp(ctx.db, event.id, { email: 'maria@example.org', firstName: 'Maria' });
    await insertRsvp(ctx.db, event.id, { email: 'joe@example.org', firstName: 'Joe', status: 'waitlisted' });
    const all = await admin.agent.get(`/api/admin/events/${event.slug}/rsvps`);
    expect(all.headers['x-total-count']).toBe('2');
    expect(Object.keys(all.body[0]).sort()).toEqual(
      [
        'attended',
        'createdAt',
        'email',
        'firstName',
        'guests',
        'id',
        'lastName',
        'phone',
        'recruitedBy',
        'source',
        'status',
      ].sort(),
    );
    const found = await admin.agent.get(`/api/admin/events/${event.slug}/rsvps?q=MARIA`);
    expect(found.body.map((r: { email: string }) => r.email)).toEqual(['maria@example.org']);
    const waiting = await admin.agent.get(`/api/admin/events/${event.slug}/rsvps?status=waitlisted`);
    expect(waiting.body.map((r: { email: string }) => r.email)).toEqual(['joe@example.org']);
    expect((await admin.agent.get(`/api/admin/events/${event.slug}/rsvps?status=maybe`)).status).toBe(400);
  });

  it('checks someone in, moves someone off the waitlist only when seats allow, and audits both', async () => {
    const event = await insertEvent(ctx.db, { capacity: 2 });
    const a = await insertRsvp(ctx.db, event.id, { email: 'a@example.org' });
    const b = await insertRsvp(ctx.db, event.id, { email: 'b@example.org', guests: 1, status: 'waitlisted' });
    const c = await insertRsvp(ctx.db, event.id, { email: 'c@example.org', status: 'waitlisted' });
    const patchRsvp = (id: string, body: object) =>
      admin.agent
        .patch(`/api/admin/events/${event.slug}/rsvps/${id}`)
        .set('X-CSRF-Token', admin.csrfToken)
        .send(body);

    const checkIn = await patchRsvp(a.id, { attended: true });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body).toMatchObject({ attended: true, status: 'registered' });
    expect((await patchRsvp(b.id, { status: 'registered' })).status).toBe(409);
    expect((await patchRsvp(c.id, { status: 'registered' })).body.status).toBe('registered');
    expect((await patchRsvp(c.id, {})).status).toBe(400);
    expect((await patchRsvp('00000000-0000-0000-0000-000000000000', { attended: true })).status).toBe(404);
    const { rows } = await ctx.database.raw.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'rsvp.update'",
    );
    expect(rows[0].n).toBe(2);
  });

  it('exports rsvps.csv, with the action-network and nationbuilder presets', async () => {
    const event = await insertEvent(ctx.db);
    await insertRsvp(ctx.db, event.id, { email: 'a@example.org', firstName: '=cmd', guests: 2 });
    const plain = await admin.agent.get(`/api/admin/export/rsvps.csv?event=${event.slug}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/text\/csv/);
    expect(plain.text.split('\r\n')[0]).toBe(
      'id,firstName,lastName,email,phone,guests,status,attended,createdAt,landing_page,referrer,ref,utm_source,utm_medium,utm_campaign',
    );
    expect(plain.text).toContain("'=cmd");
    const an = await admin.agent.get(`/api/admin/export/rsvps.csv?event=${event.slug}&preset=action-network`);
    expect(an.text.split('\r\n')[0]).toBe('email,first_name,last_name,phone,guests,rsvp_status,attended');
    const nb = await admin.agent.get(`/api/admin/export/rsvps.csv?event=${event.slug}&preset=nationbuilder`);
    expect(nb.text.split('\r\n')[0]).toBe(
      'email,first_name,last_name,phone_number,guests_count,attended,tag_list,created_at',
    );
    expect((await admin.agent.get('/api/admin/export/rsvps.csv?event=nope')).status).toBe(404);
    expect((await admin.agent.get('/api/admin/export/rsvps.csv')).status).toBe(400);
  });
});
