import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { insertPost } from '../../helpers/factories';
import { insertSubscribers, runNewsletterJob, setAdminEmail } from '../../helpers/newsletters';
import { useTestApp } from '../../helpers/test-app';

// Issue 35's safer sends (CONTRACT section 12): no send to nobody, "[Test]" on a test, staff's own
// subject and preview text, a send at a chosen time, and a preview of the e-mail.

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);
const HOUR = 3600_000;

const post = (slug: string, body: Record<string, unknown>) =>
  admin.agent.post(`/api/admin/posts/${slug}/newsletter`).set('X-CSRF-Token', admin.csrfToken).send(body);
const sendCount = async () =>
  Number((await ctx.database.raw.query('SELECT count(*)::int AS n FROM newsletter_sends')).rows[0].n);
const outbox = async () =>
  (await ctx.database.raw.query('SELECT kind, subject, html, text FROM outbox ORDER BY id')).rows as {
    kind: string;
    subject: string;
    html: string | null;
    text: string | null;
  }[];

describe('starting a newsletter', () => {
  it('refuses a send to nobody with 409 and writes nothing', async () => {
    const { slug } = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 2, 'pending');
    const res = await post(slug, {});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'No confirmed subscriber to send to.' });
    expect(await sendCount()).toBe(0);
  });

  it("sends staff's own subject and preview text instead of the post's title and excerpt", async () => {
    const { slug } = await insertPost(ctx.db, { title: 'Convention report', excerpt: 'The excerpt' });
    await insertSubscribers(ctx.database, 1);
    const res = await post(slug, { subject: 'Big news from the floor', previewText: 'Three wins in a day' });
    expect(res.status).toBe(202);
    await runNewsletterJob(ctx.database);
    const [message] = (await outbox()).filter((m) => m.kind === 'newsletter');
    expect(message).toBeDefined();
    const figures = (await admin.agent.get(`/api/admin/newsletters/${res.body.id}`)).body;
    expect(figures.subject).toBe('Big news from the floor');
    const stored = (
      await ctx.database.raw.query('SELECT subject, html FROM newsletter_sends WHERE id = $1', [res.body.id])
    ).rows[0] as { subject: string; html: string };
    expect(stored.subject).toBe('Big news from the floor');
    expect(stored.html).toContain('Three wins in a day');
    expect(stored.html).not.toContain('The excerpt');
  });

  it('schedules a send at a chosen time and starts it only then', async () => {
    const { slug } = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 3);
    const sendAt = new Date(Date.now() + 2 * HOUR);
    const res = await post(slug, { sendAt: sendAt.toISOString() });
    expect(res.status).toBe(202);
    let view = (await admin.agent.get(`/api/admin/newsletters/${res.body.id}`)).body;
    expect(view.status).toBe('scheduled');
    expect(new Date(view.sendAt).getTime()).toBe(sendAt.getTime());
    await runNewsletterJob(ctx.database, new Date(Date.now() + HOUR));
    view = (await admin.agent.get(`/api/admin/newsletters/${res.body.id}`)).body;
    expect(view.status).toBe('scheduled');
    await runNewsletterJob(ctx.database, new Date(sendAt.getTime() + 1000));
    view = (await admin.agent.get(`/api/admin/newsletters/${res.body.id}`)).body;
    expect(view.status).not.toBe('scheduled');
    expect(view.total).toBe(3);
  });

  it.each([
    ['a send time in the past', { sendAt: new Date(Date.now() - HOUR).toISOString() }, 'sendAt'],
    ['a send time without its offset', { sendAt: '2030-01-01 10:00' }, 'sendAt'],
    ['an empty subject', { subject: '  ' }, 'subject'],
    ['a subject of two lines', { subject: 'One\nTwo' }, 'subject'],
    ['a subject of 151 characters', { subject: 'x'.repeat(151) }, 'subject'],
    ['a preview text of 201 characters', { previewText: 'x'.repeat(201) }, 'previewText'],
    ['an unknown field', { audience: 'everyone' }, undefined],
  ])('refuses %s with 400 and writes nothing', async (_, body, field) => {
    const { slug } = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 1);
    const res = await post(slug, body);
    expect(res.status).toBe(400);
    if (field) expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(await sendCount()).toBe(0);
  });
});

describe('a test send and the preview', () => {
  it('puts "[Test] " before the subject of the test message', async () => {
    const { slug } = await insertPost(ctx.db, { title: 'Convention report' });
    await setAdminEmail(ctx.database, TEST_ADMIN.username, 'staff@example.org');
    expect((await post(slug, { test: true, subject: 'Our own subject' })).status).toBe(200);
    const [test] = (await outbox()).filter((m) => m.kind === 'newsletter-test');
    expect(test.subject).toBe('[Test] Our own subject');
  });

  it('answers the e-mail as subscribers would get it, with the words being typed', async () => {
    const { slug } = await insertPost(ctx.db, { title: 'Convention report', excerpt: 'The excerpt' });
    const res = await admin.agent
      .get(`/api/admin/posts/${slug}/newsletter/preview`)
      .query({ subject: 'Typed subject', previewText: 'Typed preview' });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Typed subject');
    expect(res.body.previewText).toBe('Typed preview');
    expect(res.body.html).toContain('Convention report');
    expect(res.body.html).toContain('Typed preview');
    expect((await admin.agent.get('/api/admin/posts/nothing-here/newsletter/preview')).status).toBe(404);
    expect(
      (await admin.agent.get(`/api/admin/posts/${slug}/newsletter/preview`).query({ subject: 'a\u0007b' }))
        .status,
    ).toBe(400);
    expect((await request(ctx.app).get(`/api/admin/posts/${slug}/newsletter/preview`)).status).toBe(401);
  });
});

describe('scheduled posts', () => {
  it('are left out of the public list, the post page and the category and tag totals', async () => {
    const future = new Date(Date.now() + 24 * HOUR);
    const { slug } = await insertPost(ctx.db, {
      title: 'Not yet',
      categories: ['Later'],
      tags: ['soon'],
      publishedAt: future,
    });
    const list = await request(ctx.app).get('/api/posts');
    expect(list.body.map((p: { title: string }) => p.title)).not.toContain('Not yet');
    expect((await request(ctx.app).get(`/api/posts/${slug}`)).status).toBe(404);
    const categories = (await request(ctx.app).get('/api/categories')).body as { name: string }[];
    expect(categories.map((c) => c.name)).not.toContain('Later');
    const tags = (await request(ctx.app).get('/api/tags')).body as { name: string }[];
    expect(tags.map((t) => t.name)).not.toContain('soon');
  });
});
