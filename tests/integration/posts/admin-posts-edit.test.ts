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
const { create, patch, remove } = postWrites(admin);
const auditActions = () => auditRows(ctx);

describe('PATCH /api/admin/posts/:slug', () => {
  it('edits every field but never the slug, so shared links keep working', async () => {
    const { slug, updatedAt } = (await create(draft)).body;
    const res = await patch(slug, {
      ...draft,
      title: 'A completely new title',
      content: 'New body',
      tags: ['x'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug,
      title: 'A completely new title',
      content: 'New body',
      tags: ['x'],
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(updatedAt));
    expect((await admin.agent.get(`/api/admin/posts/${slug}`)).body.title).toBe('A completely new title');
  });

  it('publishes with the list toggle {status, publishedAt} and unpublishes clearing the date', async () => {
    const { slug } = (await create(draft)).body;
    const now = new Date().toISOString();
    const published = await patch(slug, { status: 'published', publishedAt: now });
    expect(published.status).toBe(200);
    expect(published.body.publishedAt).toBe(now);
    expect((await request(ctx.app).get(`/api/posts/${slug}`)).status).toBe(200);

    const unpublished = await patch(slug, { status: 'draft', publishedAt: now });
    expect(unpublished.body).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await request(ctx.app).get(`/api/posts/${slug}`)).status).toBe(404);
    expect((await auditActions()).map((a) => a.action)).toEqual([
      'post.create',
      'post.publish',
      'post.unpublish',
    ]);
  });

  it('publishing with no date keeps the existing date, or uses now', async () => {
    const { slug } = (await create(draft)).body;
    const first = await patch(slug, { status: 'published' });
    expect(Date.parse(first.body.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    const edited = await patch(slug, { ...draft, status: 'published', publishedAt: '' });
    expect(edited.body.publishedAt).toBe(first.body.publishedAt);
    expect((await auditActions()).map((a) => a.action)).toEqual([
      'post.create',
      'post.publish',
      'post.update',
    ]);
  });

  it('leaves fields the editor does not send as they were', async () => {
    await insertPost(ctx.db, { slug: 'with-image', featuredImage: '/images/rally.jpg', keywords: ['rally'] });
    const res = await patch('with-image', { title: 'Rally recap', content: 'Updated' });
    expect(res.body).toMatchObject({
      featuredImage: '/images/rally.jpg',
      keywords: ['rally'],
      status: 'published',
    });
  });

  it('answers 400 for a bad status and 404 for an unknown slug, changing nothing', async () => {
    const { slug } = (await create(draft)).body;
    const bad = await patch(slug, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'status', message: 'Status must be draft or published' }]);
    const missing = await patch('nope', { status: 'published' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Post not found' });
    expect((await admin.agent.get(`/api/admin/posts/${slug}`)).body.status).toBe('draft');
    expect(await countRows(ctx.database, 'audit_log')).toBe(1);
  });
});

describe('DELETE /api/admin/posts/:slug', () => {
  it('deletes a post for good: 204, then 404', async () => {
    const { slug } = (await create({ ...draft, status: 'published' })).body;
    const res = await remove(slug);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await admin.agent.get(`/api/admin/posts/${slug}`)).status).toBe(404);
    expect((await request(ctx.app).get(`/api/posts/${slug}`)).status).toBe(404);
    expect((await auditActions()).at(-1)).toEqual({
      actor: 'campaign-admin',
      action: 'post.delete',
      target: slug,
    });
    expect((await remove(slug)).status).toBe(404);
  });
});
