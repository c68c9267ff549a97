import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { fullTitle } from '../../../shared/content/pages';
import { publicDataChanged } from '../../../server/cache/public-caches';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertPost } from '../../helpers/factories';
import { readHead } from '../../helpers/markup';
import { useSiteApp } from '../../helpers/site-app';

// One instance with a cache far longer than any test: whatever the public sees change here, it sees
// because the write cleared the cache, not because an entry happened to expire.
const ctx = useSiteApp({ PUBLIC_CACHE_TTL_MS: '60000' });
const admin = useSignedInAdmin(ctx);

beforeEach(async () => {
  // The database is emptied before each test behind the app's back; so is its cache.
  publicDataChanged(ctx.db);
});

const body = {
  title: 'Delegates rally in Denver',
  excerpt: 'Thousands marched.',
  content: 'We **marched**.',
  category: 'Events',
  tags: ['delegates'],
  status: 'published',
  publishedAt: null,
};
const create = (fields: object = {}) =>
  admin.agent
    .post('/api/admin/posts')
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ ...body, ...fields });
const patch = (slug: string, fields: object) =>
  admin.agent.patch(`/api/admin/posts/${slug}`).set('X-CSRF-Token', admin.csrfToken).send(fields);
const titles = async (path = '/api/posts') =>
  ((await request(ctx.app).get(path)).body as { title: string }[]).map((p) => p.title);
const pageTitle = async (slug: string) =>
  readHead((await request(ctx.app).get(`/updates/${slug}`)).text).titles;

describe('the cache of public reads, on the instance that makes a change', () => {
  it('answers from memory: a row changed behind the app stays unseen for the TTL', async () => {
    expect(await titles()).toEqual([]);
    await insertPost(ctx.db, { title: 'Inserted behind the app' });
    expect(await titles()).toEqual([]);
  });

  it('shows a post published through the admin API at once, in every public read', async () => {
    expect(await titles()).toEqual([]);
    expect((await request(ctx.app).get('/api/tags')).body).toEqual([]);
    expect((await request(ctx.app).get('/api/posts/delegates-rally-in-denver')).status).toBe(404);
    expect((await request(ctx.app).get('/updates/delegates-rally-in-denver')).status).toBe(404);

    const { slug } = (await create()).body;
    expect(await titles()).toEqual(['Delegates rally in Denver']);
    expect((await request(ctx.app).get('/api/tags')).body).toEqual([{ name: 'delegates', count: 1 }]);
    expect((await request(ctx.app).get('/api/categories')).body).toEqual([{ name: 'Events', count: 1 }]);
    const post = await request(ctx.app).get(`/api/posts/${slug}`);
    expect(post.status).toBe(200);
    expect(post.body.content).toContain('<strong>marched</strong>');
    expect(await pageTitle(slug)).toEqual([fullTitle('Delegates rally in Denver')]);
    expect((await request(ctx.app).get('/rss.xml')).text).toContain(`/updates/${slug}`);
  });

  it('shows an edit at once in the list, the post, its page head and the search', async () => {
    const { slug } = (await create()).body;
    expect(await titles('/api/posts?q=denver')).toEqual(['Delegates rally in Denver']);
    expect(await pageTitle(slug)).toEqual([fullTitle('Delegates rally in Denver')]);

    expect((await patch(slug, { ...body, title: 'Delegates rally in Atlanta' })).status).toBe(200);
    expect(await titles()).toEqual(['Delegates rally in Atlanta']);
    expect((await request(ctx.app).get(`/api/posts/${slug}`)).body.title).toBe('Delegates rally in Atlanta');
    expect(await pageTitle(slug)).toEqual([fullTitle('Delegates rally in Atlanta')]);
    expect(await titles('/api/posts?q=denver')).toEqual([]);
    expect(await titles('/api/posts?q=atlanta')).toEqual(['Delegates rally in Atlanta']);
  });

  it('hides a post at once when it is unpublished, and when it is deleted', async () => {
    const first = (await create()).body.slug;
    const second = (await create({ title: 'Town hall recap' })).body.slug;
    expect(await titles()).toHaveLength(2);
    expect((await request(ctx.app).get(`/api/posts/${first}`)).status).toBe(200);

    expect((await patch(first, { status: 'draft', publishedAt: null })).status).toBe(200);
    expect(await titles()).toEqual(['Town hall recap']);
    expect((await request(ctx.app).get(`/api/posts/${first}`)).body).toEqual({ message: 'Post not found' });
    expect((await request(ctx.app).get(`/updates/${first}`)).status).toBe(404);

    const deleted = await admin.agent
      .delete(`/api/admin/posts/${second}`)
      .set('X-CSRF-Token', admin.csrfToken);
    expect(deleted.status).toBe(204);
    expect(await titles()).toEqual([]);
    expect((await request(ctx.app).get(`/api/posts/${second}`)).status).toBe(404);
    expect((await request(ctx.app).get('/sitemap.xml')).text).not.toContain(`/updates/${second}`);
  });

  it('never shows a draft, and never hands the admin API a cached answer', async () => {
    const { slug } = (await create({ status: 'draft', content: 'Secret **plan**' })).body;
    expect(await titles()).toEqual([]);
    expect((await request(ctx.app).get(`/api/posts/${slug}`)).status).toBe(404);

    await insertPost(ctx.db, { title: 'Inserted behind the app' });
    const adminList = await admin.agent.get('/api/admin/posts');
    expect(adminList.body.map((p: { title: string }) => p.title).sort()).toEqual([
      'Delegates rally in Denver',
      'Inserted behind the app',
    ]);
    expect(adminList.headers['cache-control']).toBe('no-store');
    expect((await admin.agent.get(`/api/admin/posts/${slug}`)).body.content).toBe('Secret **plan**');
    // The public side still answers from its cache, which never held the draft.
    expect(await titles()).toEqual([]);
  });

  it('shows an approved endorsement at once, and hides it at once when rejected', async () => {
    const { rows } = await ctx.database.raw.query(
      `INSERT INTO endorsements (name, endorsement) VALUES ('Pat Lee', 'Pat endorses the slate') RETURNING id`,
    );
    const id = String(rows[0].id);
    const approved = async () =>
      ((await request(ctx.app).get('/api/endorsements/approved')).body as { name: string }[]).map(
        (e) => e.name,
      );
    const decide = (status: string) =>
      admin.agent
        .patch(`/api/admin/endorsements/${id}`)
        .set('X-CSRF-Token', admin.csrfToken)
        .send({ status });

    expect(await approved()).toEqual([]);
    expect((await decide('approved')).status).toBe(200);
    expect(await approved()).toEqual(['Pat Lee']);
    expect((await decide('rejected')).status).toBe(200);
    expect(await approved()).toEqual([]);
  });

  it('answers 304 to an unchanged ETag, and a new body once the post changes', async () => {
    const { slug } = (await create()).body;
    const first = await request(ctx.app).get('/api/posts');
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await request(ctx.app).get('/api/posts').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    await patch(slug, { ...body, excerpt: 'Tens of thousands marched.' });
    const changed = await request(ctx.app).get('/api/posts').set('If-None-Match', first.headers.etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.body[0].excerpt).toBe('Tens of thousands marched.');
  });
});

describe('compressed answers from the cache', () => {
  it('sends gzip or brotli to a client that asks, with the same ETag and the same JSON', async () => {
    for (let i = 0; i < 6; i += 1) await create({ title: `Delegates rally in city ${i}` });
    const plain = await request(ctx.app).get('/api/posts').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    for (const encoding of ['gzip', 'br']) {
      const res = await request(ctx.app).get('/api/posts').set('Accept-Encoding', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBeLessThan(plain.text.length);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.body).toEqual(plain.body);
    }
    const fresh = await request(ctx.app)
      .get('/api/posts')
      .set({ 'Accept-Encoding': 'gzip', 'If-None-Match': plain.headers.etag });
    expect(fresh.status).toBe(304);
    expect(fresh.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a small answer uncompressed', async () => {
    await create();
    const res = await request(ctx.app).get('/api/tags').set('Accept-Encoding', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual([{ name: 'delegates', count: 1 }]);
  });
});
