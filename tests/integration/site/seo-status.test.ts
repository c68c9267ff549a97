import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { insertPost } from '../../helpers/factories';
import { readHead } from '../../helpers/markup';
import { useSiteApp } from '../../helpers/site-app';

const ctx = useSiteApp();
const DAY = 86_400_000;

describe('page statuses, as a crawler sees them', () => {
  it('answers a path that is no route with 404 and the "Page Not Found" page, kept out of indexes', async () => {
    const res = await request(ctx.app).get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/html');
    const head = readHead(res.text);
    expect(head.titles).toEqual(['Page Not Found | Jordan Ellis for President']);
    expect(head.meta('description')).toEqual(['The page you were looking for does not exist.']);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.link('canonical')).toEqual([]);
    // The SPA still loads and shows its 404 screen.
    expect(res.text).toContain('<div id="root">');
  });

  it('treats route paths case-sensitively and rejects extra segments', async () => {
    expect((await request(ctx.app).get('/Vision')).status).toBe(404);
    expect((await request(ctx.app).get('/vision/extra')).status).toBe(404);
    expect((await request(ctx.app).get('/updates/a/b')).status).toBe(404);
  });

  it('answers a published post with 200', async () => {
    await insertPost(ctx.db, { slug: 'live-post' });
    expect((await request(ctx.app).get('/updates/live-post')).status).toBe(200);
  });

  it('answers an unknown, draft or not-yet-due post slug with 404 and "Post Not Found"', async () => {
    await insertPost(ctx.db, { slug: 'draft-post', status: 'draft' });
    await insertPost(ctx.db, { slug: 'future-post', publishedAt: new Date(Date.now() + DAY) });
    for (const slug of ['never-written', 'draft-post', 'future-post', '%E0%A4%A']) {
      const res = await request(ctx.app).get(`/updates/${slug}`);
      expect(res.status, slug).toBe(404);
      const head = readHead(res.text);
      expect(head.titles).toEqual(['Post Not Found | Jordan Ellis for President']);
      expect(head.meta('description')).toEqual([
        "The post you're looking for doesn't exist or has been moved.",
      ]);
      expect(head.meta('robots')).toEqual(['noindex']);
    }
  });

  it('serves the admin screens with 200 and a noindex robots tag', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/dashboard', '/admin/blog/edit/some-post']) {
      const res = await request(ctx.app).get(path);
      expect(res.status, path).toBe(200);
      const head = readHead(res.text);
      expect(head.meta('robots'), path).toEqual(['noindex']);
      expect(head.meta('description'), path).toEqual([]);
    }
  });

  it('redirects a trailing slash to the route with 301, keeping the query', async () => {
    const res = await request(ctx.app).get('/vision/?ref=mail');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/vision?ref=mail');
    const post = await request(ctx.app).get('/updates/some-post/');
    expect(post.headers.location).toBe('/updates/some-post');
  });

  it('never turns a doubled leading slash into a redirect to another site', async () => {
    const res = await request(ctx.app).get('//evil.example/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.example');
  });

  it('answers only GET and HEAD on page paths', async () => {
    expect((await request(ctx.app).head('/vision')).status).toBe(200);
    expect((await request(ctx.app).post('/vision')).status).toBe(404);
  });

  it('leaves unknown API paths to the API: JSON, never the page', async () => {
    const res = await request(ctx.app).get('/api/no-such-endpoint');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});

describe('caching', () => {
  it('revalidates pages on every use: no-cache with an ETag, 304 when unchanged', async () => {
    const first = await request(ctx.app).get('/vision');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    const again = await request(ctx.app).get('/vision').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });

  it('compresses pages for clients that accept gzip', async () => {
    const res = await request(ctx.app).get('/').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates public API reads with an ETag and never stores admin answers', async () => {
    const list = await request(ctx.app).get('/api/posts');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers.etag).toBeTruthy();
    expect((await request(ctx.app).get('/api/posts').set('If-None-Match', list.headers.etag)).status).toBe(
      304,
    );

    const admin = await request(ctx.app).get('/api/admin/session');
    expect(admin.status).toBe(401);
    expect(admin.headers['cache-control']).toBe('no-store');
  });
});
