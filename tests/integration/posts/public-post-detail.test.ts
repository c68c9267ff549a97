import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { insertPost } from '../../../scripts/factories';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

const HOUR = 3600_000;

const HOSTILE_MARKDOWN = [
  '# Town hall recap',
  '',
  'We met **forty** delegates.',
  '',
  '<script>alert("stolen")</script>',
  '',
  '<img src="x.png" alt="crowd" onerror="alert(1)">',
  '',
  '[Read the letter](javascript:alert(document.cookie))',
  '',
  '<iframe src="https://evil.example.com/phish"></iframe>',
  '',
  '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Town hall video"></iframe>',
].join('\n');

describe('GET /api/posts/:slug', () => {
  it('answers the post with its content as HTML', async () => {
    const post = await insertPost(ctx.db, {
      slug: 'town-hall-recap',
      title: 'Town hall recap',
      content: '## What we heard\n\nMembers want **fair** schedules.',
      tags: ['Town Hall'],
    });
    const res = await request(ctx.app).get('/api/posts/town-hall-recap');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: post.id,
      slug: 'town-hall-recap',
      title: 'Town hall recap',
      tags: ['Town Hall'],
      status: 'published',
      publishedAt: post.publishedAt!.toISOString(),
    });
    expect(res.body.content).toContain('<h2>What we heard</h2>');
    expect(res.body.content).toContain('<strong>fair</strong>');
    expect(res.body).not.toHaveProperty('contentHtml');
  });

  it('strips scripts, event handlers, javascript: links and untrusted iframes', async () => {
    await insertPost(ctx.db, { slug: 'hostile', content: HOSTILE_MARKDOWN });
    const { body } = await request(ctx.app).get('/api/posts/hostile');
    const html: string = body.content;

    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('evil.example.com');
    // What is safe stays: text, the image, the link text and the trusted video player.
    expect(html).toContain('<strong>forty</strong>');
    expect(html).toMatch(/<img[^>]+src="x.png"/);
    expect(html).toContain('Read the letter');
    expect(html).toContain('https://www.youtube-nocookie.com/embed/abc123');
  });

  it.each([
    ['an unknown slug', null],
    ['a draft', { status: 'draft' as const }],
    ['a post scheduled for later', { publishedAt: new Date(Date.now() + HOUR) }],
  ])('answers 404 "Post not found" for %s', async (_label, seed) => {
    if (seed) await insertPost(ctx.db, { slug: 'hidden', ...seed });
    const res = await request(ctx.app).get('/api/posts/hidden');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Post not found' });
  });
});

describe('GET /api/categories and /api/tags', () => {
  it('counts categories over live posts only, by count descending then name', async () => {
    await insertPost(ctx.db, { categories: ['Legal', 'Events'] });
    await insertPost(ctx.db, { categories: ['Legal'] });
    await insertPost(ctx.db, { categories: ['Advocacy'] });
    await insertPost(ctx.db, { categories: ['Events'] });
    await insertPost(ctx.db, { categories: ['Legal'] });
    await insertPost(ctx.db, { categories: ['Drafts Only'], status: 'draft' });
    await insertPost(ctx.db, { categories: ['Legal', 'Future'], publishedAt: new Date(Date.now() + HOUR) });

    const res = await request(ctx.app).get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: 'Legal', count: 3 },
      { name: 'Events', count: 2 },
      { name: 'Advocacy', count: 1 },
    ]);
  });

  it('counts tags the same way, breaking ties by name', async () => {
    await insertPost(ctx.db, { tags: ['Veterans', 'Arbitration'] });
    await insertPost(ctx.db, { tags: ['Bargaining', 'Veterans'] });
    await insertPost(ctx.db, { tags: ['advocacy'] });
    await insertPost(ctx.db, { tags: ['Unreleased'], status: 'draft' });

    const res = await request(ctx.app).get('/api/tags');
    expect(res.status).toBe(200);
    // Names compare without regard to case: lower-case "advocacy" comes before "Arbitration".
    expect(res.body).toEqual([
      { name: 'Veterans', count: 2 },
      { name: 'advocacy', count: 1 },
      { name: 'Arbitration', count: 1 },
      { name: 'Bargaining', count: 1 },
    ]);
  });

  it('answers empty lists when no post is live', async () => {
    await insertPost(ctx.db, { categories: ['Legal'], tags: ['Secret'], status: 'draft' });
    expect((await request(ctx.app).get('/api/categories')).body).toEqual([]);
    expect((await request(ctx.app).get('/api/tags')).body).toEqual([]);
  });
});
