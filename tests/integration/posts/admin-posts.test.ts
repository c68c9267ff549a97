import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { auditActions as auditRows, draftPost, postWrites } from '../../helpers/admin-posts';
import { countRows } from '../../helpers/database';
import { insertPost } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const draft = draftPost;
const { create } = postWrites(admin);
const auditActions = () => auditRows(ctx);

describe('POST /api/admin/posts', () => {
  it('creates a draft: 201 with the admin shape, slug from the title, no publish date', async () => {
    const res = await create({ ...draft, author: 'someone-else' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      slug: 'town-hall-on-bargaining-rights',
      title: draft.title,
      excerpt: draft.excerpt,
      content: draft.content,
      category: 'Events',
      categories: ['Events'],
      tags: ['town hall', 'bargaining'],
      keywords: [],
      featuredImage: null,
      featuredImageAlt: null,
      status: 'draft',
      publishedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      author: 'campaign-admin',
      version: 1,
      newsletter: null,
    });
    expect(await auditActions()).toEqual([
      { actor: 'campaign-admin', action: 'post.create', target: 'town-hall-on-bargaining-rights' },
    ]);
  });

  it('publishes with no date as now, and renders sanitized HTML for the public page', async () => {
    const before = Date.now();
    const res = await create({
      ...draft,
      status: 'published',
      content: 'Hi <script>alert(1)</script>**there**',
    });
    expect(res.body.status).toBe('published');
    expect(Date.parse(res.body.publishedAt)).toBeGreaterThan(before - 5000);
    expect(Date.parse(res.body.publishedAt)).toBeLessThanOrEqual(Date.now() + 5000);
    const page = await request(ctx.app).get(`/api/posts/${res.body.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.content).toContain('<strong>there</strong>');
    expect(page.body.content).not.toContain('<script');
  });

  it('keeps a given publication date, and a draft never keeps one', async () => {
    const published = await create({
      ...draft,
      status: 'published',
      publishedAt: '2025-03-01T12:00:00.000Z',
    });
    expect(published.body.publishedAt).toBe('2025-03-01T12:00:00.000Z');
    const drafted = await create({ ...draft, publishedAt: '2025-03-01T12:00:00.000Z' });
    expect(drafted.body.publishedAt).toBeNull();
  });

  it('uses "Campaign Updates" when no category is given', async () => {
    const res = await create({ title: 'Plain', content: 'Text' });
    expect(res.status).toBe(201);
    expect(res.body.category).toBe('Campaign Updates');
    expect(res.body.categories).toEqual(['Campaign Updates']);
  });

  it('makes slugs unique with -2, -3, and falls back to "post" for a title with no letters', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await create(draft)).body.slug);
    expect(slugs).toEqual([
      'town-hall-on-bargaining-rights',
      'town-hall-on-bargaining-rights-2',
      'town-hall-on-bargaining-rights-3',
    ]);
    expect((await create({ ...draft, title: '!!! ???' })).body.slug).toBe('post');
    expect((await create({ ...draft, title: '¿¡' })).body.slug).toBe('post-2');
  });

  it('gives posts created at the same moment distinct slugs', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => create({ ...draft, title: 'Same moment' })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.body.slug).sort()).toEqual([
      'same-moment',
      'same-moment-2',
      'same-moment-3',
      'same-moment-4',
    ]);
  });

  it('follows SPEC slug rule: lower case, punctuation dropped, spaces to hyphens', async () => {
    const res = await create({ ...draft, title: "Members' Rights: Q&A   Session_2" });
    expect(res.body.slug).toBe('members-rights-qa-session_2');
  });

  it('answers 400 with field errors and stores nothing', async () => {
    const res = await create({ ...draft, title: '   ', status: 'archived' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'status', message: 'Status must be draft or published' },
      ]),
    );
    expect(await countRows(ctx.database, 'posts')).toBe(0);
    expect(await countRows(ctx.database, 'audit_log')).toBe(0);
  });
});

describe('GET /api/admin/posts', () => {
  it('lists every post, drafts and scheduled ones too, with markdown content', async () => {
    await insertPost(ctx.db, { slug: 'live', content: '# Live' });
    await insertPost(ctx.db, { slug: 'drafted', status: 'draft' });
    await insertPost(ctx.db, { slug: 'scheduled', publishedAt: new Date(Date.now() + 86_400_000) });
    const res = await admin.agent.get('/api/admin/posts');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { slug: string }) => p.slug).sort()).toEqual(['drafted', 'live', 'scheduled']);
    const live = res.body.find((p: { slug: string }) => p.slug === 'live');
    expect(live.content).toBe('# Live');
    expect(live.category).toBe('Campaign Updates');
    expect(live).not.toHaveProperty('contentHtml');
  });

  it('keeps drafts and future posts out of the public API', async () => {
    await create(draft);
    await create({
      ...draft,
      title: 'Scheduled',
      status: 'published',
      publishedAt: '2999-01-01T00:00:00.000Z',
    });
    await create({ ...draft, title: 'Live now', status: 'published' });
    const list = await request(ctx.app).get('/api/posts');
    expect(list.body.map((p: { slug: string }) => p.slug)).toEqual(['live-now']);
    expect((await request(ctx.app).get('/api/posts/town-hall-on-bargaining-rights')).status).toBe(404);
    expect((await request(ctx.app).get('/api/posts/scheduled')).status).toBe(404);
    expect((await admin.agent.get('/api/admin/posts')).body).toHaveLength(3);
  });

  it('answers one post by slug, and 404 for an unknown slug', async () => {
    await insertPost(ctx.db, { slug: 'drafted', status: 'draft', categories: ['Events', 'News'] });
    const res = await admin.agent.get('/api/admin/posts/drafted');
    expect(res.status).toBe(200);
    expect(res.body.category).toBe('Events');
    const missing = await admin.agent.get('/api/admin/posts/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Post not found' });
  });
});
