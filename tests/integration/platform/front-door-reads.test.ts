// Decision record 0015: a public JSON read's kept answer is sent at the front door, before Express,
// with the status, headers, ETag, compression and body Express sent the first time; the writes that
// clear the caches clear these answers too.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicDataChanged } from '../../../server/cache/public-caches';
import { insertEvent } from '../../helpers/events';
import { insertPost } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });

// What differs between any two answers, whoever sends them.
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const headersOf = (res: request.Response) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_REQUEST.has(name)));

async function reads() {
  const post = await insertPost(ctx.db, { title: 'Kept at the door', tags: ['pay'], categories: ['News'] });
  const event = await insertEvent(ctx.db, { title: 'Door town hall' });
  await ctx.database.raw.query(
    `INSERT INTO endorsements (name, endorsement, approved) VALUES ('Sam', 'Strong', 'approved')`,
  );
  return [
    '/api/posts',
    '/api/posts?limit=3',
    '/api/posts?tag=pay&page=1',
    `/api/posts/${post.slug}`,
    '/api/categories',
    '/api/tags',
    '/api/endorsements/approved',
    '/api/testimonials/approved',
    '/api/events',
    '/api/events?when=past',
    `/api/events/${event.slug}`,
    '/api/videos',
    '/api/site',
    '/api/pages/home',
  ];
}

describe('kept public JSON reads at the front door', () => {
  it('answer with the very headers and bytes Express answered, for every encoding and HEAD', async () => {
    for (const path of await reads()) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        publicDataChanged(ctx.db);
        const first = await request(ctx.app).get(path).set('Accept-Encoding', encoding);
        const kept = await request(ctx.app).get(path).set('Accept-Encoding', encoding);
        expect(first.status, path).toBe(200);
        expect(headersOf(kept), `${path} ${encoding}`).toEqual(headersOf(first));
        expect(kept.body, path).toEqual(first.body);
        expect(first.headers['cache-control']).toBe('no-cache');
      }
      const head = await request(ctx.app).head(path);
      expect(head.status).toBe(200);
      expect(head.text ?? '').toBe('');
      const again = await request(ctx.app).get(path).set('If-None-Match', head.headers.etag);
      expect(again.status, path).toBe(304);
    }
  });

  it('leave refused queries, unknown slugs and odd spellings to Express', async () => {
    await reads();
    for (const path of [
      '/api/posts?limit=abc',
      '/api/posts/no-such-post',
      '/api/events/nope',
      '/api/pages/nope',
    ]) {
      const first = await request(ctx.app).get(path);
      const second = await request(ctx.app).get(path);
      expect([400, 404]).toContain(first.status);
      expect(second.status).toBe(first.status);
      expect(second.body).toEqual(first.body);
    }
  });

  it('show a change at once after a write clears the caches', async () => {
    await reads();
    const before = await request(ctx.app).get('/api/posts');
    await request(ctx.app).get('/api/posts');
    await insertPost(ctx.db, { title: 'A newer post' });
    publicDataChanged(ctx.db);
    const after = await request(ctx.app).get('/api/posts');
    expect(after.body.length).toBe(before.body.length + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
