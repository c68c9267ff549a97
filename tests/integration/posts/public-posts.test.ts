import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { insertPost } from '../../../scripts/factories';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

// CONTRACT: list items carry every Post field but `content` (and never the stored HTML).
const SUMMARY_FIELDS = [
  'author',
  'categories',
  'createdAt',
  'excerpt',
  'featuredImage',
  'featuredImageAlt',
  'id',
  'keywords',
  'publishedAt',
  'slug',
  'status',
  'tags',
  'title',
  'updatedAt',
];

const slugsOf = (body: { slug: string }[]) => body.map((p) => p.slug);

describe('GET /api/posts', () => {
  it('lists only published posts whose publication time has come', async () => {
    await insertPost(ctx.db, { slug: 'live' });
    await insertPost(ctx.db, { slug: 'draft', status: 'draft' });
    await insertPost(ctx.db, { slug: 'scheduled', publishedAt: new Date(Date.now() + HOUR) });
    await insertPost(ctx.db, { slug: 'published-without-date', publishedAt: null });

    const res = await request(ctx.app).get('/api/posts');
    expect(res.status).toBe(200);
    expect(slugsOf(res.body)).toEqual(['live']);
  });

  it('orders by publication time, newest first, then by creation time, newest first', async () => {
    const sameTime = ago(5);
    await insertPost(ctx.db, { slug: 'oldest', publishedAt: ago(48) });
    await insertPost(ctx.db, { slug: 'tie-created-first', publishedAt: sameTime, createdAt: ago(10) });
    await insertPost(ctx.db, { slug: 'tie-created-later', publishedAt: sameTime, createdAt: ago(8) });
    await insertPost(ctx.db, { slug: 'newest', publishedAt: ago(1) });

    const res = await request(ctx.app).get('/api/posts');
    expect(slugsOf(res.body)).toEqual(['newest', 'tie-created-later', 'tie-created-first', 'oldest']);
  });

  it('gives every Post field but content, with ISO dates', async () => {
    const post = await insertPost(ctx.db, {
      title: 'Delegates meet in Denver',
      featuredImage: '/images/denver.jpg',
      featuredImageAlt: 'Delegates in a hall',
      tags: ['Delegates'],
      keywords: ['convention'],
    });
    const res = await request(ctx.app).get('/api/posts');
    expect(Object.keys(res.body[0]).sort()).toEqual(SUMMARY_FIELDS);
    expect(res.body[0]).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: 'Delegates meet in Denver',
      featuredImage: '/images/denver.jpg',
      featuredImageAlt: 'Delegates in a hall',
      categories: ['Campaign Updates'],
      tags: ['Delegates'],
      keywords: ['convention'],
      status: 'published',
      publishedAt: post.publishedAt!.toISOString(),
      createdAt: post.createdAt.toISOString(),
    });
  });

  it('searches title, excerpt and content, ignoring case', async () => {
    await insertPost(ctx.db, { slug: 'in-title', title: 'Arbitration WINS keep coming' });
    await insertPost(ctx.db, { slug: 'in-excerpt', excerpt: 'Three more arbitration wins this month' });
    await insertPost(ctx.db, {
      slug: 'in-content',
      content: 'We filed and **won** the Arbitration. More wins ahead.',
    });
    await insertPost(ctx.db, {
      slug: 'elsewhere',
      title: 'Town hall',
      excerpt: 'Join us',
      content: 'Nothing here',
    });

    const res = await request(ctx.app).get('/api/posts').query({ q: 'arbitration wins' });
    expect(slugsOf(res.body).sort()).toEqual(['in-excerpt', 'in-title']);
    const byWord = await request(ctx.app).get('/api/posts').query({ q: 'ARBITRATION' });
    expect(slugsOf(byWord.body).sort()).toEqual(['in-content', 'in-excerpt', 'in-title']);
  });

  it('treats % and _ in the search as plain characters', async () => {
    await insertPost(ctx.db, { slug: 'percent', title: '100% member focus' });
    await insertPost(ctx.db, { slug: 'underscore', title: 'File local_2100 grievances' });
    await insertPost(ctx.db, { slug: 'plain', title: 'Member focus' });
    await insertPost(ctx.db, { slug: 'backslash', title: 'Paths like C:\\union' });

    expect(slugsOf((await request(ctx.app).get('/api/posts').query({ q: '%' })).body)).toEqual(['percent']);
    expect(slugsOf((await request(ctx.app).get('/api/posts').query({ q: '_' })).body)).toEqual([
      'underscore',
    ]);
    expect(slugsOf((await request(ctx.app).get('/api/posts').query({ q: '0%' })).body)).toEqual(['percent']);
    expect(slugsOf((await request(ctx.app).get('/api/posts').query({ q: '\\' })).body)).toEqual([
      'backslash',
    ]);
  });

  it('filters by category and by tag, together with the search', async () => {
    await insertPost(ctx.db, { slug: 'a', categories: ['Legal'], tags: ['Arbitration'] });
    await insertPost(ctx.db, { slug: 'b', categories: ['Legal', 'Events'], tags: ['Town Hall'] });
    await insertPost(ctx.db, { slug: 'c', categories: ['Events'], tags: ['Arbitration'], title: 'Rally' });

    const legal = await request(ctx.app).get('/api/posts').query({ category: 'Legal' });
    expect(slugsOf(legal.body).sort()).toEqual(['a', 'b']);
    const tagged = await request(ctx.app).get('/api/posts').query({ tag: 'Arbitration' });
    expect(slugsOf(tagged.body).sort()).toEqual(['a', 'c']);
    const both = await request(ctx.app).get('/api/posts').query({ category: 'Events', tag: 'Arbitration' });
    expect(slugsOf(both.body)).toEqual(['c']);
    const searched = await request(ctx.app).get('/api/posts').query({ category: 'Events', q: 'rally' });
    expect(slugsOf(searched.body)).toEqual(['c']);
    const none = await request(ctx.app).get('/api/posts').query({ category: 'legal' });
    expect(none.body).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await request(ctx.app).get('/api/posts').query({ q: 'nothing at all' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('GET /api/posts paging', () => {
  // Nine posts, newest first: p1 (1 hour ago) ... p9 (9 hours ago).
  const insertNine = async () => {
    for (let i = 1; i <= 9; i++) await insertPost(ctx.db, { slug: `p${i}`, publishedAt: ago(i) });
  };

  it('answers 6 posts by default', async () => {
    await insertNine();
    const res = await request(ctx.app).get('/api/posts');
    expect(slugsOf(res.body)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('honours limit and offset', async () => {
    await insertNine();
    const res = await request(ctx.app).get('/api/posts').query({ limit: 3, offset: 2 });
    expect(slugsOf(res.body)).toEqual(['p3', 'p4', 'p5']);
  });

  it('turns page into offset (page - 1) x limit', async () => {
    await insertNine();
    const second = await request(ctx.app).get('/api/posts').query({ limit: 3, page: 2 });
    expect(slugsOf(second.body)).toEqual(['p4', 'p5', 'p6']);
    const lastDefault = await request(ctx.app).get('/api/posts').query({ page: 2 });
    expect(slugsOf(lastDefault.body)).toEqual(['p7', 'p8', 'p9']);
    const beyond = await request(ctx.app).get('/api/posts').query({ page: 5 });
    expect(beyond.body).toEqual([]);
  });

  it('caps a larger limit at 50', async () => {
    for (let i = 0; i < 52; i++) await insertPost(ctx.db, { slug: `bulk-${i}`, publishedAt: ago(i + 1) });
    const res = await request(ctx.app).get('/api/posts').query({ limit: 500 });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(50);
  });

  it.each([
    ['limit', 'abc', 'limit must be a whole number'],
    ['limit', '-1', 'limit must be a whole number'],
    ['limit', '2.5', 'limit must be a whole number'],
    ['limit', '0', 'limit must be at least 1'],
    ['limit', '', 'limit must be a whole number'],
    ['offset', 'ten', 'offset must be a whole number'],
    ['offset', '-3', 'offset must be a whole number'],
    ['page', '0', 'page must be at least 1'],
    ['page', 'last', 'page must be a whole number'],
  ])('refuses %s=%j with 400 and a field error', async (field, value, message) => {
    const res = await request(ctx.app).get(`/api/posts?${field}=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ path: field, message }] });
  });

  it('refuses a limit given twice', async () => {
    const res = await request(ctx.app).get('/api/posts?limit=2&limit=3');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('limit');
  });
});
