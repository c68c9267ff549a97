import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { insertAdmin, signIn, type SignedIn, useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { PUBLIC_CACHE_ON, readBeforeAndAfter } from '../../helpers/public-reader';
import { useTestApp } from '../../helpers/test-app';

// The public cache is on, as in production: "at once" means the write cleared it.
const ctx = useTestApp(PUBLIC_CACHE_ON);
const admin = useSignedInAdmin(ctx);

const draft = {
  title: 'Bargaining survey',
  excerpt: 'Tell us what matters.',
  content: 'Version one.',
  category: 'News',
  tags: [],
  status: 'draft',
  publishedAt: null,
};

const create = async (body: object = draft, as: SignedIn = admin) =>
  (await as.agent.post('/api/admin/posts').set('X-CSRF-Token', as.csrfToken).send(body)).body;
const patch = (slug: string, body: object, as: SignedIn = admin) =>
  as.agent.patch(`/api/admin/posts/${slug}`).set('X-CSRF-Token', as.csrfToken).send(body);
const autosave = (slug: string, content: string, as: SignedIn = admin) =>
  patch(slug, { ...draft, content, autosave: true }, as);
const revisions = async (slug: string) =>
  (await admin.agent.get(`/api/admin/posts/${slug}/revisions`)).body as {
    id: number;
    reason: string;
    author: string;
    title: string;
  }[];
const restore = (slug: string, id: number | string) =>
  admin.agent.post(`/api/admin/posts/${slug}/revisions/${id}/restore`).set('X-CSRF-Token', admin.csrfToken);

describe('recording revisions', () => {
  it('records created, saved, published and unpublished, newest first, as {id, createdAt, author, title, reason}', async () => {
    const { slug } = await create();
    await patch(slug, { ...draft, title: 'Bargaining survey results', content: 'Version two.' });
    await patch(slug, { status: 'published' });
    await patch(slug, { status: 'draft' });

    const list = await revisions(slug);
    expect(list.map((r) => r.reason)).toEqual(['unpublished', 'published', 'saved', 'created']);
    expect(Object.keys(list[0]).sort()).toEqual(['author', 'createdAt', 'id', 'reason', 'title']);
    expect(list[0]).toMatchObject({ author: 'campaign-admin', title: 'Bargaining survey results' });
    expect(list[3].title).toBe('Bargaining survey');
  });

  it('records no revision for a save that changes none of title, excerpt, content or image', async () => {
    const { slug } = await create();
    await patch(slug, { ...draft, category: 'Events', tags: ['x'] });
    expect((await revisions(slug)).map((r) => r.reason)).toEqual(['created']);
  });

  it('counts a featured image or its alt text as a change', async () => {
    const { slug } = await create();
    await patch(slug, { ...draft, featuredImage: '/media/a.jpg' });
    await patch(slug, { ...draft, featuredImage: '/media/a.jpg', featuredImageAlt: 'Members at the rally' });
    expect((await revisions(slug)).map((r) => r.reason)).toEqual(['saved', 'saved', 'created']);
  });

  it('shows one revision as it was, content as markdown', async () => {
    const { slug } = await create();
    await patch(slug, { ...draft, content: 'Version **two**.' });
    const [newest, first] = await revisions(slug);
    const res = await admin.agent.get(`/api/admin/posts/${slug}/revisions/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: first.id,
      createdAt: expect.any(String),
      author: 'campaign-admin',
      reason: 'created',
      title: 'Bargaining survey',
      excerpt: 'Tell us what matters.',
      content: 'Version one.',
      featuredImage: null,
      featuredImageAlt: null,
    });
    const second = await admin.agent.get(`/api/admin/posts/${slug}/revisions/${newest.id}`);
    expect(second.body.content).toBe('Version **two**.');
  });

  it('answers 404 for a revision of another post, an unknown id, or an id that is not a number', async () => {
    const a = await create();
    const b = await create({ ...draft, title: 'Another post' });
    const [ofB] = await revisions(b.slug);
    for (const id of [ofB.id, 9999, 'abc', '1.5', '-1']) {
      const res = await admin.agent.get(`/api/admin/posts/${a.slug}/revisions/${id}`);
      expect(res.status, String(id)).toBe(404);
    }
    expect((await admin.agent.get('/api/admin/posts/no-such-post/revisions')).status).toBe(404);
  });

  it('requires a session: revisions are 401 when signed out', async () => {
    const { slug } = await create();
    const res = await request(ctx.app).get(`/api/admin/posts/${slug}/revisions`);
    expect(res.status, res.text).toBe(401);
  });

  it('keeps at most 50 per post, dropping the oldest first', async () => {
    const { id, slug } = await create();
    await ctx.database.raw.query(
      `INSERT INTO post_revisions (post_id, reason, author, title, excerpt, content, created_at, updated_at)
       SELECT $1, 'saved', 'campaign-admin', 'Old ' || n, '', '', now() - (n || ' minutes')::interval,
              now() - (n || ' minutes')::interval
       FROM generate_series(1, 55) AS n`,
      [id],
    );
    await patch(slug, { ...draft, content: 'The fifty-seventh state.' });
    const list = await revisions(slug);
    expect(list).toHaveLength(50);
    expect(list.slice(0, 2).map((r) => r.reason)).toEqual(['saved', 'created']);
    // Then the seeded ones from 1 to 48 minutes old; the seven older ones went first.
    expect(list[2].title).toBe('Old 1');
    expect(list.at(-1)!.title).toBe('Old 48');
    expect(await countRows(ctx.database, 'post_revisions')).toBe(50);
  });

  it('deletes the revisions with their post', async () => {
    const { slug } = await create();
    await patch(slug, { ...draft, content: 'Two' });
    await admin.agent.delete(`/api/admin/posts/${slug}`).set('X-CSRF-Token', admin.csrfToken);
    expect(await countRows(ctx.database, 'post_revisions')).toBe(0);
  });
});

describe('autosave revisions', () => {
  it('collapses consecutive autosaves by one admin into one revision holding the latest text', async () => {
    const { slug } = await create();
    await autosave(slug, 'Typing...');
    await autosave(slug, 'Typing more...');
    await autosave(slug, 'Typing more and more.');
    const list = await revisions(slug);
    expect(list.map((r) => r.reason)).toEqual(['autosaved', 'created']);
    const detail = await admin.agent.get(`/api/admin/posts/${slug}/revisions/${list[0].id}`);
    expect(detail.body.content).toBe('Typing more and more.');
  });

  it('starts a new revision for another admin autosaving the same post', async () => {
    const { slug } = await create();
    await insertAdmin(ctx.db, { username: 'second-admin', password: 'Another-Pass-2025!' });
    const other = await signIn(ctx.app, { username: 'second-admin', password: 'Another-Pass-2025!' });
    await autosave(slug, 'Mine');
    await autosave(slug, 'Theirs', other);
    await autosave(slug, 'Mine again');
    const list = await revisions(slug);
    expect(list.map((r) => [r.reason, r.author])).toEqual([
      ['autosaved', 'campaign-admin'],
      ['autosaved', 'second-admin'],
      ['autosaved', 'campaign-admin'],
      ['created', 'campaign-admin'],
    ]);
  });

  it('starts a new revision once 10 minutes have passed since the last autosave', async () => {
    const { slug } = await create();
    await autosave(slug, 'Morning');
    await ctx.database.raw.query(
      `UPDATE post_revisions SET updated_at = now() - interval '11 minutes' WHERE reason = 'autosaved'`,
    );
    await autosave(slug, 'Afternoon');
    expect((await revisions(slug)).map((r) => r.reason)).toEqual(['autosaved', 'autosaved', 'created']);
  });

  it('starts a new revision after a manual save in between', async () => {
    const { slug } = await create();
    await autosave(slug, 'One');
    await patch(slug, { ...draft, content: 'Saved by hand' });
    await autosave(slug, 'Three');
    expect((await revisions(slug)).map((r) => r.reason)).toEqual([
      'autosaved',
      'saved',
      'autosaved',
      'created',
    ]);
  });
});

describe('restoring a revision', () => {
  it('puts back title, excerpt, content and image, keeps status and slug, and records a restored revision', async () => {
    const { slug } = await create({ ...draft, featuredImage: '/media/old.jpg', featuredImageAlt: 'Old' });
    await patch(slug, {
      ...draft,
      status: 'published',
      title: 'Rewritten',
      excerpt: 'New excerpt',
      content: 'Rewritten body',
      featuredImage: null,
      featuredImageAlt: null,
    });
    const created = (await revisions(slug)).at(-1)!;
    let res = undefined as unknown as Awaited<ReturnType<typeof restore>>;
    // The public page shows the restored text at once, rendered from its markdown.
    const { before, after: live } = await readBeforeAndAfter(ctx, `/api/posts/${slug}`, async () => {
      res = await restore(slug, created.id);
    });
    expect(before.body.title).toBe('Rewritten');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug,
      status: 'published',
      title: 'Bargaining survey',
      excerpt: 'Tell us what matters.',
      content: 'Version one.',
      featuredImage: '/media/old.jpg',
      featuredImageAlt: 'Old',
      version: 3,
    });
    expect((await revisions(slug))[0]).toMatchObject({ reason: 'restored', title: 'Bargaining survey' });
    expect(live.body).toMatchObject({ title: 'Bargaining survey', content: '<p>Version one.</p>\n' });
    const audit = await ctx.database.raw.query(`SELECT action FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(audit.rows[0].action).toBe('post.restore');
  });

  it('answers 404 for a revision of another post and writes nothing', async () => {
    const a = await create();
    const b = await create({ ...draft, title: 'Another post', content: 'Other text' });
    const [ofB] = await revisions(b.slug);
    const before = await countRows(ctx.database, 'post_revisions');
    const res = await restore(a.slug, ofB.id);
    expect(res.status).toBe(404);
    expect((await admin.agent.get(`/api/admin/posts/${a.slug}`)).body).toMatchObject({
      content: 'Version one.',
      version: 1,
    });
    expect(await countRows(ctx.database, 'post_revisions')).toBe(before);
    expect((await restore(a.slug, 'x')).status).toBe(404);
    expect((await restore('no-such-post', ofB.id)).status).toBe(404);
  });
});
