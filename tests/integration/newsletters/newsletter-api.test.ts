import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { insertPost } from '../../helpers/factories';
import {
  insertSubscribers,
  recipientStates,
  runNewsletterJob,
  setAdminEmail,
} from '../../helpers/newsletters';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const send = (slug: string, body: object = {}) =>
  admin.agent.post(`/api/admin/posts/${slug}/newsletter`).set('X-CSRF-Token', admin.csrfToken).send(body);
const cancel = (id: string) =>
  admin.agent.post(`/api/admin/newsletters/${id}/cancel`).set('X-CSRF-Token', admin.csrfToken).send({});
const outboxRows = async () =>
  (await ctx.database.raw.query('SELECT kind, to_address, priority, status, subject FROM outbox ORDER BY id'))
    .rows;

describe('POST /api/admin/posts/:slug/newsletter', () => {
  it('sends a published post to every confirmed subscriber of that moment: 202 {id, recipients}', async () => {
    const post = await insertPost(ctx.db, { title: 'Arbitration win restores $120K in back pay' });
    await insertSubscribers(ctx.database, 3);
    await insertSubscribers(ctx.database, 2, 'pending', 'pending');
    await insertSubscribers(ctx.database, 1, 'unsubscribed', 'gone');
    const res = await send(post.slug);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), recipients: 3 });
    expect(await recipientStates(ctx.database, res.body.id)).toEqual({ pending: 3 });

    const detail = await admin.agent.get(`/api/admin/newsletters/${res.body.id}`);
    expect(detail.body).toEqual({
      id: res.body.id,
      postSlug: post.slug,
      subject: 'Arbitration win restores $120K in back pay',
      status: 'sending',
      total: 3,
      sent: 0,
      failed: 0,
      skipped: 0,
      createdAt: expect.any(String),
      startedAt: expect.any(String),
      finishedAt: null,
      sendAt: null,
    });
    const answer = await admin.agent.get(`/api/admin/posts/${post.slug}`);
    expect(answer.body.newsletter).toEqual({ id: res.body.id, status: 'sending', total: 3, sent: 0 });
  });

  it('answers 409 for a draft and writes nothing', async () => {
    const post = await insertPost(ctx.db, { status: 'draft' });
    await insertSubscribers(ctx.database, 2);
    const res = await send(post.slug);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/draft/i);
    expect(await countRows(ctx.database, 'newsletter_sends')).toBe(0);
    expect(await countRows(ctx.database, 'newsletter_recipients')).toBe(0);
  });

  it('answers 409 the second time, and to one of two admins pressing Send at once', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 5);
    const [a, b] = await Promise.all([send(post.slug), send(post.slug)]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    expect((await send(post.slug)).status).toBe(409);
    expect(await countRows(ctx.database, 'newsletter_sends')).toBe(1);
    expect(await countRows(ctx.database, 'newsletter_recipients')).toBe(5);
  });

  it('answers 404 for an unknown post and 400 for a body that is not the schema', async () => {
    expect((await send('no-such-post')).status).toBe(404);
    const post = await insertPost(ctx.db);
    const bad = await send(post.slug, { test: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('test');
    expect(await countRows(ctx.database, 'newsletter_sends')).toBe(0);
  });

  it('strips CR and LF from the subject and keeps a 300-character title whole', async () => {
    const long = `${'Solidarity '.repeat(27)}end`.slice(0, 300);
    const post = await insertPost(ctx.db, { title: 'Win\r\nBcc: victim@example.org' });
    const other = await insertPost(ctx.db, { title: long });
    await insertSubscribers(ctx.database, 1);
    const first = await send(post.slug);
    const second = await send(other.slug);
    expect((await admin.agent.get(`/api/admin/newsletters/${first.body.id}`)).body.subject).toBe(
      'Win Bcc: victim@example.org',
    );
    expect((await admin.agent.get(`/api/admin/newsletters/${second.body.id}`)).body.subject).toBe(
      long.trim(),
    );
  });
});

describe('test sends', () => {
  it('sends the post to the signed-in admin only: 200 {to}, one message queued', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 3);
    await setAdminEmail(ctx.database, TEST_ADMIN.username, 'staff@example.org');
    const res = await send(post.slug, { test: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ to: 'staff@example.org' });
    const rows = await outboxRows();
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'newsletter-test',
        to_address: 'staff@example.org',
        subject: `[Test] ${post.title}`,
      }),
    ]);
    expect(await countRows(ctx.database, 'newsletter_sends')).toBe(0);
  });

  it('answers 400 when the admin has no e-mail address, and queues nothing', async () => {
    const post = await insertPost(ctx.db);
    const res = await send(post.slug, { test: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/e-mail address/);
    expect(await countRows(ctx.database, 'outbox')).toBe(0);
  });
});

describe('scheduled newsletters', () => {
  const HOUR = 3600_000;

  it('waits for a post due in the future, then starts when it goes live', async () => {
    const publishedAt = new Date(Date.now() + HOUR);
    const post = await insertPost(ctx.db, { publishedAt });
    await insertSubscribers(ctx.database, 2);
    const res = await send(post.slug);
    expect(res.status).toBe(202);
    expect(res.body.recipients).toBe(2);
    await runNewsletterJob(ctx.database, new Date(publishedAt.getTime() - 1000));
    expect((await admin.agent.get(`/api/admin/newsletters/${res.body.id}`)).body).toMatchObject({
      status: 'scheduled',
      total: 0,
      startedAt: null,
    });
    // A subscriber who confirms before the post goes live is in; the list is fixed at the start.
    await insertSubscribers(ctx.database, 1, 'confirmed', 'late');
    await runNewsletterJob(ctx.database, new Date(publishedAt.getTime() + 1000));
    const started = (await admin.agent.get(`/api/admin/newsletters/${res.body.id}`)).body;
    expect(started).toMatchObject({ status: 'sending', total: 3 });
    expect(await countRows(ctx.database, 'outbox')).toBe(3);
  });

  it('is cancelled when the post is unpublished first, and never starts', async () => {
    const post = await insertPost(ctx.db, { publishedAt: new Date(Date.now() + HOUR) });
    await insertSubscribers(ctx.database, 2);
    const { body } = await send(post.slug);
    const unpublish = await admin.agent
      .patch(`/api/admin/posts/${post.slug}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ status: 'draft', publishedAt: null });
    expect(unpublish.status).toBe(200);
    expect(unpublish.body.newsletter).toEqual({ id: body.id, status: 'cancelled', total: 0, sent: 0 });
    await runNewsletterJob(ctx.database, new Date(Date.now() + 2 * HOUR));
    expect(await countRows(ctx.database, 'outbox')).toBe(0);
  });
});

describe('cancelling and listing', () => {
  it('cancel skips everyone not yet handed over; a finished send cannot be cancelled (409)', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 4);
    const { body } = await send(post.slug);
    const res = await cancel(body.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: body.id, status: 'cancelled', total: 4, skipped: 4 });
    expect(res.body.finishedAt).toEqual(expect.any(String));
    await runNewsletterJob(ctx.database);
    expect(await countRows(ctx.database, 'outbox')).toBe(0);
    expect((await cancel(body.id)).status).toBe(409);
    expect((await cancel('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await cancel('not-an-id')).status).toBe(404);
  });

  it('a cancelled post can be sent again; the list is newest first with X-Total-Count', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 1);
    const first = await send(post.slug);
    await cancel(first.body.id);
    const second = await send(post.slug);
    expect(second.status).toBe(202);
    const list = await admin.agent.get('/api/admin/newsletters?limit=1');
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.map((n: { id: string }) => n.id)).toEqual([second.body.id]);
    expect((await admin.agent.get('/api/admin/newsletters?limit=0')).status).toBe(400);
    expect((await admin.agent.get('/api/admin/newsletters/not-an-id')).status).toBe(404);
  });

  it('every admin post answer carries newsletter: null before any send', async () => {
    await insertPost(ctx.db);
    const list = await admin.agent.get('/api/admin/posts');
    expect(list.body[0].newsletter).toBeNull();
  });
});
