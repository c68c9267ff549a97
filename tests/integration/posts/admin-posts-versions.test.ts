import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const draft = {
  title: 'Strike fund update',
  excerpt: 'Where the money goes.',
  content: 'First **draft**.',
  category: 'News',
  tags: ['strike'],
  status: 'draft',
  publishedAt: null,
};

const create = async (body: object = draft) =>
  (await admin.agent.post('/api/admin/posts').set('X-CSRF-Token', admin.csrfToken).send(body)).body;
const patch = (slug: string, body: object) =>
  admin.agent.patch(`/api/admin/posts/${slug}`).set('X-CSRF-Token', admin.csrfToken).send(body);
const read = async (slug: string) => (await admin.agent.get(`/api/admin/posts/${slug}`)).body;
const written = async () => ({
  revisions: await countRows(ctx.database, 'post_revisions'),
  audit: await countRows(ctx.database, 'audit_log'),
});

describe('post versions', () => {
  it('carries version 1 on a new post, in the create answer, the post and the list', async () => {
    const post = await create();
    expect(post.version).toBe(1);
    expect((await read(post.slug)).version).toBe(1);
    const list = (await admin.agent.get('/api/admin/posts')).body;
    expect(list[0].version).toBe(1);
  });

  it('grows by one with every save and every publish toggle', async () => {
    const { slug } = await create();
    expect((await patch(slug, { ...draft, content: 'Second' })).body.version).toBe(2);
    expect((await patch(slug, { status: 'published' })).body.version).toBe(3);
    expect((await patch(slug, { status: 'draft', publishedAt: null })).body.version).toBe(4);
    expect((await read(slug)).version).toBe(4);
  });

  it('saves when the body names the current version', async () => {
    const { slug } = await create();
    const res = await patch(slug, { ...draft, title: 'Strike fund, audited', version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Strike fund, audited', version: 2 });
  });

  it('refuses a stale version with 409, the current post and who changed it, and writes nothing', async () => {
    const { slug } = await create();
    await patch(slug, { ...draft, content: 'A colleague rewrote this.', version: 1 });
    const before = await written();

    const res = await patch(slug, { ...draft, content: 'My older edit', version: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This post was changed by campaign-admin since you opened it.');
    expect(res.body.post).toMatchObject({ slug, version: 2, content: 'A colleague rewrote this.' });
    expect(await read(slug)).toMatchObject({ version: 2, content: 'A colleague rewrote this.' });
    expect(await written()).toEqual(before);
  });

  it('refuses a stale version on the publish toggle too', async () => {
    const { slug } = await create();
    await patch(slug, { ...draft, content: 'Changed', version: 1 });
    const res = await patch(slug, { status: 'published', version: 1 });
    expect(res.status).toBe(409);
    expect((await read(slug)).status).toBe('draft');
  });

  it('behaves as before without a version: the last save wins', async () => {
    const { slug } = await create();
    await patch(slug, { ...draft, content: 'One', version: 1 });
    const res = await patch(slug, { ...draft, content: 'Two' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ content: 'Two', version: 3 });
  });

  it.each([['2'], [1.5], [-1], [0], [null], [true]])(
    'refuses version %j with 400 on the version field and writes nothing',
    async (version) => {
      const { slug } = await create();
      const before = await written();
      const res = await patch(slug, { ...draft, content: 'Changed', version });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ path: 'version', message: 'Version must be a whole number' });
      expect(await read(slug)).toMatchObject({ version: 1, content: draft.content });
      expect(await written()).toEqual(before);
    },
  );

  it('refuses an autosave flag that is not true or false', async () => {
    const { slug } = await create();
    const res = await patch(slug, { ...draft, autosave: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('autosave');
  });

  it('never changes a published post by autosave: 409 with the post, nothing written', async () => {
    const { slug } = await create({ ...draft, status: 'published' });
    const before = await written();
    const res = await patch(slug, { ...draft, status: 'published', content: 'Half-typed', autosave: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/published post is never changed by autosave/);
    expect(res.body.post).toMatchObject({ slug, content: draft.content, version: 1 });
    expect(await read(slug)).toMatchObject({ content: draft.content, version: 1 });
    expect(await written()).toEqual(before);
  });

  it('never publishes a draft by autosave', async () => {
    const { slug } = await create();
    const res = await patch(slug, { ...draft, status: 'published', autosave: true });
    expect(res.status).toBe(409);
    expect((await read(slug)).status).toBe('draft');
  });

  it('lets exactly one of two simultaneous autosaves of one version through; the other is 409', async () => {
    const { slug } = await create();
    const [a, b] = await Promise.all([
      patch(slug, { ...draft, content: 'Tab A', version: 1, autosave: true }),
      patch(slug, { ...draft, content: 'Tab B', version: 1, autosave: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(await read(slug)).toMatchObject({ version: 2, content: winner.body.content });
  });
});

describe('featured image addresses', () => {
  it.each(['//evil.example/x.png', '/\\evil.example/x.png', 'javascript:alert(1)'])(
    'refuses %s, which is another site or no image at all',
    async (featuredImage) => {
      const res = await admin.agent
        .post('/api/admin/posts')
        .set('X-CSRF-Token', admin.csrfToken)
        .send({ ...draft, featuredImage });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe('featuredImage');
      expect(await countRows(ctx.database, 'posts')).toBe(0);
    },
  );

  it.each(['/media/abc/640.webp', '/og-default.png', 'https://cdn.example.org/a.jpg', 'http://x.org/b.png'])(
    'accepts %s',
    async (featuredImage) => {
      expect((await create({ ...draft, featuredImage })).featuredImage).toBe(featuredImage);
    },
  );
});
