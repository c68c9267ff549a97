import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { eventReminders } from '../../../server/events/reminder-job';
import { rsvpToEvent } from '../../../server/events/rsvps';
import { rsvpSchema } from '../../../shared/schemas/events';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { DAY, HOUR, ONLINE_URL, insertEvent, insertRsvp, rsvpBody } from '../../helpers/events';
import { parseIcs } from '../../helpers/ics';
import { allOutbox, jobDeps, runSender } from '../../helpers/mail-jobs';
import { everythingIn, useSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// Issue 39: what an RSVP, its link and its messages do beyond the answers the other events tests
// read (CONTRACT section 14): the exact refusal of each state, the seats at the exact boundary with
// guests counted, the waitlist's order, and what each message carries and to whom, written as the
// RSVP stands when it is sent.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);
const smtp = useSmtpServer();

const rsvp = (slug: string, email: string, extra: Record<string, unknown> = {}) =>
  request(ctx.app).post(`/api/events/${slug}/rsvps`).send(rsvpBody(email, extra));
const link = (path: 'view' | 'cancel' | 'rejoin', token: string) =>
  request(ctx.app).post(`/api/events/rsvp/${path}`).send({ token });
const change = (body: object) => request(ctx.app).patch('/api/events/rsvp').send(body);
const staff = (method: 'patch' | 'delete', path: string, body?: object) =>
  admin.agent[method](path).set('X-CSRF-Token', admin.csrfToken).send(body);

const query = async (sql: string, params: unknown[] = []) => (await ctx.database.raw.query(sql, params)).rows;
/** Every RSVP as `email:status:guests`, in waitlist order. */
const rsvps = async () =>
  (await query('SELECT email, status, guests FROM event_rsvps ORDER BY queued_seq')).map(
    (r) => `${r.email}:${r.status}:${r.guests}`,
  );
/** The outbox as `kind to status`, in the order it was queued. */
const outboxLines = async () => (await allOutbox(ctx)).map((m) => `${m.kind} ${m.toAddress} ${m.status}`);

/** Sends what is queued; the messages that arrived, by recipient (one each). */
async function delivered() {
  await runSender(ctx, smtp.server.url);
  return Object.fromEntries(smtp.server.received.map((m) => [m.envelope.to[0], m]));
}

describe('refusals', () => {
  it('answers 409 with its message for a cancelled or ended event, 404 for a draft or unknown one', async () => {
    const cancelled = await insertEvent(ctx.db, { title: 'Called Off', status: 'cancelled' });
    const ended = await insertEvent(ctx.db, {
      title: 'Last Week',
      startsAt: new Date(Date.now() - 7 * DAY),
    });
    const draft = await insertEvent(ctx.db, { title: 'Not Yet', status: 'draft' });
    const answer = async (slug: string) => {
      const res = await rsvp(slug, 'late@example.org');
      return [res.status, res.body];
    };
    expect(await answer(cancelled.slug)).toEqual([409, { message: 'This event has been cancelled.' }]);
    expect(await answer(ended.slug)).toEqual([409, { message: 'This event has already taken place.' }]);
    expect(await answer(draft.slug)).toEqual([404, { message: 'Event not found' }]);
    expect(await answer('no-such-event')).toEqual([404, { message: 'Event not found' }]);
    expect(await rsvps()).toEqual([]);
  });

  it('takes RSVPs until the very moment the event ends', async () => {
    const event = await insertEvent(ctx.db, { title: 'Evening Call', capacity: null });
    const at = (now: Date, email: string) =>
      rsvpToEvent(ctx.db, event.slug, rsvpSchema.parse(rsvpBody(email)), { now });
    expect(await at(new Date(event.endsAt.getTime() - 1), 'last@example.org')).toMatchObject({
      status: 'registered',
    });
    await expect(at(event.endsAt, 'too-late@example.org')).rejects.toMatchObject({
      status: 409,
      message: 'This event has already taken place.',
    });
  });

  it('refuses the link of an RSVP whose event is cancelled with 409, changing nothing', async () => {
    const event = await insertEvent(ctx.db, { title: 'Called Off', capacity: 5 });
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org' });
    const gone = await insertRsvp(ctx.db, event.id, { email: 'gone@example.org', status: 'cancelled' });
    expect((await staff('patch', `/api/admin/events/${event.slug}`, { status: 'cancelled' })).status).toBe(
      200,
    );
    const refused = { message: 'This event has been cancelled.' };
    const res = await change({ token: mine.token, firstName: 'Changed', guests: 2 });
    expect([res.status, res.body]).toEqual([409, refused]);
    const rejoin = await link('rejoin', gone.token);
    expect([rejoin.status, rejoin.body]).toEqual([409, refused]);
    expect(await rsvps()).toEqual(['me@example.org:registered:0', 'gone@example.org:cancelled:0']);
  });

  it('refuses a change to a cancelled RSVP with 409 and its message, changing nothing', async () => {
    const event = await insertEvent(ctx.db, { capacity: 5 });
    const gone = await insertRsvp(ctx.db, event.id, { email: 'gone@example.org', status: 'cancelled' });
    const res = await change({ token: gone.token, firstName: 'Changed', guests: 1 });
    expect([res.status, res.body]).toEqual([
      409,
      { message: 'This RSVP is cancelled. Choose "RSVP again" to come after all.' },
    ]);
    expect(await query('SELECT first_name, guests, status FROM event_rsvps')).toEqual([
      { first_name: 'Pat', guests: 0, status: 'cancelled' },
    ]);
    expect(await allOutbox(ctx)).toEqual([]);
  });

  it('refuses the link of an RSVP that no longer exists with 400 and its message', async () => {
    const event = await insertEvent(ctx.db, { title: 'Deleted Soon' });
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org' });
    expect((await staff('delete', `/api/admin/events/${event.slug}`)).status).toBe(204);
    const invalid = [400, { message: 'This RSVP link is invalid.' }];
    for (const path of ['view', 'cancel', 'rejoin'] as const) {
      const res = await link(path, mine.token);
      expect([res.status, res.body], path).toEqual(invalid);
    }
    const res = await change({ token: mine.token, guests: 1 });
    expect([res.status, res.body]).toEqual(invalid);
  });
});

describe('seats at the boundary', () => {
  it('counts guests: the last seats go to a party that fits them exactly, the next one waits', async () => {
    const event = await insertEvent(ctx.db, { title: 'Small Room', capacity: 4 });
    await insertRsvp(ctx.db, event.id, { email: 'first@example.org', guests: 1 });
    expect((await rsvp(event.slug, 'pair@example.org', { guests: 2 })).body).toEqual({
      status: 'waitlisted',
    });
    expect((await rsvp(event.slug, 'duo@example.org', { guests: 1 })).body).toEqual({ status: 'registered' });
    expect((await rsvp(event.slug, 'one@example.org')).body).toEqual({ status: 'waitlisted' });
    expect(await rsvps()).toEqual([
      'first@example.org:registered:1',
      'pair@example.org:waitlisted:2',
      'duo@example.org:registered:1',
      'one@example.org:waitlisted:0',
    ]);
  });

  it('registers everyone, whatever their guests, when the event has no capacity', async () => {
    const event = await insertEvent(ctx.db, { title: 'Open Rally', capacity: null });
    for (const who of ['a', 'b', 'c'])
      expect((await rsvp(event.slug, `${who}@example.org`, { guests: 4 })).body).toEqual({
        status: 'registered',
      });
  });

  it('lets a registered party grow into exactly the seats left, its own seats counted once', async () => {
    const event = await insertEvent(ctx.db, { capacity: 4 });
    await insertRsvp(ctx.db, event.id, { email: 'other@example.org' });
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org' });
    const grown = await change({ token: mine.token, guests: 2 });
    expect([grown.status, grown.body]).toEqual([200, { status: 'registered' }]);
    const tooMany = await change({ token: mine.token, guests: 3 });
    expect([tooMany.status, tooMany.body]).toEqual([
      409,
      { message: 'There are not enough seats left for 3 guests. Your registration is unchanged.' },
    ]);
    expect(await rsvps()).toEqual(['other@example.org:registered:0', 'me@example.org:registered:2']);
  });

  it('lets a waitlisted party change its guests when the event is full, and it keeps waiting', async () => {
    const event = await insertEvent(ctx.db, { capacity: 1 });
    await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org', status: 'waitlisted' });
    const more = await change({ token: mine.token, guests: 3 });
    expect([more.status, more.body]).toEqual([200, { status: 'waitlisted' }]);
    const renamed = await change({ token: mine.token, firstName: 'Dani' });
    expect([renamed.status, renamed.body]).toEqual([200, { status: 'waitlisted' }]);
    expect(await rsvps()).toEqual(['seated@example.org:registered:0', 'me@example.org:waitlisted:3']);
    expect(await allOutbox(ctx)).toEqual([]);
  });

  it('registers a waitlisted party that lowers its guests to fit, answering registered and telling it', async () => {
    const event = await insertEvent(ctx.db, { capacity: 3 });
    await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });
    const big = await insertRsvp(ctx.db, event.id, {
      email: 'big@example.org',
      guests: 4,
      status: 'waitlisted',
    });
    const res = await change({ token: big.token, guests: 1 });
    expect([res.status, res.body]).toEqual([200, { status: 'registered' }]);
    expect(await rsvps()).toEqual(['seated@example.org:registered:0', 'big@example.org:registered:1']);
    expect(await outboxLines()).toEqual(['event-promoted big@example.org queued']);
  });

  it('answers a waitlisted change with its own status, even when the change lets someone else in', async () => {
    const event = await insertEvent(ctx.db, { capacity: 2 });
    await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });
    // A party that fits but waits: written as it stands, since every change through the app
    // lets such a party in at once.
    await insertRsvp(ctx.db, event.id, { email: 'w1@example.org', guests: 0, status: 'waitlisted' });
    const mine = await insertRsvp(ctx.db, event.id, {
      email: 'me@example.org',
      guests: 3,
      status: 'waitlisted',
    });
    const res = await change({ token: mine.token, firstName: 'Dani' });
    expect([res.status, res.body]).toEqual([200, { status: 'waitlisted' }]);
    expect(await rsvps()).toEqual([
      'seated@example.org:registered:0',
      'w1@example.org:registered:0',
      'me@example.org:waitlisted:3',
    ]);
  });

  it('registers a waitlisted party that staff make small enough to fit, telling it, as its own link would', async () => {
    const event = await insertEvent(ctx.db, { capacity: 3 });
    await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });
    const big = await insertRsvp(ctx.db, event.id, {
      email: 'big@example.org',
      guests: 4,
      status: 'waitlisted',
    });
    await insertRsvp(ctx.db, event.id, { email: 'next@example.org', guests: 3, status: 'waitlisted' });
    // Still too many: it keeps its place, and nobody is told anything.
    const still = await staff('patch', `/api/admin/events/${event.slug}/rsvps/${big.id}`, { guests: 2 });
    expect(still.body).toMatchObject({ status: 'waitlisted', guests: 2 });
    expect(await allOutbox(ctx)).toEqual([]);
    const res = await staff('patch', `/api/admin/events/${event.slug}/rsvps/${big.id}`, { guests: 1 });
    expect([res.status, res.body]).toMatchObject([200, { status: 'registered', guests: 1 }]);
    expect(await rsvps()).toEqual([
      'seated@example.org:registered:0',
      'big@example.org:registered:1',
      'next@example.org:waitlisted:3',
    ]);
    expect(await outboxLines()).toEqual(['event-promoted big@example.org queued']);
  });

  it('answers a party staff move to the waitlist as stored: back in at once while it fits, and told nothing', async () => {
    const event = await insertEvent(ctx.db, { capacity: 3 });
    const seated = await insertRsvp(ctx.db, event.id, { email: 'seated@example.org', guests: 1 });
    const res = await staff('patch', `/api/admin/events/${event.slug}/rsvps/${seated.id}`, {
      status: 'waitlisted',
    });
    expect([res.status, res.body]).toMatchObject([200, { status: 'registered', guests: 1 }]);
    expect(await rsvps()).toEqual(['seated@example.org:registered:1']);
    expect(await allOutbox(ctx)).toEqual([]);
  });

  it('lets a registered party of an overbooked event change its names, the same guests needing no seat', async () => {
    const event = await insertEvent(ctx.db, { capacity: 3 });
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org', guests: 1 });
    await insertRsvp(ctx.db, event.id, { email: 'other@example.org', guests: 1 });
    // Staff lower the capacity below the seats already given.
    expect((await staff('patch', `/api/admin/events/${event.slug}`, { capacity: 2 })).status).toBe(200);
    const res = await change({ token: mine.token, firstName: 'Dani', guests: 1 });
    expect([res.status, res.body]).toEqual([200, { status: 'registered' }]);
    expect(await query('SELECT first_name FROM event_rsvps WHERE email = $1', ['me@example.org'])).toEqual([
      { first_name: 'Dani' },
    ]);
  });

  it('registers the whole waitlist, in its order, when staff remove the capacity', async () => {
    const event = await insertEvent(ctx.db, { capacity: 1 });
    await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });
    for (const who of ['w1', 'w2'])
      await insertRsvp(ctx.db, event.id, { email: `${who}@example.org`, guests: 4, status: 'waitlisted' });
    expect((await staff('patch', `/api/admin/events/${event.slug}`, { capacity: null })).status).toBe(200);
    expect(await rsvps()).toEqual([
      'seated@example.org:registered:0',
      'w1@example.org:registered:4',
      'w2@example.org:registered:4',
    ]);
    expect(await outboxLines()).toEqual([
      'event-promoted w1@example.org queued',
      'event-promoted w2@example.org queued',
    ]);
  });
});

describe('the same address again', () => {
  it('is sent its RSVP link once in 10 minutes, however often the address is entered', async () => {
    const event = await insertEvent(ctx.db, { title: 'Town Hall' });
    await insertRsvp(ctx.db, event.id, { email: 'alice@example.org' });
    for (let n = 0; n < 3; n++) expect((await rsvp(event.slug, 'alice@example.org')).status).toBe(201);
    expect(await outboxLines()).toEqual(['event-link alice@example.org queued']);
  });
});

describe('RSVP again by the link', () => {
  it('leaves a registered or waitlisted RSVP as it is: its place, its seat, no message', async () => {
    const event = await insertEvent(ctx.db, { capacity: 1 });
    const seated = await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });
    const first = await insertRsvp(ctx.db, event.id, { email: 'first@example.org', status: 'waitlisted' });
    await insertRsvp(ctx.db, event.id, { email: 'second@example.org', status: 'waitlisted' });
    const before = await query('SELECT id, status, queued_seq, updated_at FROM event_rsvps ORDER BY id');
    for (const [who, status] of [
      [seated, 'registered'],
      [first, 'waitlisted'],
    ] as const) {
      const res = await link('rejoin', who.token);
      expect([res.status, res.body]).toEqual([200, { status }]);
    }
    expect(await query('SELECT id, status, queued_seq, updated_at FROM event_rsvps ORDER BY id')).toEqual(
      before,
    );
    expect(await allOutbox(ctx)).toEqual([]);
  });

  it('comes back unchecked, and is told as a newcomer: the link and .ics with a seat, neither on the waitlist', async () => {
    const event = await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true, capacity: 2 });
    const back = await insertRsvp(ctx.db, event.id, { email: 'back@example.org' });
    const late = await insertRsvp(ctx.db, event.id, { email: 'late@example.org', guests: 1 });
    await query('UPDATE event_rsvps SET attended = true');
    await query("UPDATE event_rsvps SET status = 'cancelled'");
    await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });

    expect((await link('rejoin', back.token)).body).toEqual({ status: 'registered' });
    expect((await link('rejoin', late.token)).body).toEqual({ status: 'waitlisted' });
    expect(await query('SELECT email, status, attended FROM event_rsvps ORDER BY queued_seq')).toEqual([
      { email: 'seated@example.org', status: 'registered', attended: false },
      { email: 'back@example.org', status: 'registered', attended: false },
      { email: 'late@example.org', status: 'waitlisted', attended: false },
    ]);
    const mails = await delivered();
    expect(mails['back@example.org'].parsed.subject).toBe("You're registered: Tele Town Hall");
    expect(mails['back@example.org'].parsed.text).toContain(`Join the meeting: ${ONLINE_URL}`);
    expect(mails['back@example.org'].parsed.attachments).toHaveLength(1);
    expect(mails['late@example.org'].parsed.subject).toBe("You're on the waitlist: Tele Town Hall");
    expect(everythingIn(mails['late@example.org'])).not.toContain(ONLINE_URL);
    expect(mails['late@example.org'].parsed.attachments).toHaveLength(0);
  });
});

describe('what each message carries', () => {
  const site = 'http://localhost:5000';

  it('a confirmation: the time and place, the meeting link, the event page, the RSVP link and why it came', async () => {
    const event = await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true });
    await rsvp(event.slug, 'in@example.org');
    const mail = (await delivered())['in@example.org'];
    const text = mail.parsed.text!;
    expect(text).toContain('Where: Online');
    expect(text).toContain(
      `Join online with this link (please do not share it):\n\nJoin the meeting: ${ONLINE_URL}`,
    );
    expect(text).toContain(`View the event:\n${site}/events/tele-town-hall`);
    expect(text).toMatch(new RegExp(`Change or cancel your RSVP: ${site}/events/rsvp/\\S+`));
    expect(text).toContain('You are getting this message because you RSVPed for Tele Town Hall.');
    // A calendar program adds the event on opening it (method PUBLISH), its words read as UTF-8.
    expect(mail.parsed.attachments[0].headers.get('content-type')).toEqual({
      value: 'text/calendar',
      params: { charset: 'utf-8', method: 'PUBLISH', name: 'tele-town-hall.ics' },
    });
  });

  it('the RSVP link sent to a registered address again: no meeting link, no calendar file', async () => {
    const event = await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true });
    await insertRsvp(ctx.db, event.id, { email: 'in@example.org' });
    expect((await rsvp(event.slug, 'in@example.org')).status).toBe(201);
    const mail = (await delivered())['in@example.org'];
    expect(mail.parsed.subject).toBe('Your RSVP: Tele Town Hall');
    expect(mail.parsed.text).toContain('Nothing has changed: you have a place.');
    expect(mail.parsed.text).toContain('Change or cancel your RSVP:');
    expect(everythingIn(mail)).not.toContain(ONLINE_URL);
    expect(mail.parsed.attachments).toHaveLength(0);
  });

  it('a cancellation of the RSVP offers to RSVP again, without the meeting link', async () => {
    const event = await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true });
    const mine = await insertRsvp(ctx.db, event.id, { email: 'me@example.org' });
    expect((await link('cancel', mine.token)).status).toBe(200);
    const mail = (await delivered())['me@example.org'];
    expect(mail.parsed.subject).toBe('Your RSVP is cancelled: Tele Town Hall');
    expect(mail.parsed.text).toMatch(new RegExp(`RSVP again: ${site}/events/rsvp/\\S+`));
    expect(mail.parsed.text).not.toContain('Change or cancel');
    expect(everythingIn(mail)).not.toContain(ONLINE_URL);
    expect(mail.parsed.attachments).toHaveLength(0);
  });

  it("an event's cancellation: only the apology, no time, place, links or calendar file", async () => {
    const event = await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true });
    await insertRsvp(ctx.db, event.id, { email: 'in@example.org' });
    expect((await staff('patch', `/api/admin/events/${event.slug}`, { status: 'cancelled' })).status).toBe(
      200,
    );
    const mail = (await delivered())['in@example.org'];
    expect(mail.parsed.subject).toBe('Cancelled: Tele Town Hall');
    expect(mail.parsed.text).toContain('we are sorry: Tele Town Hall has been cancelled.');
    for (const absent of ['When:', 'Where:', 'View the event', '/events/rsvp/', ONLINE_URL])
      expect(everythingIn(mail), absent).not.toContain(absent);
    expect(mail.parsed.attachments).toHaveLength(0);
  });

  it('no meeting-link lines for an online event without a link, and none in an in-person calendar file', async () => {
    const online = await insertEvent(ctx.db, { title: 'Phone Bank', online: true });
    await query('UPDATE events SET online_url = NULL WHERE id = $1', [online.id]);
    const hall = await insertEvent(ctx.db, { title: 'Union Hall Meeting' });
    await rsvp(online.slug, 'call@example.org');
    await rsvp(hall.slug, 'hall@example.org');
    const mails = await delivered();
    const call = mails['call@example.org'];
    expect(call.parsed.text).not.toContain('Join');
    const description = (mail: typeof call) =>
      parseIcs(mail.parsed.attachments[0].content.toString('utf8')).events[0].DESCRIPTION.value;
    expect(description(call)).toBe(`${online.summary}\n\n${site}/events/phone-bank`);
    expect(description(mails['hall@example.org'])).toBe(
      `${hall.summary}\n\n${site}/events/union-hall-meeting`,
    );
  });
});

describe('a message is written as the RSVP stands when it is sent', () => {
  it('skips a confirmation and a promotion whose RSVP has since been cancelled', async () => {
    const event = await insertEvent(ctx.db, { title: 'Caucus', capacity: 1 });
    const back = await insertRsvp(ctx.db, event.id, { email: 'back@example.org', status: 'cancelled' });
    expect((await link('rejoin', back.token)).body).toEqual({ status: 'registered' });
    const next = await insertRsvp(ctx.db, event.id, { email: 'next@example.org', status: 'waitlisted' });
    expect((await link('cancel', back.token)).status).toBe(200);
    expect(await rsvps()).toEqual(['back@example.org:cancelled:0', 'next@example.org:registered:0']);
    expect((await link('cancel', next.token)).status).toBe(200);
    await runSender(ctx, smtp.server.url);
    expect(await outboxLines()).toEqual([
      'event-registered back@example.org skipped',
      'event-withdrawn back@example.org sent',
      'event-promoted next@example.org skipped',
      'event-withdrawn next@example.org sent',
    ]);
  });

  it("skips a reminder to one who has cancelled, and a cancellation's confirmation to one who came back", async () => {
    const start = new Date(Date.now() + 3 * DAY);
    const event = await insertEvent(ctx.db, { title: 'Caucus', capacity: null, startsAt: start });
    const gone = await insertRsvp(ctx.db, event.id, { email: 'gone@example.org' });
    const back = await insertRsvp(ctx.db, event.id, { email: 'back@example.org' });
    await eventReminders.run(jobDeps(ctx), new Date(start.getTime() - 23 * HOUR));
    expect((await link('cancel', back.token)).status).toBe(200);
    expect((await link('rejoin', back.token)).body).toEqual({ status: 'registered' });
    expect((await link('cancel', gone.token)).status).toBe(200);
    await runSender(ctx, smtp.server.url);
    expect((await outboxLines()).sort()).toEqual([
      'event-registered back@example.org sent',
      'event-reminder back@example.org sent',
      'event-reminder gone@example.org skipped',
      'event-withdrawn back@example.org skipped',
      'event-withdrawn gone@example.org sent',
    ]);
  });

  it('skips every message of an event deleted before they go out', async () => {
    const event = await insertEvent(ctx.db, { title: 'Deleted Soon', capacity: 1 });
    await rsvp(event.slug, 'in@example.org');
    await rsvp(event.slug, 'wait@example.org');
    expect((await staff('delete', `/api/admin/events/${event.slug}`)).status).toBe(204);
    await runSender(ctx, smtp.server.url);
    expect(await outboxLines()).toEqual([
      'event-registered in@example.org skipped',
      'event-waitlisted wait@example.org skipped',
    ]);
    expect(smtp.server.received).toEqual([]);
  });
});
