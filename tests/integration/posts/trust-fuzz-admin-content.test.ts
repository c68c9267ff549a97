import querystring from 'node:querystring';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moderationSchema } from '../../../shared/schemas/admin';
import { moderationListSchema } from '../../../shared/schemas/admin-lists';
import { isStatusOnlyPatch, postInputSchema, postStatusPatchSchema } from '../../../shared/schemas/posts';
import { endorsements, testimonials } from '../../../shared/schema';
import {
  FUZZ_RUNS,
  fingerprint,
  fuzzEndpoint,
  jsonBodyVerdict,
  oneRowPerCreate,
  schemaVerdict,
} from '../../fixtures/fuzz-harness';
import { BROKEN_ESCAPES, hostileText, percentEncode } from '../../fixtures/hostile-text';
import { bodiesAround, contentType, type FieldValues } from '../../fixtures/hostile-values';
import { signedInAgent, useListeningServer } from '../../fixtures/listening-app';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads';
import { TEST_ADMIN } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { insertPost } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

// A signed-in admin's requests, generated from and around the post and moderation schemas: even a
// trusted (or stolen) session must not be able to crash the server or half-write a change.
const ctx = useTestApp({ RATE_LIMIT_LOGIN: '1000000' });
const listening = useListeningServer(ctx);

/** Valid values four times in five, so that accepted bodies are fuzzed too, not only refusals. */
const mostly = <T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: invalid });

const postFields: FieldValues = {
  title: fc.oneof(
    fc.lorem({ maxCount: 6 }),
    fc.constantFrom('Bargaining Update', '¡Solidaridad! 2025', '😀', '---', 'Café & Co.'),
  ),
  excerpt: fc.lorem({ maxCount: 20 }),
  content: fc.oneof(
    fc.lorem({ maxCount: 30, mode: 'sentences' }),
    fc.constantFrom(...XSS_PAYLOADS.map((p) => p.markdown), '# Heading\n\n[link](https://example.org)'),
  ),
  category: fc.constantFrom('Campaign Updates', 'News', ''),
  tags: fc.array(fc.constantFrom('bargaining', 'veterans', 'Local 2', ''), { maxLength: 4 }),
  status: mostly(fc.constantFrom('draft', 'published'), fc.constantFrom('Published', 'archived')),
  publishedAt: mostly(
    fc.constantFrom(
      '',
      '2025-01-15T10:00:00.000Z',
      '2025-06-01',
      '2030-01-01T00:00',
      '2025-06-01T12:00:00+14:00',
    ),
    fc.constantFrom(
      '0000-01-01',
      '0001-01-01',
      '9999-12-31T23:59:59-14:00',
      '2025-02-30',
      'yesterday',
      '+275760-09-13T00:00:00.000Z',
    ),
  ),
  featuredImage: mostly(
    fc.constantFrom('', 'https://example.org/a.jpg', '/images/a.jpg', '//evil.example/x.png'),
    fc.constantFrom('javascript:alert(1)', 'data:image/png;base64,x', 'https://example.org/a b.jpg'),
  ),
  featuredImageAlt: fc.lorem({ maxCount: 5 }),
  keywords: fc.array(fc.constantFrom('union', 'election', ''), { maxLength: 3 }),
  author: fc.constantFrom('someone-else', 'root'),
};
const statusFields: FieldValues = { status: postFields.status, publishedAt: postFields.publishedAt };

/** The id in a moderation path: the real one, a stranger's uuid, or hostile text. */
const REAL = 'REAL-ID';
const idInPath = fc.oneof(
  { weight: 4, arbitrary: fc.constant(REAL) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: hostileText.filter((s) => s.length > 0 && s.length <= 200).map(percentEncode) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...BROKEN_ESCAPES, 'a'), { minLength: 1, maxLength: 3 })
      .map((p) => p.join('')),
  },
);

describe('admin content endpoints under hostile bodies', () => {
  it('POST /api/admin/posts answers every generated body with 201 or a shaped 4xx, storing only what it accepts', async () => {
    const { agent, csrfToken } = await signedInAgent(ctx, listening.server);
    await fuzzEndpoint({
      name: 'POST /api/admin/posts',
      inputs: fc.tuple(contentType, bodiesAround(postFields)),
      send: ([type, body]) =>
        agent.post('/api/admin/posts').set('X-CSRF-Token', csrfToken).set('Content-Type', type).send(body),
      snapshot: () => countRows(ctx.database, 'posts'),
      expected: ([type, body]) => jsonBodyVerdict(postInputSchema, type, body),
      checkAccepted: (res, before, after) => {
        oneRowPerCreate(res, before, after);
        expect(res.body.author).toBe(TEST_ADMIN.username);
        expect(res.body.slug).toMatch(/^[a-z0-9_-]+$/);
      },
    });
    expect(ctx.serverErrors).toEqual([]);
  }, 300_000);

  it('PATCH /api/admin/posts/:slug answers every generated body with 200 or a shaped 4xx, changing nothing it refuses', async () => {
    const { agent, csrfToken } = await signedInAgent(ctx, listening.server);
    const post = await insertPost(ctx.db, { title: 'Fuzz target' });
    await fuzzEndpoint({
      name: 'PATCH /api/admin/posts/:slug',
      inputs: fc.tuple(contentType, fc.oneof(bodiesAround(statusFields), bodiesAround(postFields))),
      send: ([type, body]) =>
        agent
          .patch(`/api/admin/posts/${post.slug}`)
          .set('X-CSRF-Token', csrfToken)
          .set('Content-Type', type)
          .send(body),
      snapshot: () => fingerprint(ctx.database, 'SELECT * FROM posts'),
      expected: ([type, body]) =>
        jsonBodyVerdict(
          (data) => (isStatusOnlyPatch(data) ? postStatusPatchSchema : postInputSchema),
          type,
          body,
        ),
      checkAccepted: (res) => expect(res.body.slug).toBe(post.slug),
    });
    expect(ctx.serverErrors).toEqual([]);
  }, 300_000);

  for (const [kind, table] of [
    ['endorsements', endorsements],
    ['testimonials', testimonials],
  ] as const) {
    it(`PATCH /api/admin/${kind}/:id answers every generated id and body with 200 or a shaped 4xx`, async () => {
      const { agent, csrfToken } = await signedInAgent(ctx, listening.server);
      const values = {
        name: 'Ann Lee',
        email: 'ann@example.org',
        story: 'We won.',
        endorsement: 'Fearless.',
      };
      const [row] = await ctx.db.insert(table).values(values).returning({ id: table.id });
      await fuzzEndpoint({
        name: `PATCH /api/admin/${kind}/:id`,
        // One enum field in the body: half the inputs, the rest of the effort goes to the id.
        runs: Math.round(FUZZ_RUNS / 2),
        inputs: fc.tuple(
          idInPath,
          contentType,
          bodiesAround({ status: fc.constantFrom('approved', 'rejected', 'pending', 'APPROVED', '') }),
        ),
        send: ([id, type, body]) =>
          agent
            .patch(`/api/admin/${kind}/${id === REAL ? row.id : id}`)
            .set('X-CSRF-Token', csrfToken)
            .set('Content-Type', type)
            .send(body),
        snapshot: () => fingerprint(ctx.database, `SELECT * FROM ${kind}`),
        expected: ([id, type, body]) =>
          id === REAL ? jsonBodyVerdict(moderationSchema, type, body) : 'reject',
        checkAccepted: (res) => expect(res.body.id).toBe(row.id),
      });
      expect(ctx.serverErrors).toEqual([]);
    }, 300_000);
  }

  it('GET /api/admin/endorsements answers every generated ?status=, ?q=, ?limit= with 200 or a shaped 400', async () => {
    const { agent } = await signedInAgent(ctx, listening.server);
    const value = fc.oneof(
      fc.constantFrom('pending', 'approved', 'rejected', 'Pending', ''),
      hostileText.filter((s) => s.length < 300),
    );
    const piece = fc.oneof(
      fc
        .tuple(fc.constantFrom('status', 'status[]', '__proto__', 'q', 'limit', 'offset'), value)
        .map(([k, v]) => `${k}=${percentEncode(v)}`),
      fc.constantFrom(...BROKEN_ESCAPES).map((e) => `status=${e}`),
    );
    await fuzzEndpoint({
      name: 'GET /api/admin/endorsements?status=…',
      runs: Math.round(FUZZ_RUNS / 2),
      inputs: fc.array(piece, { maxLength: 3 }).map((p) => p.join('&')),
      send: (qs) => agent.get(`/api/admin/endorsements?${qs}`),
      snapshot: () => countRows(ctx.database, 'endorsements'),
      expected: (qs) => schemaVerdict(moderationListSchema, querystring.parse(qs)),
      checkAccepted: (res) => expect(Array.isArray(res.body)).toBe(true),
    });
    expect(ctx.serverErrors).toEqual([]);
  }, 300_000);
});
