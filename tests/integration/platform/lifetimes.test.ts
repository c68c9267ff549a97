import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../shared/constants';
import { newsletters, outbox } from '../../../shared/schema';
import { adminAgent, insertAdmin } from '../../helpers/admin-agent';
import { insertEvent, rsvpBody } from '../../helpers/events';
import { useTestApp } from '../../helpers/test-app';

// Issue 39, class 2: every lifetime the code gives something is read back through a clock the test
// runs (Date only: the app's own "now"), a second either side of its end, instead of a test moving
// the stored time into the past by hand, which shows that a past time is refused but not that the
// code wrote the time the contract names. Where the database's own clock sets the time (a reset
// link's `now() + interval`), the stored lifetime is read back from the row.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Runs the app's clock from `start`; each `at(ms)` moves it to `start + ms`. */
function clockFrom(start = Date.now()) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return { at: (ms: number) => vi.setSystemTime(start + ms) };
}
afterEach(() => {
  vi.useRealTimers();
});

describe('a newsletter confirmation link (CONTRACT section 11: valid 7 days)', () => {
  const subscribe = (email: string) => request(ctx.app).post('/api/newsletter').send({ email });
  const confirm = (token: string) => request(ctx.app).post('/api/newsletter/confirm').send({ token });
  async function linkOf(email: string): Promise<string> {
    const rows = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, email));
    const token = /\/newsletter\/confirm\/(\S+)/.exec(rows.at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error(`No confirmation link for ${email}`);
    return token;
  }
  const confirmations = async (email: string) =>
    (await ctx.db.select().from(outbox).where(eq(outbox.toAddress, email))).length;

  it('confirms a second before the seventh day ends, and not a second after', async () => {
    const clock = clockFrom();
    expect((await subscribe('early@example.org')).status).toBe(201);
    expect((await subscribe('late@example.org')).status).toBe(201);
    const early = await linkOf('early@example.org');
    const late = await linkOf('late@example.org');
    clock.at(7 * DAY - SECOND);
    expect((await confirm(early)).status).toBe(200);
    clock.at(7 * DAY + SECOND);
    expect((await confirm(late)).status).toBe(400);
    const [row] = await ctx.db.select().from(newsletters).where(eq(newsletters.email, 'late@example.org'));
    expect(row.status).toBe('pending');
  });

  it('sends an address one confirmation per 10 minutes, however often it signs up', async () => {
    const clock = clockFrom();
    await subscribe('often@example.org');
    clock.at(10 * MINUTE - SECOND);
    await subscribe('often@example.org');
    expect(await confirmations('often@example.org')).toBe(1);
    clock.at(10 * MINUTE + SECOND);
    await subscribe('often@example.org');
    expect(await confirmations('often@example.org')).toBe(2);
  });
});

describe('per-address message limits (CONTRACT sections 11 and 14)', () => {
  const sentTo = async (email: string, kind: string) =>
    (await ctx.db.select().from(outbox).where(eq(outbox.toAddress, email))).filter((m) => m.kind === kind)
      .length;

  it('welcomes a volunteer once per 24 hours, however often they sign up', async () => {
    const clock = clockFrom();
    const volunteer = {
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana@example.org',
      helpType: 'canvassing',
    };
    const signUp = () => request(ctx.app).post('/api/volunteers').send(volunteer);
    expect((await signUp()).status).toBe(201);
    const kind = (await ctx.db.select().from(outbox))[0].kind;
    clock.at(DAY - SECOND);
    await signUp();
    expect(await sentTo('ana@example.org', kind)).toBe(1);
    clock.at(DAY + SECOND);
    await signUp();
    expect(await sentTo('ana@example.org', kind)).toBe(2);
  });

  it("mails an RSVP's link again to the same address once per 10 minutes", async () => {
    const event = await insertEvent(ctx.db, {
      title: 'Town hall',
      startsAt: new Date(Date.now() + 30 * DAY),
    });
    const clock = clockFrom();
    const rsvp = () =>
      request(ctx.app).post(`/api/events/${event.slug}/rsvps`).send(rsvpBody('dana@example.org'));
    expect((await rsvp()).status).toBe(201);
    const messages = async () => (await ctx.db.select().from(outbox)).length;
    // The first answer is the confirmation; the same address again gets its link, then the limit.
    const counts = [await messages()];
    clock.at(SECOND);
    await rsvp();
    counts.push(await messages());
    clock.at(SECOND + 10 * MINUTE - SECOND);
    await rsvp();
    counts.push(await messages());
    clock.at(SECOND + 10 * MINUTE + SECOND);
    await rsvp();
    counts.push(await messages());
    expect(counts).toEqual([1, 2, 2, 3]);
  });
});

describe('an admin session (CONTRACT section 10: 30 idle minutes, 12 hours in all)', () => {
  const alive = async (agent: ReturnType<typeof request.agent>) =>
    (await agent.get('/api/admin/session')).status;

  it('ends 30 minutes after the last own request, not before', async () => {
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE);
    const clock = clockFrom();
    const { agent } = await adminAgent(ctx);
    clock.at(SESSION_IDLE_MS - SECOND);
    expect(await alive(agent)).toBe(200);
    // That request started the idle clock again.
    clock.at(2 * SESSION_IDLE_MS - 2 * SECOND);
    expect(await alive(agent)).toBe(200);
    clock.at(3 * SESSION_IDLE_MS);
    expect(await alive(agent)).toBe(401);
  });

  it('ends 12 hours after sign-in however busy the admin is', async () => {
    expect(SESSION_ABSOLUTE_MS).toBe(12 * HOUR);
    const clock = clockFrom();
    const { agent } = await adminAgent(ctx);
    let at = 0;
    while (at + 25 * MINUTE < SESSION_ABSOLUTE_MS - SECOND) {
      at += 25 * MINUTE;
      clock.at(at);
      expect(await alive(agent), `${at / MINUTE} minutes in`).toBe(200);
    }
    clock.at(SESSION_ABSOLUTE_MS - SECOND);
    expect(await alive(agent)).toBe(200);
    clock.at(SESSION_ABSOLUTE_MS + SECOND);
    expect(await alive(agent)).toBe(401);
  });
});

describe('a password reset link (CONTRACT section 11: valid 1 hour)', () => {
  it('is stored to expire exactly one hour after it was asked for', async () => {
    const id = await insertAdmin(ctx.db);
    await ctx.database.raw.query('UPDATE admin_users SET email = $1 WHERE id = $2', [
      'staff@example.org',
      id,
    ]);
    expect(
      (await request(ctx.app).post('/api/admin/password-reset').send({ email: 'staff@example.org' })).status,
    ).toBe(200);
    const { rows } = await ctx.database.raw.query(
      `SELECT extract(epoch FROM expires_at - created_at)::float AS life,
              extract(epoch FROM expires_at - now())::float AS left FROM admin_password_resets`,
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].life)).toBe(3600);
    expect(Number(rows[0].left)).toBeGreaterThan(3500);
  });
});
