import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailsContent } from '../../../shared/content/emails';
import { mailAllowances, newsletters, outbox } from '../../../shared/schema';
import { countRows } from '../../helpers/database';
import { allOutbox, runSender } from '../../helpers/mail-jobs';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000', SITE_URL: 'https://site.example' });
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const INVALID = { message: 'This confirmation link is invalid or has expired.' };
const CONFIRM_LINK = /https:\/\/site\.example\/newsletter\/confirm\/([^\s"<]+)/;
const subscribe = (email: string) => request(ctx.app).post('/api/newsletter').send({ email });
const confirm = (token: unknown) => request(ctx.app).post('/api/newsletter/confirm').send({ token });
const subscriber = async (email: string) =>
  (await ctx.db.select().from(newsletters).where(eq(newsletters.email, email)))[0];
const confirmations = async () => (await allOutbox(ctx)).filter((m) => m.kind === 'newsletter-confirm');

/** Delivers what is queued and reads the confirmation link out of the newest message that arrived. */
async function deliveredConfirmToken(): Promise<string> {
  await runSender(ctx, smtp.url);
  const mail = smtp.received.at(-1);
  const token = mail?.parsed.text?.match(CONFIRM_LINK)?.[1];
  if (!token) throw new Error('No confirmation link arrived');
  expect(mail!.parsed.html).toContain(`href="https://site.example/newsletter/confirm/${token}"`);
  return token;
}

/** Moves the address's last confirmation back in time, as if `ms` had passed. */
/** As if the address's last confirmation had gone `ms` ago: its row and its mailbox's allowance. */
const age = async (email: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  await ctx.db.update(newsletters).set({ confirmSentAt: then }).where(eq(newsletters.email, email));
  await ctx.db.update(mailAllowances).set({ lastAt: then }).where(eq(mailAllowances.address, email));
};
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('POST /api/newsletter: double opt-in (CONTRACT section 11)', () => {
  it('stores a new address as pending and mails it a confirmation link', async () => {
    const res = await subscribe('new@example.org');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ subscribed: true, notice: emailsContent.newsletterFormNotice });
    expect(await subscriber('new@example.org')).toMatchObject({ status: 'pending' });
    const token = await deliveredConfirmToken();
    const [mail] = smtp.received;
    expect(mail.envelope.to).toEqual(['new@example.org']);
    expect(mail.parsed.subject).toBe('Please confirm your subscription');
    expect(mail.parsed.text).toContain('This link works for 7 days.');
    expect(token).toMatch(/^[0-9a-f-]{36}\.[0-9a-f]{64}$/);
  });

  it('answers the same body whatever the state, and sends one confirmation for 50 sign-ups in a minute', async () => {
    const answers = [];
    for (let n = 0; n < 50; n++) answers.push(await subscribe('again@example.org'));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body)))).toEqual(
      new Set([JSON.stringify({ subscribed: true, notice: emailsContent.newsletterFormNotice })]),
    );
    expect(await confirmations()).toHaveLength(1);
  });

  it('sends 50 simultaneous sign-ups of one address one confirmation', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => subscribe('burst@example.org')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
    expect(await confirmations()).toHaveLength(1);
  });

  it('sends a pending address another confirmation after 10 minutes; the newest link works, the old one not', async () => {
    await subscribe('later@example.org');
    const first = await deliveredConfirmToken();
    await age('later@example.org', 11 * MINUTE);
    expect((await subscribe('later@example.org')).status).toBe(201);
    const second = await deliveredConfirmToken();
    expect(second).not.toBe(first);
    expect((await confirm(first)).body).toEqual(INVALID);
    expect((await confirm(second)).body).toEqual({ status: 'confirmed' });
  });

  it('sends a confirmed address nothing and keeps it confirmed', async () => {
    await subscribe('kept@example.org');
    expect((await confirm(await deliveredConfirmToken())).status).toBe(200);
    await age('kept@example.org', DAY);
    const res = await subscribe('kept@example.org');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ subscribed: true, notice: emailsContent.newsletterFormNotice });
    expect(await confirmations()).toHaveLength(1);
    expect(await subscriber('kept@example.org')).toMatchObject({ status: 'confirmed' });
  });

  it.each(['"a@b"@example.com', 'a@[127.0.0.1]', 'a@example.org\r\nBcc: b@example.org'])(
    'refuses %j with a field error, storing and queuing nothing',
    async (email) => {
      const res = await subscribe(email);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
      expect(await countRows(ctx.database, 'newsletters')).toBe(0);
      expect(await countRows(ctx.database, 'outbox')).toBe(0);
    },
  );
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms a pending address, and answers 200 again when already confirmed', async () => {
    await subscribe('c@example.org');
    const token = await deliveredConfirmToken();
    expect(await subscriber('c@example.org')).toMatchObject({ status: 'pending' });
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'confirmed' });
    expect(await subscriber('c@example.org')).toMatchObject({ status: 'confirmed' });
    expect((await confirm(token)).body).toEqual({ status: 'confirmed' });
  });

  it('refuses an altered, unknown, expired or malformed token with the same 400, changing nothing', async () => {
    await subscribe('x@example.org');
    const token = await deliveredConfirmToken();
    const last = token.at(-1) === 'a' ? 'b' : 'a';
    const altered = token.slice(0, -1) + last;
    const unknown = `00000000-0000-4000-8000-000000000000.${token.split('.')[1]}`;
    for (const bad of [altered, unknown, 'nonsense', `${token}x`]) {
      const res = await confirm(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID);
    }
    await age('x@example.org', 7 * DAY + MINUTE);
    expect((await confirm(token)).body).toEqual(INVALID);
    expect(await subscriber('x@example.org')).toMatchObject({ status: 'pending' });
  });

  it('welcomes the newly confirmed subscriber with the RFC 8058 headers and an unsubscribe link that works', async () => {
    await subscribe('w@example.org');
    await confirm(await deliveredConfirmToken());
    await runSender(ctx, smtp.url);
    const welcomes = smtp.received.filter((m) => m.parsed.subject === 'You are subscribed');
    expect(welcomes).toHaveLength(1);
    const [welcome] = welcomes;
    const row = await subscriber('w@example.org');
    const url = `https://site.example/unsubscribe/${row.id}.${row.unsubscribeToken}`;
    // Long header lines are folded: unfolded, they read as written.
    const headers = welcome.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toMatch(new RegExp(`List-Unsubscribe: +<${url.replace(/[.]/g, '\\.')}>`));
    expect(welcome.parsed.text).toContain(`Unsubscribe: ${url}`);
    const res = await request(ctx.app)
      .post(new URL(url).pathname)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await subscriber('w@example.org')).toMatchObject({ status: 'unsubscribed' });
  });

  it('answers a missing token with a field error', async () => {
    const res = await request(ctx.app).post('/api/newsletter/confirm').send({});
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('token');
  });
});

describe('unsubscribe', () => {
  async function confirmedSubscriber(email: string) {
    await subscribe(email);
    await confirm(await deliveredConfirmToken());
    const row = await subscriber(email);
    return {
      row,
      path: `/unsubscribe/${row.id}.${row.unsubscribeToken}`,
      token: `${row.id}.${row.unsubscribeToken}`,
    };
  }

  it.each([
    ['the RFC 8058 form-encoded body', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ['no body', undefined, ''],
    [
      'the RFC 8058 multipart body',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XyZ--\r\n',
    ],
  ])('one-click POST to the link with %s: 200, no session, no CSRF token', async (_name, type, body) => {
    const { path } = await confirmedSubscriber('one@example.org');
    const post = request(ctx.app).post(path);
    if (type) post.set('Content-Type', type);
    const res = await post.send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'unsubscribed' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await subscriber('one@example.org')).toMatchObject({ status: 'unsubscribed' });
  });

  it('refuses a one-click POST with a wrong body and changes nothing', async () => {
    const { path } = await confirmedSubscriber('wrong@example.org');
    for (const body of ['List-Unsubscribe=Yes', 'List-Unsubscribe=One-Click&email=x', 'hello']) {
      const res = await request(ctx.app).post(path).type('form').send(body);
      expect(res.status).toBe(400);
    }
    expect(await subscriber('wrong@example.org')).toMatchObject({ status: 'confirmed' });
  });

  it('POST /api/newsletter/unsubscribe works any number of times; an altered token is 400', async () => {
    const { token } = await confirmedSubscriber('api@example.org');
    for (let n = 0; n < 2; n++) {
      const res = await request(ctx.app).post('/api/newsletter/unsubscribe').send({ token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'unsubscribed' });
    }
    const altered = token.slice(0, -1) + (token.at(-1) === 'a' ? 'b' : 'a');
    const res = await request(ctx.app).post('/api/newsletter/unsubscribe').send({ token: altered });
    expect(res.status).toBe(400);
    expect((await request(ctx.app).post(`/unsubscribe/${altered}`)).status).toBe(400);
  });

  it('an unsubscribed address that signs up again is pending, gets a new link, and the old one is void', async () => {
    await subscribe('back@example.org');
    const oldToken = await deliveredConfirmToken();
    const row = await subscriber('back@example.org');
    await request(ctx.app)
      .post('/api/newsletter/unsubscribe')
      .send({ token: `${row.id}.${row.unsubscribeToken}` });
    expect((await confirm(oldToken)).body).toEqual(INVALID);
    await age('back@example.org', 11 * MINUTE);
    expect((await subscribe('back@example.org')).status).toBe(201);
    expect(await subscriber('back@example.org')).toMatchObject({ status: 'pending' });
    expect((await confirm(await deliveredConfirmToken())).body).toEqual({ status: 'confirmed' });
    // The unsubscribe link never changes.
    expect((await subscriber('back@example.org')).unsubscribeToken).toBe(row.unsubscribeToken);
  });

  it('within 10 minutes of the last confirmation, signing up again makes it pending without another message', async () => {
    const { token } = await confirmedSubscriber('soon@example.org');
    await request(ctx.app).post('/api/newsletter/unsubscribe').send({ token });
    await age('soon@example.org', 5 * MINUTE);
    expect((await subscribe('soon@example.org')).status).toBe(201);
    expect(await subscriber('soon@example.org')).toMatchObject({ status: 'pending' });
    const sent = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, 'soon@example.org'));
    expect(sent.filter((m) => m.kind === 'newsletter-confirm')).toHaveLength(1);
  });
});
