import { eq } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { RESET_MAX_PER_HOUR } from '../../../shared/admin-mail';
import { adminPasswordResets, newsletters, outbox, testimonials } from '../../../shared/schema';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertPost } from '../../helpers/factories';
import { whileRowHeld } from '../../helpers/held-lock';
import { useFreshSiteContent } from '../../helpers/site-content';
import { describeOnPostgres, useTestApp } from '../../helpers/test-app';

// Issue 39, class 5: each row lock (SELECT ... FOR UPDATE) with its race forced, not hoped for. The
// test holds the row, both writers start and wait for it, then it is let go (tests/helpers/
// held-lock.ts). Without the lock both writers have read the old row by then: every run loses an
// update or sends a message twice. PGlite runs one transaction at a time, where no lock is needed.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000', RATE_LIMIT_LOGIN: '1000' });
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const send = (method: 'patch' | 'put', path: string, body: object) =>
  admin.agent[method](path).set('X-CSRF-Token', admin.csrfToken).send(body);

describeOnPostgres('two writers of one row, forced to overlap', () => {
  it('site settings: two changes of different fields both stay', async () => {
    const answers = await whileRowHeld(
      ctx,
      'SELECT 1 FROM site_settings WHERE id = 1 FOR UPDATE',
      [],
      [
        () => send('patch', '/api/admin/site', { donateUrl: 'https://donate.example.org/a' }),
        () => send('patch', '/api/admin/site', { paidForBy: 'Paid for by the test committee' }),
      ],
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const now = (await admin.agent.get('/api/admin/site')).body;
    expect(now).toMatchObject({
      donateUrl: 'https://donate.example.org/a',
      paidForBy: 'Paid for by the test committee',
    });
  });

  it('a page: two saves of one version, one saved and one refused as stale', async () => {
    const page = (await admin.agent.get('/api/admin/pages/privacy')).body;
    const save = (title: string) => () =>
      send('put', '/api/admin/pages/privacy', {
        version: page.version,
        head: { ...page.head, title },
        content: page.content,
      });
    const answers = await whileRowHeld(
      ctx,
      "SELECT 1 FROM site_pages WHERE key = 'privacy' FOR UPDATE",
      [],
      [save('Privacy, first'), save('Privacy, second')],
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('a post: two saves of one version, one saved and one refused as stale', async () => {
    const post = await insertPost(ctx.db, { title: 'Shared draft', status: 'draft' });
    const { version } = (await admin.agent.get(`/api/admin/posts/${post.slug}`)).body;
    const save = (title: string) => () => send('patch', `/api/admin/posts/${post.slug}`, { title, version });
    const answers = await whileRowHeld(
      ctx,
      'SELECT 1 FROM posts WHERE id = $1 FOR UPDATE',
      [post.id],
      [save('First title'), save('Second title')],
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('a story approved twice at once: its author is told once', async () => {
    const [story] = await ctx.db
      .insert(testimonials)
      .values({ name: 'Ana', email: 'ana@example.org', story: 'We won the vote.' })
      .returning({ id: testimonials.id });
    const approve = () => send('patch', `/api/admin/testimonials/${story.id}`, { status: 'approved' });
    const answers = await whileRowHeld(
      ctx,
      'SELECT 1 FROM testimonials WHERE id = $1 FOR UPDATE',
      [story.id],
      [approve, approve],
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.toAddress, 'ana@example.org'))).toHaveLength(1);
  });

  it('one address signed up twice at once: one confirmation', async () => {
    await ctx.db.insert(newsletters).values({ email: 'twice@example.org', status: 'unsubscribed' });
    const subscribe = () => request(ctx.app).post('/api/newsletter').send({ email: 'twice@example.org' });
    const answers = await whileRowHeld(
      ctx,
      "SELECT 1 FROM newsletters WHERE email = 'twice@example.org' FOR UPDATE",
      [],
      [subscribe, subscribe],
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.toAddress, 'twice@example.org'))).toHaveLength(
      1,
    );
  });

  it('password reset: four requests at once for one admin, three links (the hourly limit)', async () => {
    await ctx.database.raw.query("UPDATE admin_users SET email = 'staff@example.org'");
    const ask = () => request(ctx.app).post('/api/admin/password-reset').send({ email: 'staff@example.org' });
    const answers = await whileRowHeld(
      ctx,
      "SELECT 1 FROM admin_users WHERE email = 'staff@example.org' FOR UPDATE",
      [],
      Array.from({ length: RESET_MAX_PER_HOUR + 1 }, () => ask),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await ctx.db.select().from(adminPasswordResets)).toHaveLength(RESET_MAX_PER_HOUR);
  });
});
