import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { runSender } from '../../helpers/mail-jobs';
import { useSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// Issue 34, finding 3: from one address, 30 messages reached one victim's inbox in 15 seconds
// through `+tag` variants, and each contact receipt quoted the stranger's text under the campaign's
// From. CONTRACT section 11 now says: per-address limits count an address without its `+tag`, in
// any letter case, and automatic messages repeat nothing a stranger typed but a first name of at
// most 40 characters. Read through a real SMTP server, as the victim's mail server would get them.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000', SITE_URL: 'http://site.example' });
const smtp = useSmtpServer();

const LURE = 'URGENT: your union account is locked, log in at https://evil.example/login';
const variant = (n: number) => (n % 2 ? `Victim+news${n}@Example.org` : `victim+${n}@example.org`);

async function delivered() {
  await runSender(ctx, smtp.server.url);
  return smtp.server.received;
}

describe('one inbox, many +tag variants', () => {
  it('30 sign-ups and 30 contacts to +tag variants of one address bring one welcome and one receipt', async () => {
    for (let n = 0; n < 30; n++) {
      const who = { firstName: 'Stranger', lastName: 'Danger', email: variant(n) };
      const volunteer = await request(ctx.app)
        .post('/api/volunteers')
        .send({ ...who, helpType: 'canvassing' });
      expect(volunteer.status).toBe(201);
      const contact = await request(ctx.app)
        .post('/api/contacts')
        .send({ ...who, subject: LURE, message: LURE });
      expect(contact.status).toBe(201);
    }
    const mails = await delivered();
    expect(mails.map((m) => m.parsed.subject).sort()).toEqual([
      'We received your message',
      'Welcome to the team',
    ]);
  });

  it('30 newsletter sign-ups of +tag variants bring one confirmation within 10 minutes', async () => {
    for (let n = 0; n < 30; n++) {
      const res = await request(ctx.app)
        .post('/api/newsletter')
        .send({ email: variant(n) });
      expect(res.status).toBe(201);
    }
    const mails = await delivered();
    expect(mails).toHaveLength(1);
    expect(mails[0].parsed.subject).toBe('Please confirm your subscription');
  });
});

describe('what a receipt repeats', () => {
  it('carries neither the subject nor the message the sender typed', async () => {
    const res = await request(ctx.app)
      .post('/api/contacts')
      .send({
        firstName: 'Ben',
        lastName: 'Ortiz',
        email: 'victim@example.org',
        subject: LURE,
        message: `${LURE}\nhttps://evil.example/login?again`,
      });
    expect(res.status).toBe(201);
    const [mail] = await delivered();
    expect(mail.parsed.subject).toBe('We received your message');
    for (const part of [mail.parsed.text ?? '', String(mail.parsed.html), mail.raw]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('URGENT');
    }
    expect(mail.parsed.text).toContain('Thanks for writing, Ben');
  });

  it('greets with at most 40 characters of the first name, and with no link or address', async () => {
    const long = `Ann${'a'.repeat(60)}`;
    await request(ctx.app)
      .post('/api/volunteers')
      .send({ firstName: long, lastName: 'Lee', email: 'long@example.org', helpType: 'canvassing' });
    await request(ctx.app).post('/api/volunteers').send({
      firstName: 'evil.example/login',
      lastName: 'Lee',
      email: 'link@example.org',
      helpType: 'canvassing',
    });
    const mails = await delivered();
    const byRecipient = new Map(mails.map((m) => [m.envelope.to[0], m.parsed.text ?? '']));
    expect(byRecipient.get('long@example.org')).toContain(`Welcome to the team, ${long.slice(0, 40)}!`);
    expect(byRecipient.get('long@example.org')).not.toContain(long.slice(0, 41));
    expect(byRecipient.get('link@example.org')).not.toContain('evil.example');
  });
});
