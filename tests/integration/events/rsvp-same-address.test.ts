import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertEvent, insertRsvp, rsvpBody } from '../../helpers/events';
import { runSender } from '../../helpers/mail-jobs';
import { useSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// Issue 34, finding 2: posting Alice's address with other names, a phone and 4 guests answered 200
// `registered`, rewrote her RSVP and filled the event, and she was not told. CONTRACT section 14
// now says: the same address again changes nothing, answers exactly as a new RSVP would at that
// moment, and sends that address its RSVP link; changes go through the link (PATCH /api/events/rsvp).
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);
const smtp = useSmtpServer();

const rsvp = (slug: string, body: object) => request(ctx.app).post(`/api/events/${slug}/rsvps`).send(body);
const change = (body: object) => request(ctx.app).patch('/api/events/rsvp').send(body);
const rows = async () =>
  (
    await ctx.database.raw.query(
      'SELECT email, first_name, last_name, phone, guests, status FROM event_rsvps ORDER BY queued_seq',
    )
  ).rows;
const linkIn = (text: string) => /\/events\/rsvp\/([^\s>"]+)/.exec(text)?.[1];

async function delivered() {
  await runSender(ctx, smtp.server.url);
  return smtp.server.received;
}

describe('the same address again for the same event', () => {
  it('changes nothing, answers 201 as a newcomer would, and mails the address its RSVP link', async () => {
    const event = await insertEvent(ctx.db, { title: 'Regional Caucus', capacity: 5 });
    expect((await rsvp(event.slug, rsvpBody('alice@example.org', { firstName: 'Alice' }))).status).toBe(201);
    const before = await rows();
    smtp.server.received.length = 0;
    await delivered(); // Alice's own confirmation
    smtp.server.received.length = 0;

    // A stranger with Alice's address, other names, a phone and 4 guests: 5 seats would not fit
    // beside Alice's 1, so a newcomer would be waitlisted; so is the answer, and nothing changes.
    const stranger = rsvpBody(' ALICE@example.org ', {
      firstName: 'Mallory',
      lastName: 'Intruder',
      phone: '555-0199',
      guests: 4,
    });
    const res = await rsvp(event.slug, stranger);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'waitlisted' });
    expect(await rows()).toEqual(before);
    const listed = await admin.agent.get(`/api/admin/events/${event.slug}/rsvps`);
    expect(listed.body.map((r: { firstName: string }) => r.firstName)).toEqual(['Alice']);
    expect((await request(ctx.app).get(`/api/events/${event.slug}`)).body).toMatchObject({
      registered: 1,
      full: false,
    });

    // With seats for it, the same request answers registered, as a newcomer's would, and still
    // changes nothing.
    const small = await rsvp(event.slug, { ...stranger, guests: 0 });
    expect(small.status).toBe(201);
    expect(small.body).toEqual({ status: 'registered' });
    expect(await rows()).toEqual(before);

    // Alice is told, with her own link, and nothing of what the stranger typed.
    const [mail] = await delivered();
    expect(mail.envelope.to).toEqual(['alice@example.org']);
    expect(mail.parsed.subject).toBe('Your RSVP: Regional Caucus');
    expect(mail.parsed.text).not.toContain('Mallory');
    expect(mail.parsed.text).not.toContain('555-0199');
    const token = linkIn(mail.parsed.text!)!;
    const view = await request(ctx.app).post('/api/events/rsvp/view').send({ token });
    expect(view.body).toMatchObject({ status: 'registered', firstName: 'Alice', guests: 0 });
  });

  it('answers waitlisted when the event is full, whether the address holds a seat or not', async () => {
    const event = await insertEvent(ctx.db, { capacity: 1 });
    await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });
    const known = await rsvp(event.slug, rsvpBody('seated@example.org'));
    const unknown = await rsvp(event.slug, rsvpBody('nobody@example.org'));
    expect([known.status, known.body]).toEqual([201, { status: 'waitlisted' }]);
    expect([unknown.status, unknown.body]).toEqual([201, { status: 'waitlisted' }]);
    expect((await rows()).map((r) => `${r.email}:${r.status}`)).toEqual([
      'seated@example.org:registered',
      'nobody@example.org:waitlisted',
    ]);
  });

  it('leaves a cancelled RSVP cancelled', async () => {
    const event = await insertEvent(ctx.db, { capacity: 10 });
    await insertRsvp(ctx.db, event.id, { email: 'gone@example.org', status: 'cancelled' });
    const res = await rsvp(event.slug, rsvpBody('gone@example.org', { firstName: 'Mallory' }));
    expect([res.status, res.body]).toEqual([201, { status: 'registered' }]);
    expect(await rows()).toEqual([
      expect.objectContaining({ email: 'gone@example.org', status: 'cancelled', first_name: 'Pat' }),
    ]);
  });

  it('mails +tag variants of one address about one event once', async () => {
    const event = await insertEvent(ctx.db, { capacity: null });
    for (let n = 0; n < 10; n++)
      expect((await rsvp(event.slug, rsvpBody(`victim+${n}@Example.org`))).status).toBe(201);
    expect(await delivered()).toHaveLength(1);
  });
});

describe('PATCH /api/events/rsvp: changes through the link', () => {
  it('changes names, phone and guests, answering 200 with the status', async () => {
    const event = await insertEvent(ctx.db, { capacity: 5 });
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org' });
    const res = await change({
      token: mine.token,
      firstName: 'Dani',
      lastName: 'Cruz',
      phone: '555-0100',
      guests: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'registered' });
    expect(await rows()).toEqual([
      {
        email: 'me@example.org',
        first_name: 'Dani',
        last_name: 'Cruz',
        phone: '555-0100',
        guests: 2,
        status: 'registered',
      },
    ]);
    // Fields left out stay as they are.
    expect((await change({ token: mine.token, guests: 1 })).status).toBe(200);
    expect((await rows())[0]).toMatchObject({ first_name: 'Dani', phone: '555-0100', guests: 1 });
  });

  it('refuses more guests than the seats left with 409, keeping what the RSVP had', async () => {
    const event = await insertEvent(ctx.db, { capacity: 3 });
    await insertRsvp(ctx.db, event.id, { email: 'other@example.org', guests: 1 });
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org' });
    const res = await change({ token: mine.token, firstName: 'Changed', guests: 2 });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not enough seats/i);
    expect((await rows())[1]).toMatchObject({ first_name: 'Pat', guests: 0, status: 'registered' });
  });

  it('refuses a changed token with 400 and bad fields with 400 on their path', async () => {
    const event = await insertEvent(ctx.db);
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org' });
    const altered = mine.token.slice(0, -1) + (mine.token.endsWith('A') ? 'B' : 'A');
    expect((await change({ token: altered, guests: 1 })).status).toBe(400);
    const bad = await change({ token: mine.token, guests: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('guests');
    expect((await change({ token: mine.token, firstName: 'A\r\nB' })).body.errors[0].path).toBe('firstName');
    expect((await rows())[0]).toMatchObject({ first_name: 'Pat', guests: 0 });
  });
});
