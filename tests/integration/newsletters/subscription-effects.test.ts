import http from 'node:http';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compactorFor } from '../../../server/supporters/erasure-compaction';
import { mailAllowances, newsletters, outbox } from '../../../shared/schema';
import { adminAgent, TEST_ADMIN } from '../../helpers/admin-agent';
import { insertSubscribers } from '../../helpers/newsletters';
import { useSiteApp } from '../../helpers/site-app';

// Issue 39: what each step of the double opt-in leaves behind (CONTRACT section 11), read from the
// rows: the subscriber's status, secrets and times, the messages queued, and the exact answers,
// with the 10-minute and 7-day bounds read at their very edge through the app's clock.
// An http SITE_URL: over https the admin's cookies are Secure, and supertest would not send them back.
const ctx = useSiteApp({ RATE_LIMIT_FORMS: '1000' });
const SITE = 'http://localhost:5000';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const INVALID_CONFIRM = { message: 'This confirmation link is invalid or has expired.' };
const INVALID_UNSUBSCRIBE = { message: 'This unsubscribe link is invalid.' };
const WRONG_BODY = { message: 'A one-click unsubscribe sends List-Unsubscribe=One-Click, or nothing.' };

/** Runs the app's clock (Date only) from `start`; `at(ms)` moves it to `start + ms`. */
function clockFrom(start = Date.now()) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return { start, at: (ms: number) => vi.setSystemTime(start + ms) };
}
afterEach(() => {
  vi.useRealTimers();
});

const subscribe = (email: string) => request(ctx.app).post('/api/newsletter').send({ email });
const confirm = (token: string) => request(ctx.app).post('/api/newsletter/confirm').send({ token });
const unsubscribeByApi = (token: string) =>
  request(ctx.app).post('/api/newsletter/unsubscribe').send({ token });
const subscriber = async (email: string) =>
  (await ctx.db.select().from(newsletters).where(eq(newsletters.email, email)))[0];
const sentTo = (email: string) =>
  ctx.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(outbox.id);
const confirmToken = (row: { id: string; confirmToken: string | null }) => `${row.id}.${row.confirmToken}`;
const unsubscribeToken = (row: { id: string; unsubscribeToken: string }) =>
  `${row.id}.${row.unsubscribeToken}`;

describe('POST /api/newsletter: what a sign-up stores and queues', () => {
  it('stores a new address pending with a fresh secret sent now, and queues its link and share link', async () => {
    const clock = clockFrom();
    expect((await subscribe('new@example.org')).status).toBe(201);
    const row = await subscriber('new@example.org');
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(row.confirmToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirmSentAt?.getTime()).toBe(clock.start);
    const mail = await sentTo('new@example.org');
    expect(mail.map((m) => [m.kind, m.subject, m.status])).toEqual([
      ['newsletter-confirm', 'Please confirm your subscription', 'queued'],
    ]);
    expect(mail[0].text).toContain(`${SITE}/newsletter/confirm/${confirmToken(row)}`);
    expect(mail[0].text).toContain(`${SITE}/?ref=${row.shareCode}`);
    // Counted against the mailbox as a confirmation, not as another kind of message.
    expect(await ctx.db.select().from(mailAllowances)).toEqual([
      { kind: 'newsletter-confirm', address: 'new@example.org', lastAt: new Date(clock.start) },
    ]);
  });

  it('stores a +tag address of a mailbox mailed minutes ago as pending, with no link and no message', async () => {
    await subscribe('ana@example.org');
    expect((await subscribe('ana+news@example.org')).status).toBe(201);
    expect(await subscriber('ana+news@example.org')).toMatchObject({
      status: 'pending',
      confirmToken: null,
      confirmSentAt: null,
    });
    expect(await sentTo('ana+news@example.org')).toEqual([]);
  });

  it('sends a bounced address nothing, takes none of its allowance, and leaves it bounced', async () => {
    await insertSubscribers(ctx.database, 1, 'bounced');
    expect((await subscribe('sub1@example.org')).status).toBe(201);
    expect(await subscriber('sub1@example.org')).toMatchObject({ status: 'bounced', confirmToken: null });
    expect(await sentTo('sub1@example.org')).toEqual([]);
    expect(await ctx.db.select().from(mailAllowances)).toEqual([]);
  });

  it('sends the next confirmation exactly 10 minutes after the last, with a new secret, and none a millisecond before', async () => {
    const clock = clockFrom();
    await subscribe('often@example.org');
    const first = await subscriber('often@example.org');
    clock.at(10 * MINUTE - 1);
    await subscribe('often@example.org');
    expect(await subscriber('often@example.org')).toEqual(first);
    expect(await sentTo('often@example.org')).toHaveLength(1);
    clock.at(10 * MINUTE);
    await subscribe('often@example.org');
    const second = await subscriber('often@example.org');
    expect(second.confirmSentAt?.getTime()).toBe(clock.start + 10 * MINUTE);
    expect(second.confirmToken).toMatch(/^[0-9a-f]{64}$/);
    expect(second.confirmToken).not.toBe(first.confirmToken);
    const mail = await sentTo('often@example.org');
    expect(mail).toHaveLength(2);
    expect(mail[1].text).toContain(`/newsletter/confirm/${confirmToken(second)}`);
  });

  it("keeps an address's own 10 minutes when an erasure of its plain mailbox frees the allowance", async () => {
    const clock = clockFrom();
    await subscribe('dana+news@example.org');
    const admin = await adminAgent(ctx);
    const erased = await admin.agent
      .post('/api/admin/erasure')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email: 'dana@example.org', currentPassword: TEST_ADMIN.password });
    expect(erased.status).toBe(200);
    await compactorFor(ctx.database, (err) => ctx.serverErrors.push(err)).idle();
    expect(await ctx.db.select().from(mailAllowances)).toEqual([]);
    clock.at(5 * MINUTE);
    expect((await subscribe('dana+news@example.org')).status).toBe(201);
    expect(await sentTo('dana+news@example.org')).toHaveLength(1);
    expect((await subscriber('dana+news@example.org')).confirmSentAt?.getTime()).toBe(clock.start);
  });
});

describe('POST /api/newsletter/confirm: what a confirmation stores and queues', () => {
  it('confirms at exactly 7 days, stamps the time and queues one welcome; a millisecond later it is refused', async () => {
    const clock = clockFrom();
    await subscribe('edge@example.org');
    await subscribe('past@example.org');
    const edge = await subscriber('edge@example.org');
    const past = await subscriber('past@example.org');
    clock.at(7 * DAY);
    const res = await confirm(confirmToken(edge));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'confirmed' });
    const confirmed = await subscriber('edge@example.org');
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmedAt?.getTime()).toBe(clock.start + 7 * DAY);
    const welcome = (await sentTo('edge@example.org')).filter((m) => m.kind === 'newsletter-welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0].text).toContain(`${SITE}/unsubscribe/${unsubscribeToken(edge)}`);
    expect(welcome[0].headers).toMatchObject({
      'List-Unsubscribe': `<${SITE}/unsubscribe/${unsubscribeToken(edge)}>`,
    });

    clock.at(7 * DAY + 1);
    const late = await confirm(confirmToken(past));
    expect(late.status).toBe(400);
    expect(late.body).toEqual(INVALID_CONFIRM);
    expect(await subscriber('past@example.org')).toMatchObject({ status: 'pending', confirmedAt: null });
    expect((await sentTo('past@example.org')).map((m) => m.kind)).toEqual(['newsletter-confirm']);
  });

  it('answers a used link 200 again without a second welcome or a new confirmation time', async () => {
    const clock = clockFrom();
    await subscribe('twice@example.org');
    const row = await subscriber('twice@example.org');
    expect((await confirm(confirmToken(row))).status).toBe(200);
    clock.at(DAY);
    const again = await confirm(confirmToken(row));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'confirmed' });
    expect((await subscriber('twice@example.org')).confirmedAt?.getTime()).toBe(clock.start);
    expect((await sentTo('twice@example.org')).map((m) => m.kind)).toEqual([
      'newsletter-confirm',
      'newsletter-welcome',
    ]);
  });

  it('refuses the link of an address that bounced before confirming, and leaves it bounced', async () => {
    await subscribe('gone@example.org');
    const row = await subscriber('gone@example.org');
    await ctx.db.update(newsletters).set({ status: 'bounced' }).where(eq(newsletters.id, row.id));
    const res = await confirm(confirmToken(row));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_CONFIRM);
    expect(await subscriber('gone@example.org')).toMatchObject({ status: 'bounced', confirmedAt: null });
    expect((await sentTo('gone@example.org')).map((m) => m.kind)).toEqual(['newsletter-confirm']);
  });

  it('refuses the unsubscribe secret as a confirmation, and a subscriber without a link, with 400', async () => {
    await subscribe('ana@example.org');
    await subscribe('ana+x@example.org'); // its mailbox was just mailed: no link of its own
    const ana = await subscriber('ana@example.org');
    const tagged = await subscriber('ana+x@example.org');
    for (const token of [unsubscribeToken(ana), `${tagged.id}.${ana.confirmToken}`]) {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID_CONFIRM);
    }
    expect((await subscriber('ana@example.org')).status).toBe('pending');
    expect((await subscriber('ana+x@example.org')).status).toBe('pending');
  });
});

describe('unsubscribe: what it stores and answers', () => {
  it('makes the subscriber unsubscribed and voids its pending link, keeping the unsubscribe secret', async () => {
    await subscribe('bye@example.org');
    const row = await subscriber('bye@example.org');
    const res = await unsubscribeByApi(unsubscribeToken(row));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'unsubscribed' });
    expect(await subscriber('bye@example.org')).toMatchObject({
      status: 'unsubscribed',
      confirmToken: null,
      unsubscribeToken: row.unsubscribeToken,
    });
    expect((await sentTo('bye@example.org')).map((m) => m.kind)).toEqual(['newsletter-confirm']);
  });

  it('refuses a confirmation secret, an unknown subscriber, a longer or a malformed token with the same 400', async () => {
    await subscribe('stay@example.org');
    const row = await subscriber('stay@example.org');
    const unknown = `00000000-0000-4000-8000-000000000000.${row.unsubscribeToken}`;
    for (const token of [confirmToken(row), unknown, `${unsubscribeToken(row)}0`, 'nonsense']) {
      for (const res of [
        await unsubscribeByApi(token),
        await request(ctx.app).post(`/unsubscribe/${token}`).type('form').send('List-Unsubscribe=One-Click'),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual(INVALID_UNSUBSCRIBE);
      }
    }
    expect((await subscriber('stay@example.org')).status).toBe('pending');
  });
});

describe('POST /unsubscribe/<token>: the one-click body (RFC 8058)', () => {
  async function unsubscribePath() {
    await subscribe('click@example.org');
    return `/unsubscribe/${unsubscribeToken(await subscriber('click@example.org'))}`;
  }
  const multipart = (parts: string[], eol = '\r\n') =>
    parts.map((p) => `--B${eol}${p.replace(/\n/g, eol)}${eol}`).join('') + `--B--${eol}`;
  const statusOf = async () => (await subscriber('click@example.org')).status;

  it.each([
    ['a line break only', 'application/x-www-form-urlencoded', '\r\n'],
    ['the form body and a line break', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click\r\n'],
    [
      'a multipart field with a header of its own',
      'multipart/form-data; boundary=B',
      multipart([
        'Content-Disposition: form-data; name="List-Unsubscribe"\nContent-Type: text/plain\n\nOne-Click',
      ]),
    ],
    [
      'a multipart field with a header of its own and bare LF line ends',
      'multipart/form-data; boundary=B',
      multipart(
        ['Content-Disposition: form-data; name="List-Unsubscribe"\nContent-Type: text/plain\n\nOne-Click'],
        '\n',
      ),
    ],
  ])('takes %s as a one-click unsubscribe', async (_name, type, body) => {
    const path = await unsubscribePath();
    const res = await request(ctx.app).post(path).set('Content-Type', type).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'unsubscribed' });
    expect(await statusOf()).toBe('unsubscribed');
  });

  it('takes the form body sent without a Content-Type', async () => {
    const path = await unsubscribePath();
    const server = http.createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        body: new TextEncoder().encode('List-Unsubscribe=One-Click'),
      });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect([res.status, await res.json()]).toEqual([200, { status: 'unsubscribed' }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await statusOf()).toBe('unsubscribed');
  });

  it('refuses a form field of another name with 400 and changes nothing', async () => {
    const res = await request(ctx.app)
      .post(await unsubscribePath())
      .type('form')
      .send('Unsubscribe=One-Click');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(WRONG_BODY);
    expect(await statusOf()).toBe('pending');
  });

  it.each([
    ['two multipart fields', ['name="List-Unsubscribe"\n\nOne-Click', 'name="email"\n\nx@example.org']],
    ['another multipart field name', ['name="Unsubscribe"\n\nOne-Click']],
    ['another multipart value', ['name="List-Unsubscribe"\n\nYes']],
  ])('refuses %s with 400 and changes nothing', async (_name, parts) => {
    const path = await unsubscribePath();
    const body = multipart(parts.map((p) => `Content-Disposition: form-data; ${p}`));
    const res = await request(ctx.app)
      .post(path)
      .set('Content-Type', 'multipart/form-data; boundary=B')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(WRONG_BODY);
    expect(await statusOf()).toBe('pending');
  });

  it('reads a body of 4096 bytes and refuses one byte more with 413', async () => {
    const path = await unsubscribePath();
    const padded = (bytes: number) => `List-Unsubscribe=One-Click&pad=${'x'.repeat(bytes - 31)}`;
    const full = await request(ctx.app).post(path).type('form').send(padded(4096));
    expect(full.status).toBe(400);
    expect(full.body).toEqual(WRONG_BODY);
    const over = await request(ctx.app).post(path).type('form').send(padded(4097));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: 'Request body too large' });
    expect(await statusOf()).toBe('pending');
  });
});

describe('the link pages: the same page whatever the link, and a GET changes nothing', () => {
  it('answers unknown, used and expired confirmation links and a used unsubscribe link with their pages', async () => {
    const clock = clockFrom();
    await subscribe('used@example.org');
    await subscribe('old@example.org');
    const used = await subscriber('used@example.org');
    const old = await subscriber('old@example.org');
    await confirm(confirmToken(used));
    await unsubscribeByApi(unsubscribeToken(used));
    clock.at(8 * DAY);
    const pages: [string, string][] = [
      ['/newsletter/confirm/nonsense', 'Confirm your subscription'],
      [`/newsletter/confirm/${confirmToken(used)}`, 'Confirm your subscription'],
      [`/newsletter/confirm/${confirmToken(old)}`, 'Confirm your subscription'],
      [`/unsubscribe/${unsubscribeToken(used)}`, 'Unsubscribe'],
    ];
    for (const [path, title] of pages) {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain(`>${title} | Jordan Ellis for President</title>`);
    }
    expect(await subscriber('used@example.org')).toMatchObject({ status: 'unsubscribed' });
    expect(await subscriber('old@example.org')).toMatchObject({ status: 'pending', confirmedAt: null });
  });
});
