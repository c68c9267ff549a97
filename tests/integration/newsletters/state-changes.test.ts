import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queueMessage } from '../../../server/mail';
import { newsletters, outbox } from '../../../shared/schema';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertPost } from '../../helpers/factories';
import { runSender } from '../../helpers/mail-jobs';
import { insertSubscribers, runNewsletterJob } from '../../helpers/newsletters';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// Issue 39, class 3: state that changes part-way through a newsletter's processes (a bounce in the
// middle of a send, a link used after its subscriber was confirmed, a post rescheduled or
// scheduled a second time).
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
  smtp.attempts.length = 0;
  smtp.behaviour = () => 'accept';
});

const HOUR = 60 * 60 * 1000;
const send = (slug: string) =>
  admin.agent.post(`/api/admin/posts/${slug}/newsletter`).set('X-CSRF-Token', admin.csrfToken).send({});
const figures = async (id: string) => (await admin.agent.get(`/api/admin/newsletters/${id}`)).body;
const patchPost = (slug: string, body: object) =>
  admin.agent.patch(`/api/admin/posts/${slug}`).set('X-CSRF-Token', admin.csrfToken).send(body);

describe('an address that bounces during a send', () => {
  it('is skipped by the newsletter once a message to it has been refused earlier in the same run', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 2);
    const { body } = await send(post.slug);
    await runNewsletterJob(ctx.database); // both newsletter messages are queued (bulk)
    // A transactional message to sub1, queued after them, goes first (one lane) and is refused.
    await queueMessage(ctx.db, { kind: 'test', to: 'sub1@example.org', subject: 'Hi', text: 'Words' });
    smtp.behaviour = (to) => (to === 'sub1@example.org' ? 'refuse' : 'accept');
    await runSender(ctx, smtp.url, { options: { lanes: 1 } });
    expect(smtp.attempts).toEqual(['sub1@example.org', 'sub2@example.org']);
    await runNewsletterJob(ctx.database);
    expect(await figures(body.id)).toMatchObject({ status: 'sent', sent: 1, skipped: 1, failed: 0 });
  });
});

describe('a confirmation link used again', () => {
  const subscribe = (email: string) => request(ctx.app).post('/api/newsletter').send({ email });
  const confirm = (token: string) => request(ctx.app).post('/api/newsletter/confirm').send({ token });

  it('answers 200 with the real link, and 400 with a forged one, after the subscriber is confirmed', async () => {
    await subscribe('ana@example.org');
    const [message] = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, 'ana@example.org'));
    const token = /\/newsletter\/confirm\/(\S+)/.exec(message.text ?? '')![1];
    expect((await confirm(token)).status).toBe(200);
    expect((await confirm(token)).body).toEqual({ status: 'confirmed' });
    // Right subscriber, wrong secret: it must not learn that the address is confirmed.
    const forged = `${token.split('.')[0]}.${'0'.repeat(64)}`;
    const res = await confirm(forged);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'This confirmation link is invalid or has expired.' });
  });

  it('leaves an unsubscribed subscriber unsubscribed when their old link is used', async () => {
    await subscribe('leo@example.org');
    const [message] = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, 'leo@example.org'));
    const token = /\/newsletter\/confirm\/(\S+)/.exec(message.text ?? '')![1];
    await confirm(token);
    await ctx.db
      .update(newsletters)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletters.email, 'leo@example.org'));
    expect((await confirm(token)).status).toBe(400);
    const [row] = await ctx.db.select().from(newsletters).where(eq(newsletters.email, 'leo@example.org'));
    expect(row.status).toBe('unsubscribed');
  });
});

describe('a post scheduled twice', () => {
  it('starts its newsletter when the post goes live at its new time, not the old one', async () => {
    const live = Date.now() + HOUR;
    const post = await insertPost(ctx.db, { publishedAt: new Date(live) });
    await insertSubscribers(ctx.database, 1);
    const { body } = await send(post.slug);
    expect((await figures(body.id)).status).toBe('scheduled');
    const moved = new Date(live + 2 * HOUR);
    expect(
      (await patchPost(post.slug, { status: 'published', publishedAt: moved.toISOString() })).status,
    ).toBe(200);
    await runNewsletterJob(ctx.database, new Date(live + HOUR));
    expect((await figures(body.id)).status).toBe('scheduled');
    await runNewsletterJob(ctx.database, new Date(moved.getTime() + 1000));
    expect((await figures(body.id)).status).toBe('sending');
  });

  it('refuses a second newsletter while one is scheduled, and takes one again after an unpublish', async () => {
    const live = Date.now() + HOUR;
    const post = await insertPost(ctx.db, { publishedAt: new Date(live) });
    await insertSubscribers(ctx.database, 2);
    const first = await send(post.slug);
    expect(first.status).toBe(202);
    expect((await send(post.slug)).status).toBe(409);
    expect((await patchPost(post.slug, { status: 'draft', publishedAt: null })).status).toBe(200);
    expect((await figures(first.body.id)).status).toBe('cancelled');
    const republished = await patchPost(post.slug, {
      status: 'published',
      publishedAt: new Date(live).toISOString(),
    });
    expect(republished.status).toBe(200);
    const second = await send(post.slug);
    expect(second.status).toBe(202);
    for (let i = 0; i < 5; i++) {
      await runNewsletterJob(ctx.database, new Date(live + 1000));
      await runSender(ctx, smtp.url, { now: new Date(live + 2000) });
    }
    // Each subscriber once: the cancelled newsletter never starts.
    expect(smtp.received.map((m) => m.envelope.to[0]).sort()).toEqual([
      'sub1@example.org',
      'sub2@example.org',
    ]);
    expect((await figures(first.body.id)).status).toBe('cancelled');
    expect((await figures(second.body.id)).status).toBe('sent');
  });
});
