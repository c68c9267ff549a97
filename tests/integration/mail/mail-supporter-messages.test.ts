import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailAllowances, outbox } from '../../../shared/schema';
import { TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { allOutbox, runSender } from '../../helpers/mail-jobs';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';
import { createVolunteer } from '../../../server/supporters/submissions';

const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000', SITE_URL: 'http://site.example' });
const admin = useSignedInAdmin(ctx);
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
  smtp.attempts.length = 0;
});

const volunteer = { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.org', helpType: 'canvassing' };
const contact = {
  firstName: 'Ben',
  lastName: 'Ortiz',
  email: 'ben@example.org',
  subject: 'Local 12',
  message: 'Can we meet?',
};
const kinds = async () => (await allOutbox(ctx)).map((m) => m.kind);
/** As if a day had passed since every per-address limit was last used. */
const aDayLater = () =>
  ctx.db.update(mailAllowances).set({ lastAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });

async function deliver() {
  await runSender(ctx, smtp.url);
  return smtp.received;
}

describe('the volunteer welcome', () => {
  it('is queued with the sign-up and says what happens next and how to reach the campaign', async () => {
    expect((await request(ctx.app).post('/api/volunteers').send(volunteer)).status).toBe(201);
    const [mail] = await deliver();
    expect(mail.envelope.to).toEqual(['ana@example.org']);
    expect(mail.parsed.subject).toBe('Welcome to the team');
    expect(mail.parsed.text).toContain('Welcome to the team, Ana!');
    expect(mail.parsed.text).toContain('A campaign organizer will contact you');
    expect(mail.parsed.text).toContain('info@ellisforpresident.org');
    expect(mail.parsed.html).toContain('Welcome to the team, Ana!');
    expect(mail.parsed.text).toContain('Paid for by');
  });

  it('goes to an address at most once per 24 hours', async () => {
    for (let n = 0; n < 3; n++) await request(ctx.app).post('/api/volunteers').send(volunteer);
    expect(await countRows(ctx.database, 'volunteers')).toBe(3);
    expect(await kinds()).toEqual(['volunteer-welcome']);
    await aDayLater();
    await request(ctx.app)
      .post('/api/volunteers')
      .send({ ...volunteer, email: 'ANA@example.org' });
    expect(await kinds()).toEqual(['volunteer-welcome', 'volunteer-welcome']);
  });

  it('is not queued for a refused sign-up', async () => {
    const res = await request(ctx.app)
      .post('/api/volunteers')
      .send({ ...volunteer, helpType: 'nonsense' });
    expect(res.status).toBe(400);
    expect(await countRows(ctx.database, 'outbox')).toBe(0);
    expect(await countRows(ctx.database, 'mail_allowances')).toBe(0);
  });

  it('a name with CR/LF and Bcc: adds no header and no recipient, checked through real SMTP', async () => {
    const hostile = { ...volunteer, firstName: 'Ana\r\nBcc: victim@example.org\r\nSubject: pwned' };
    // The form refuses it (issue 34: one-line fields hold no line break) and queues nothing ...
    expect((await request(ctx.app).post('/api/volunteers').send(hostile)).status).toBe(400);
    expect(await countRows(ctx.database, 'outbox')).toBe(0);
    // ... and should such a name reach the outbox some other way, it still makes no header.
    await createVolunteer(
      ctx.db,
      { ...hostile, helpType: 'canvassing', phone: null, attribution: null },
      'http://site.example',
    );
    const [mail] = await deliver();
    expect(smtp.attempts).toEqual(['ana@example.org']);
    expect(mail.envelope.to).toEqual(['ana@example.org']);
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.subject).toBe('Welcome to the team');
    // The header block: the name's lines may only show up in the body, as text.
    const headerBlock = mail.raw.split(/\r?\n\r?\n/)[0];
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(headerBlock).not.toMatch(/^Subject: pwned/im);
    expect(headerBlock).not.toContain('victim');
  });
});

describe('the contact receipt', () => {
  // CONTRACT section 11 (issue 34): a receipt repeats nothing the sender typed but the first name.
  it('repeats neither the subject nor the message, and escapes the first name in the HTML part', async () => {
    const message = 'Can we meet?\n<script>alert("x")</script>';
    const res = await request(ctx.app)
      .post('/api/contacts')
      .send({ ...contact, firstName: 'Ben <b>', subject: 'Local <b>12</b>', message });
    expect(res.status).toBe(201);
    const [mail] = await deliver();
    expect(mail.parsed.subject).toBe('We received your message');
    expect(mail.parsed.text).toContain('Thanks for writing, Ben <b>');
    for (const part of [mail.parsed.text ?? '', String(mail.parsed.html)]) {
      expect(part).not.toContain('Local');
      expect(part).not.toContain('Can we meet?');
      expect(part).not.toContain('alert(');
    }
    expect(mail.parsed.html).not.toContain('<b>');
    expect(mail.parsed.html).toContain('Ben &lt;b&gt;');
  });

  it('a subject of 200 emoji stays out of the receipt; the message subject is the campaign own', async () => {
    const subject = '🗳️'.repeat(100).slice(0, 200);
    await request(ctx.app)
      .post('/api/contacts')
      .send({ ...contact, subject });
    const [mail] = await deliver();
    expect(smtp.attempts).toEqual(['ben@example.org']);
    expect(mail.parsed.subject).toBe('We received your message');
    expect(mail.parsed.text).not.toContain('🗳');
    expect(mail.parsed.headers.has('bcc')).toBe(false);
  });

  it('goes to an address at most once per 24 hours, and not for a refused message', async () => {
    await request(ctx.app).post('/api/contacts').send(contact);
    await request(ctx.app).post('/api/contacts').send(contact);
    expect(await kinds()).toEqual(['contact-receipt']);
    const refused = await request(ctx.app)
      .post('/api/contacts')
      .send({ ...contact, email: 'other@example.org', message: '' });
    expect(refused.status).toBe(400);
    expect(await kinds()).toEqual(['contact-receipt']);
  });
});

describe('erasure (CONTRACT section 9)', () => {
  it('removes the messages to the address, queued or sent, and its limits; others stay', async () => {
    await request(ctx.app).post('/api/volunteers').send(volunteer);
    await request(ctx.app).post('/api/contacts').send(contact);
    await deliver();
    await request(ctx.app)
      .post('/api/volunteers')
      .send({ ...volunteer, email: 'other@example.org' });
    const res = await admin.agent
      .post('/api/admin/erasure')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email: 'ANA@example.org', currentPassword: TEST_ADMIN.password });
    expect(res.status).toBe(200);
    const left = await ctx.db.select({ to: outbox.toAddress }).from(outbox);
    expect(left.map((r) => r.to).sort()).toEqual(['ben@example.org', 'other@example.org']);
    const limits = await ctx.db.select({ address: mailAllowances.address }).from(mailAllowances);
    expect(limits.map((r) => r.address).sort()).toEqual(['ben@example.org', 'other@example.org']);
  });
});

describe('the story-approved message', () => {
  async function insertStory(name: string, email: string, approved = 'pending') {
    const { rows } = await ctx.database.raw.query(
      `INSERT INTO testimonials (name, email, story, approved) VALUES ($1, $2, 'My story', $3) RETURNING id`,
      [name, email, approved],
    );
    return String(rows[0].id);
  }
  const patch = (path: string, body: object) =>
    admin.agent.patch(path).set('X-CSRF-Token', admin.csrfToken).send(body);

  it('tells the author when their story is approved, with a link to /endorsements', async () => {
    const id = await insertStory('<Dana> Lee-Story', 'dana@example.org');
    expect((await patch(`/api/admin/testimonials/${id}`, { status: 'approved' })).status).toBe(200);
    const [mail] = await deliver();
    expect(mail.envelope.to).toEqual(['dana@example.org']);
    expect(mail.parsed.subject).toBe('Your story is now on the site');
    expect(mail.parsed.text).toContain('http://site.example/endorsements');
    expect(mail.parsed.html).toContain('href="http://site.example/endorsements"');
    // Only a first name, escaped, is greeted (CONTRACT section 11).
    expect(mail.parsed.html).toContain('&lt;Dana&gt;');
    expect(mail.parsed.text).not.toContain('Lee-Story');
  });

  it('sends nothing for a rejection or a story approved already', async () => {
    const rejected = await insertStory('R', 'r@example.org');
    const approved = await insertStory('A', 'a@example.org', 'approved');
    await patch(`/api/admin/testimonials/${rejected}`, { status: 'rejected' });
    await patch(`/api/admin/testimonials/${approved}`, { status: 'approved' });
    expect(await countRows(ctx.database, 'outbox')).toBe(0);
  });

  it('bulk approval tells each newly approved author once', async () => {
    const ids = [await insertStory('B1', 'b1@example.org'), await insertStory('B2', 'b2@example.org')];
    const res = await patch('/api/admin/testimonials', { ids, status: 'approved' });
    expect(res.status).toBe(200);
    const rows = await ctx.db.select({ to: outbox.toAddress, kind: outbox.kind }).from(outbox);
    expect(rows.map((r) => r.to).sort()).toEqual(['b1@example.org', 'b2@example.org']);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['story-approved']));
  });
});
