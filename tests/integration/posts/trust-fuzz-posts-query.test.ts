import querystring from 'node:querystring';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { postListQuerySchema } from '../../../shared/schemas/posts';
import { fuzzEndpoint, schemaVerdict } from '../../fixtures/fuzz-harness';
import { BROKEN_ESCAPES, PROTOTYPE_KEYS, hostileText, percentEncode } from '../../fixtures/hostile-text';
import { countRows } from '../../helpers/database';
import { insertPost } from '../../helpers/factories';
import { useListeningServer } from '../../fixtures/listening-app';
import { useTestApp } from '../../helpers/test-app';

// GET /api/posts reads its filters from the query string, where anything can arrive: repeated keys
// (which Express turns into lists), brackets, broken escapes, NUL. Each is a 200 or a shaped 400.
const ctx = useTestApp();
const listening = useListeningServer(ctx);

const KEYS = ['q', 'category', 'tag', 'limit', 'offset', 'page'];
const numberish = fc.constantFrom(
  '-1',
  '0',
  '1',
  '6',
  '50',
  '51',
  '1e3',
  '0x10',
  ' 5',
  '5 ',
  '999999999',
  '9999999999',
  '1.5',
  'NaN',
  'Infinity',
  '',
  '٣',
  '１',
);
const queryKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KEYS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('q[]', 'q[a]', 'limit[0]', 'hasOwnProperty', '', ...PROTOTYPE_KEYS),
  },
  { weight: 1, arbitrary: hostileText.filter((s) => s.length < 50) },
);
const queryValue = fc.oneof(
  numberish,
  hostileText.filter((s) => s.length <= 300),
  fc.constantFrom('Campaign Updates', 'bargaining', 'Bargaining'),
);
const piece = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.tuple(queryKey, queryValue).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...KEYS), fc.constantFrom(...BROKEN_ESCAPES))
      .map(([k, e]) => `${k}=${e}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES, '&', '=', 'q', 'q=') },
);
const queryString = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join('&'));

async function seedPosts() {
  await insertPost(ctx.db, { title: 'Bargaining update', tags: ['bargaining'] });
  await insertPost(ctx.db, { title: 'Veterans rally', categories: ['Events'] });
  return insertPost(ctx.db, { title: 'Draft plan', status: 'draft' });
}

describe('post reads under hostile query strings and slugs', () => {
  it('GET /api/posts answers every generated query string with 200 or a shaped 400', async () => {
    await seedPosts();
    await fuzzEndpoint({
      name: 'GET /api/posts?…',
      inputs: queryString,
      send: (qs) => request(listening.server).get(`/api/posts?${qs}`),
      snapshot: () => countRows(ctx.database, 'posts'),
      // Express 5's default ("simple") query parser is node:querystring.
      expected: (qs) => schemaVerdict(postListQuerySchema, querystring.parse(qs)),
      checkAccepted: (res) => {
        expect(Array.isArray(res.body)).toBe(true);
        expect(res.body.length).toBeLessThanOrEqual(50);
        for (const item of res.body) expect(item).not.toHaveProperty('content');
      },
    });
    expect(ctx.serverErrors).toEqual([]);
  }, 240_000);

  it('GET /api/posts/:slug answers every generated slug with the post, a 404 or a 400, never a 500', async () => {
    const live = await insertPost(ctx.db, { title: 'Bargaining update' });
    const draft = await seedPosts();
    const slug = fc.oneof(
      {
        weight: 1,
        arbitrary: fc.constantFrom(live.slug, draft.slug, `${live.slug}%00`, live.slug.toUpperCase()),
      },
      {
        weight: 6,
        arbitrary: hostileText.filter((s) => s.length > 0 && s.length <= 2000).map(percentEncode),
      },
      {
        weight: 2,
        arbitrary: fc
          .array(fc.constantFrom(...BROKEN_ESCAPES, 'a', '%2F'), { minLength: 1, maxLength: 4 })
          .map((p) => p.join('')),
      },
    );
    await fuzzEndpoint({
      name: 'GET /api/posts/:slug',
      inputs: slug,
      send: (s) => request(listening.server).get(`/api/posts/${s}`),
      snapshot: () => countRows(ctx.database, 'posts'),
      expected: (s) => (s === live.slug ? 'accept' : 'reject'),
      checkAccepted: (res) => expect(res.body.slug).toBe(live.slug),
    });
    expect(ctx.serverErrors).toEqual([]);
  }, 240_000);
});
