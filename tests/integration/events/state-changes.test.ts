import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventRsvps } from '../../../shared/schema';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { HOUR, ONLINE_URL, insertEvent, insertRsvp } from '../../helpers/events';
import { runSender } from '../../helpers/mail-jobs';
import { everythingIn, startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// Issue 39, class 3: an RSVP whose state changes part-way through a process (between a notice's
// queueing and its sending, between leaving a waitlist and joining it again).
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const link = (path: string, body: object) => request(ctx.app).post(`/api/events/rsvp/${path}`).send(body);
const statusOf = async (id: string) =>
  (await ctx.db.select().from(eventRsvps).where(eq(eventRsvps.id, id)))[0].status;

async function moveEvent(slug: string, startsAt: Date) {
  const res = await admin.agent
    .patch(`/api/admin/events/${slug}`)
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + HOUR).toISOString() });
  expect(res.status).toBe(200);
}

async function delivered() {
  await runSender(ctx, smtp.url);
  return Object.fromEntries(smtp.received.map((m) => [m.envelope.to[0], m]));
}

describe("a notice of an online event's new time", () => {
  it('gives the meeting link and the calendar file to the registered only, never to the waitlisted', async () => {
    const event = await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true, capacity: 1 });
    await insertRsvp(ctx.db, event.id, { email: 'in@example.org' });
    await insertRsvp(ctx.db, event.id, { email: 'wait@example.org', status: 'waitlisted' });
    await moveEvent(event.slug, new Date(event.startsAt.getTime() + 2 * HOUR));
    const mails = await delivered();
    expect(Object.keys(mails).sort()).toEqual(['in@example.org', 'wait@example.org']);
    expect(mails['in@example.org'].parsed.text).toContain(ONLINE_URL);
    expect(mails['in@example.org'].parsed.attachments).toHaveLength(1);
    expect(everythingIn(mails['wait@example.org'])).not.toContain(ONLINE_URL);
    expect(mails['wait@example.org'].parsed.attachments).toHaveLength(0);
  });

  it('is written as the RSVP stands when it is sent: a seat given up meanwhile takes the link with it', async () => {
    const event = await insertEvent(ctx.db, { title: 'Tele Town Hall', online: true, capacity: 1 });
    const leaving = await insertRsvp(ctx.db, event.id, { email: 'leaving@example.org' });
    const waiting = await insertRsvp(ctx.db, event.id, { email: 'next@example.org', status: 'waitlisted' });
    await moveEvent(event.slug, new Date(event.startsAt.getTime() + 2 * HOUR));
    // Before the notices go out, the registered person cancels and the waitlisted one moves up.
    expect((await link('cancel', { token: leaving.token })).status).toBe(200);
    expect(await statusOf(waiting.id)).toBe('registered');
    await runSender(ctx, smtp.url);
    for (const mail of smtp.received.filter((m) => m.envelope.to[0] === 'leaving@example.org'))
      expect(everythingIn(mail), mail.parsed.subject).not.toContain(ONLINE_URL);
    const moved = smtp.received.filter((m) => m.envelope.to[0] === 'next@example.org');
    expect(moved.some((m) => m.parsed.text?.includes(ONLINE_URL))).toBe(true);
  });
});

describe('leaving a waitlist and joining it again', () => {
  it('puts the person at the end of the waitlist, behind those who stayed', async () => {
    const event = await insertEvent(ctx.db, { title: 'Caucus', capacity: 1 });
    const seated = await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });
    const first = await insertRsvp(ctx.db, event.id, { email: 'first@example.org', status: 'waitlisted' });
    const second = await insertRsvp(ctx.db, event.id, { email: 'second@example.org', status: 'waitlisted' });
    expect((await link('cancel', { token: first.token })).status).toBe(200);
    expect(await statusOf(first.id)).toBe('cancelled');
    const rejoined = await link('rejoin', { token: first.token });
    expect(rejoined.status).toBe(200);
    expect(rejoined.body.status).toBe('waitlisted');
    // The seat frees: it goes to the one who stayed in line.
    expect((await link('cancel', { token: seated.token })).status).toBe(200);
    expect(await statusOf(second.id)).toBe('registered');
    expect(await statusOf(first.id)).toBe('waitlisted');
  });

  it('gives a seat at once to one who rejoins when a seat is free', async () => {
    const event = await insertEvent(ctx.db, { title: 'Caucus', capacity: 2 });
    await insertRsvp(ctx.db, event.id, { email: 'seated@example.org' });
    const back = await insertRsvp(ctx.db, event.id, { email: 'back@example.org', status: 'cancelled' });
    const res = await link('rejoin', { token: back.token });
    expect(res.body.status).toBe('registered');
    expect(await statusOf(back.id)).toBe('registered');
  });
});
