import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventReminders } from '../../../server/events/reminder-job';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { DAY, HOUR, ONLINE_URL, insertEvent, insertRsvp, rsvpBody } from '../../helpers/events';
import { icsDate, parseIcs } from '../../helpers/ics';
import { allOutbox, jobDeps, runSender } from '../../helpers/mail-jobs';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 14's messages, through the outbox (section 11) to a real SMTP server on loopback.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const rsvp = (slug: string, body: object) => request(ctx.app).post(`/api/events/${slug}/rsvps`).send(body);

/** Delivers what is queued and answers the messages that arrived, by recipient. */
async function deliver() {
  await runSender(ctx, smtp.url);
  return smtp.received;
}

const cancelTokenIn = (text: string) => /\/events\/rsvp\/([^\s>"]+)/.exec(text)?.[1];

describe('RSVP messages', () => {
  it('confirms a registration with the .ics attached, which parses back to the event', async () => {
    // A fixed daytime: the factory's default (a week from now) crosses midnight in Chicago when the
    // test runs late in the evening there, and the line then names both days.
    const event = await insertEvent(ctx.db, {
      title: 'Caucus Meet and Greet',
      capacity: 5,
      startsAt: new Date('2030-03-14T15:00:00Z'),
    });
    await rsvp(event.slug, rsvpBody('delegate@example.org', { guests: 1 }));
    const [mail] = await deliver();
    expect(mail.envelope.to).toEqual(['delegate@example.org']);
    expect(mail.parsed.subject).toBe("You're registered: Caucus Meet and Greet");
    expect(mail.parsed.text).toContain('we have a place for you and 1 guest at Caucus Meet and Greet');
    expect(mail.parsed.text).toContain('When: Thursday, March 14, 2030, 10:00 AM - 12:00 PM CDT');
    expect(mail.parsed.text).toContain('Where: Union Hall, 123 Main St, Springfield, IL');
    expect(mail.parsed.html).toBeTruthy();
    const ics = mail.parsed.attachments.find((a) => a.filename === 'caucus-meet-and-greet.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const { events } = parseIcs(ics!.content.toString('utf8'));
    expect(events).toHaveLength(1);
    expect(icsDate(events[0].DTSTART.value)).toEqual(event.startsAt);
    expect(icsDate(events[0].DTEND.value)).toEqual(event.endsAt);
    expect(events[0].SUMMARY.value).toBe('Caucus Meet and Greet');
    expect(events[0].UID.value).toContain(event.id);
    expect(events[0].URL.value).toBe('http://localhost:5000/events/caucus-meet-and-greet');
    expect(cancelTokenIn(mail.parsed.text!)).toBeTruthy();
  });

  it('names both days when the event runs past midnight where it is held', async () => {
    const event = await insertEvent(ctx.db, {
      title: 'Night Shift Caucus',
      startsAt: new Date('2030-03-15T04:00:00Z'),
    });
    await rsvp(event.slug, rsvpBody('late@example.org'));
    const [mail] = await deliver();
    expect(mail.parsed.text).toContain(
      'When: Thursday, March 14, 2030, 11:00 PM - Friday, March 15, 2030, 1:00 AM CDT',
    );
  });

  it('sends the meeting link to a registered person of an online event, and only to them', async () => {
    const event = await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true, capacity: 1 });
    await rsvp(event.slug, rsvpBody('first@example.org'));
    await rsvp(event.slug, rsvpBody('second@example.org'));
    const mails = await deliver();
    const first = mails.find((m) => m.envelope.to[0] === 'first@example.org')!;
    const second = mails.find((m) => m.envelope.to[0] === 'second@example.org')!;
    expect(first.parsed.text).toContain(ONLINE_URL);
    expect(parseIcs(first.parsed.attachments[0].content.toString()).events[0].DESCRIPTION.value).toContain(
      ONLINE_URL,
    );
    expect(second.parsed.subject).toBe("You're on the waitlist: Tele Town Hall");
    expect(second.parsed.text).not.toContain(ONLINE_URL);
    expect(second.parsed.attachments).toHaveLength(0);
  });

  it('queues nothing for a refused RSVP', async () => {
    const event = await insertEvent(ctx.db, { status: 'cancelled' });
    expect((await rsvp(event.slug, rsvpBody('late@example.org'))).status).toBe(409);
    expect(await allOutbox(ctx)).toEqual([]);
  });
});

describe('the cancel link', () => {
  it('shows the RSVP without changing it, then cancels it and registers the first waitlisted that fit, telling them', async () => {
    const event = await insertEvent(ctx.db, { title: 'Regional Caucus', capacity: 2 });
    const holder = await insertRsvp(ctx.db, event.id, { email: 'holder@example.org', guests: 1 });
    await insertRsvp(ctx.db, event.id, { email: 'big@example.org', guests: 3, status: 'waitlisted' });
    await insertRsvp(ctx.db, event.id, { email: 'small@example.org', status: 'waitlisted' });
    await insertRsvp(ctx.db, event.id, { email: 'next@example.org', status: 'waitlisted' });

    const view = await request(ctx.app).post('/api/events/rsvp/view').send({ token: holder.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      status: 'registered',
      firstName: 'Pat',
      event: { slug: 'regional-caucus' },
    });
    expect(JSON.stringify(view.body)).not.toContain('holder@example.org');

    const cancel = await request(ctx.app).post('/api/events/rsvp/cancel').send({ token: holder.token });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ status: 'cancelled' });
    const { rows } = await ctx.database.raw.query(
      'SELECT email, status FROM event_rsvps ORDER BY queued_seq',
    );
    expect(rows.map((r) => `${r.email}:${r.status}`)).toEqual([
      'holder@example.org:cancelled',
      'big@example.org:waitlisted',
      'small@example.org:registered',
      'next@example.org:registered',
    ]);
    const mails = await deliver();
    // The holder is told of the cancellation (CONTRACT section 14), those moved up of their seat.
    expect(mails.map((m) => m.envelope.to[0]).sort()).toEqual([
      'holder@example.org',
      'next@example.org',
      'small@example.org',
    ]);
    const subjectTo = (to: string) => mails.find((m) => m.envelope.to[0] === to)!.parsed.subject;
    expect(subjectTo('small@example.org')).toBe("A seat opened up: you're registered for Regional Caucus");
    expect(subjectTo('holder@example.org')).toBe('Your RSVP is cancelled: Regional Caucus');

    // Again: nothing changes, nobody else is told.
    expect(
      (await request(ctx.app).post('/api/events/rsvp/cancel').send({ token: holder.token })).body,
    ).toEqual({
      status: 'cancelled',
    });
    expect(await allOutbox(ctx)).toHaveLength(3);
  });

  it('refuses an altered token with 400 and changes nothing', async () => {
    const event = await insertEvent(ctx.db);
    const holder = await insertRsvp(ctx.db, event.id, { email: 'holder@example.org' });
    const altered = holder.token.slice(0, -1) + (holder.token.endsWith('A') ? 'B' : 'A');
    for (const token of [altered, 'garbage', `${holder.id}.`, '']) {
      const res = await request(ctx.app).post('/api/events/rsvp/cancel').send({ token });
      expect(res.status).toBe(400);
    }
    const { rows } = await ctx.database.raw.query('SELECT status FROM event_rsvps');
    expect(rows[0].status).toBe('registered');
  });
});

describe('notices on a change', () => {
  it('tells everyone registered or waitlisted of a new time, and of a cancellation', async () => {
    const event = await insertEvent(ctx.db, { title: 'Town Hall', capacity: 1 });
    await insertRsvp(ctx.db, event.id, { email: 'in@example.org' });
    await insertRsvp(ctx.db, event.id, { email: 'wait@example.org', status: 'waitlisted' });
    await insertRsvp(ctx.db, event.id, { email: 'gone@example.org', status: 'cancelled' });
    const patch = (body: object) =>
      admin.agent.patch(`/api/admin/events/${event.slug}`).set('X-CSRF-Token', admin.csrfToken).send(body);

    const later = new Date(event.startsAt.getTime() + 2 * HOUR);
    expect(
      (await patch({ startsAt: later.toISOString(), endsAt: new Date(later.getTime() + HOUR).toISOString() }))
        .status,
    ).toBe(200);
    let mails = await deliver();
    expect(mails.map((m) => m.envelope.to[0]).sort()).toEqual(['in@example.org', 'wait@example.org']);
    expect(mails.every((m) => m.parsed.subject === 'Updated time or place: Town Hall')).toBe(true);

    // A summary edit is no change of time or place: nobody is told.
    await patch({ summary: 'New words' });
    expect(await allOutbox(ctx)).toHaveLength(2);

    smtp.received.length = 0;
    await patch({ status: 'cancelled' });
    mails = await deliver();
    expect(mails.map((m) => m.parsed.subject)).toEqual(['Cancelled: Town Hall', 'Cancelled: Town Hall']);
  });
});

describe('the reminder job', () => {
  it('reminds everyone registered 24 hours before, once, even when instances run it together', async () => {
    const start = new Date(Date.now() + 3 * DAY);
    const event = await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true, startsAt: start });
    await insertRsvp(ctx.db, event.id, { email: 'in@example.org' });
    await insertRsvp(ctx.db, event.id, { email: 'wait@example.org', status: 'waitlisted' });
    const deps = jobDeps(ctx);

    // Two days before: too early.
    await eventReminders.run(deps, new Date(start.getTime() - 2 * DAY));
    expect(await allOutbox(ctx)).toEqual([]);

    // 23 hours before, on two instances at once, and once more later.
    const at = new Date(start.getTime() - 23 * HOUR);
    await Promise.all([eventReminders.run(deps, at), eventReminders.run(deps, at)]);
    await eventReminders.run(deps, new Date(start.getTime() - HOUR));
    const queued = await allOutbox(ctx);
    expect(queued.map((m) => [m.toAddress, m.kind])).toEqual([['in@example.org', 'event-reminder']]);

    const [mail] = await deliver();
    expect(mail.parsed.subject).toBe('Reminder: Tele Town Hall is tomorrow');
    expect(mail.parsed.text).toContain(ONLINE_URL);
  });

  it('does not remind for drafts, cancelled or started events', async () => {
    const start = new Date(Date.now() + 3 * DAY);
    for (const status of ['draft', 'cancelled'] as const) {
      const e = await insertEvent(ctx.db, { title: `E ${status}`, startsAt: start, status });
      await insertRsvp(ctx.db, e.id, { email: `${status}@example.org` });
    }
    await eventReminders.run(jobDeps(ctx), new Date(start.getTime() - HOUR));
    await eventReminders.run(jobDeps(ctx), new Date(start.getTime() + HOUR));
    expect(await allOutbox(ctx)).toEqual([]);
  });
});
