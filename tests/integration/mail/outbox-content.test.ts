import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_LINK_REMOVED, type OutboxItem, type OutboxMessage } from '../../../shared/admin-mail';
import { SECRET_PATH_PREFIXES } from '../../../shared/secret-paths';
import { TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { insertEvent } from '../../helpers/events';
import { insertPost } from '../../helpers/factories';
import { runSender } from '../../helpers/mail-jobs';
import { runNewsletterJob, setAdminEmail } from '../../helpers/newsletters';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// Issue 35: the admin Outbox shows what the site told people, and never a link that is its own
// credential (a confirmation, unsubscribe, reset, RSVP or invitation link).

const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000', SITE_URL: 'http://site.example' });
const admin = useSignedInAdmin(ctx);
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const post = (path: string, body: object) =>
  admin.agent.post(path).set('X-CSRF-Token', admin.csrfToken).send(body);

/** Every secret path segment in what was delivered: the links the Outbox must never show. */
const SECRET_LINK = new RegExp(
  `(${SECRET_PATH_PREFIXES.map((p) => p.replace(/\//g, '\\/')).join('|')})([^\\s"'<>)\\]]+)`,
  'gi',
);
function secretsIn(parts: string[]) {
  const found: { prefix: string; token: string }[] = [];
  for (const part of parts)
    for (const [, prefix, token] of part.matchAll(SECRET_LINK)) found.push({ prefix, token });
  return found;
}

async function outboxAnswers() {
  const list = await admin.agent.get('/api/admin/outbox?limit=100');
  expect(list.status).toBe(200);
  const items = list.body as OutboxItem[];
  const details: OutboxMessage[] = [];
  for (const item of items) details.push((await admin.agent.get(`/api/admin/outbox/${item.id}`)).body);
  return { items, details, raw: JSON.stringify([list.body, details]) };
}

const byKind = (items: OutboxItem[], kind: string) => items.filter((m) => m.kind === kind);

describe('the content of an Outbox message', () => {
  it('never holds a personal link, for every kind that carries one, and shows ordinary content', async () => {
    // A newsletter sign-up, confirmed from its link: a confirmation, then a welcome.
    expect((await request(ctx.app).post('/api/newsletter').send({ email: 'sub@example.org' })).status).toBe(
      201,
    );
    await runSender(ctx, smtp.url);
    const confirmToken = secretsIn([smtp.received[0].parsed.text ?? '']).find(
      (s) => s.prefix === '/newsletter/confirm/',
    )!.token;
    expect(
      (await request(ctx.app).post('/api/newsletter/confirm').send({ token: confirmToken })).status,
    ).toBe(200);
    // A password reset and an invitation.
    await setAdminEmail(ctx.database, TEST_ADMIN.username, 'boss@example.org');
    expect(
      (await request(ctx.app).post('/api/admin/password-reset').send({ email: 'boss@example.org' })).status,
    ).toBe(200);
    expect((await post('/api/admin/invitations', { email: 'new@example.org', role: 'editor' })).status).toBe(
      201,
    );
    // An RSVP (its confirmation), the same RSVP again (the RSVP's link), and a contact message.
    const event = await insertEvent(ctx.db, { title: 'Caucus Night at the Hall' });
    const rsvp = { firstName: 'Dana', lastName: 'Lopez', email: 'dana@example.org', website: '' };
    for (let n = 0; n < 2; n++)
      expect((await request(ctx.app).post(`/api/events/${event.slug}/rsvps`).send(rsvp)).status).toBe(201);
    expect(
      (
        await request(ctx.app).post('/api/contacts').send({
          firstName: 'Ben',
          lastName: 'Ortiz',
          email: 'ben@example.org',
          subject: 'Local 12',
          message: 'Can we meet?',
        })
      ).status,
    ).toBe(201);
    // A newsletter to the confirmed subscriber.
    const story = await insertPost(ctx.db, { title: 'Arbitration win restores back pay' });
    const send = await post(`/api/admin/posts/${story.slug}/newsletter`, {});
    expect(send.status).toBe(202);
    await runNewsletterJob(ctx.database);
    await runSender(ctx, smtp.url);
    await runSender(ctx, smtp.url);

    const delivered = smtp.received.flatMap((m) => [m.parsed.text ?? '', String(m.parsed.html ?? '')]);
    const secrets = secretsIn(delivered);
    // Every kind of personal link went out, so the check below has something to find.
    expect(new Set(secrets.map((s) => s.prefix))).toEqual(
      new Set([
        '/newsletter/confirm/',
        '/unsubscribe/',
        '/admin/reset-password/',
        '/events/rsvp/',
        '/admin/invite/',
      ]),
    );

    const { items, raw } = await outboxAnswers();
    for (const { token } of secrets) expect(raw).not.toContain(token);
    expect(secretsIn([raw])).toEqual([]);

    for (const kind of ['newsletter-confirm', 'admin-password-reset', 'admin-invitation', 'event-link']) {
      expect(byKind(items, kind)).not.toHaveLength(0);
      for (const m of byKind(items, kind)) expect(m.content).toEqual({ state: 'private', text: null });
    }
    const [receipt] = byKind(items, 'contact-receipt');
    expect(receipt.content.state).toBe('shown');
    expect(receipt.content.text).toContain('Thanks for writing, Ben');
    const [newsletter] = byKind(items, 'newsletter');
    expect(newsletter.content.state).toBe('shown');
    expect(newsletter.content.text).toContain('Arbitration win restores back pay');
    expect(newsletter.content.text).toContain(PERSONAL_LINK_REMOVED);
    const [welcome] = byKind(items, 'newsletter-welcome');
    expect(welcome.content.state).toBe('shown');
    const [registered] = byKind(items, 'event-registered');
    expect(registered.content.state).toBe('shown');
    expect(registered.content.text).toContain('Caucus Night at the Hall');
    expect(registered.content.text).toContain(PERSONAL_LINK_REMOVED);

    const detail = (await admin.agent.get(`/api/admin/outbox/${newsletter.id}`)).body as OutboxMessage;
    expect(detail.html).toContain('Arbitration win restores back pay');
    expect(detail.text).toBe(newsletter.content.text);
  });

  it('says a message rebuilt at sending time is gone when what it was built from is gone', async () => {
    const event = await insertEvent(ctx.db, { title: 'Phone Bank Evening' });
    const rsvp = { firstName: 'Ola', lastName: 'Berg', email: 'ola@example.org', website: '' };
    expect((await request(ctx.app).post(`/api/events/${event.slug}/rsvps`).send(rsvp)).status).toBe(201);
    await ctx.database.raw.query('DELETE FROM event_rsvps WHERE email = $1', ['ola@example.org']);
    const list = await admin.agent.get('/api/admin/outbox?q=ola@example.org');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ kind: 'event-registered', content: { state: 'gone', text: null } });
    const detail = await admin.agent.get(`/api/admin/outbox/${list.body[0].id}`);
    expect(detail.body).toMatchObject({ text: null, html: null, content: { state: 'gone' } });
  });
});
