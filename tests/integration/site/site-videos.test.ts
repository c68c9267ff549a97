import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { videos as libraryVideos } from '../../../shared/content/video-library';
import { leadershipVideo } from '../../../shared/content/videos';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { siteDataBlock, useFreshSiteContent } from '../../helpers/site-content';
import { useSiteApp } from '../../helpers/site-app';

// CONTRACT section 13, videos, with the public cache on.
const ctx = useSiteApp({ PUBLIC_CACHE_TTL_MS: '60000' });
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const send = (method: 'post' | 'patch' | 'put' | 'delete', path: string, body?: object) =>
  admin.agent[method](path).set('X-CSRF-Token', admin.csrfToken).send(body);
const publicVideos = async () => (await request(ctx.app).get('/api/videos')).body;
const video = {
  youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Lobby Day Recap',
  description: 'Members met forty congressional offices in one day.',
  category: 'Executive Order Crisis',
  duration: '4:05',
};

describe('GET /api/videos', () => {
  it("holds today's seven videos from the first start, the featured one first, in display order", async () => {
    const list = await publicVideos();
    expect(list.map((v: { youtubeId: string }) => v.youtubeId)).toEqual([
      leadershipVideo.id,
      ...libraryVideos.map((v) => v.id),
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      youtubeId: leadershipVideo.id,
      title: leadershipVideo.title,
      description: leadershipVideo.description,
      category: leadershipVideo.category,
      duration: leadershipVideo.duration,
      featured: true,
    });
    expect(list.filter((v: { featured: boolean }) => v.featured)).toHaveLength(1);
  });
});

describe('POST /api/admin/videos', () => {
  it.each([
    ['an id', 'dQw4w9WgXcQ'],
    ['a watch link', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42'],
    ['a youtu.be link', 'https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['an embed link', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a shorts link', 'youtube.com/shorts/dQw4w9WgXcQ'],
  ])('takes %s and keeps the id', async (_name, youtube) => {
    const res = await send('post', '/api/admin/videos', { ...video, youtube });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', featured: false });
    const list = await publicVideos();
    expect(list.at(-1).youtubeId).toBe('dQw4w9WgXcQ');
  });

  it('makes a new featured video the only one, shown first on the home page', async () => {
    const res = await send('post', '/api/admin/videos', { ...video, featured: true });
    expect(res.status).toBe(201);
    const featured = (await publicVideos()).filter((v: { featured: boolean }) => v.featured);
    expect(featured.map((v: { id: number }) => v.id)).toEqual([res.body.id]);
    const block = siteDataBlock((await request(ctx.app).get('/')).text);
    expect(block.videos?.find((v) => v.featured)?.youtubeId).toBe('dQw4w9WgXcQ');
    const { rows } = await ctx.database.raw.query(`SELECT action FROM audit_log`);
    expect(rows).toEqual([{ action: 'video.create' }]);
  });

  it.each([
    ['a link to another site', { youtube: 'https://vimeo.com/123456789' }, 'youtube'],
    ['a look-alike host', { youtube: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' }, 'youtube'],
    ['a duration of 99:99', { duration: '99:99' }, 'duration'],
    ['a duration of 1:5', { duration: '1:5' }, 'duration'],
    ['a category SPEC does not have', { category: 'Cats' }, 'category'],
    ['a number where a title belongs', { title: 7 }, 'title'],
    ['a missing title', { title: undefined }, 'title'],
  ])('refuses %s with 400 on its path and stores nothing', async (_name, change, path) => {
    const res = await send('post', '/api/admin/videos', { ...video, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    expect(await countRows(ctx.database, 'videos')).toBe(7);
    expect(await countRows(ctx.database, 'audit_log')).toBe(0);
  });

  it('takes h:mm:ss durations', async () => {
    expect((await send('post', '/api/admin/videos', { ...video, duration: '1:05:09' })).status).toBe(201);
  });
});

describe('PATCH, DELETE and order', () => {
  it('edits a video and shows it at once on /api/videos', async () => {
    const [first] = await publicVideos();
    const res = await send('patch', `/api/admin/videos/${first.id}`, { title: 'A new title' });
    expect(res.status).toBe(200);
    expect((await publicVideos())[0].title).toBe('A new title');
  });

  it('moves the featured mark when another video is featured, and refuses to leave none', async () => {
    const [first, second] = await publicVideos();
    expect((await send('patch', `/api/admin/videos/${first.id}`, { featured: false })).status).toBe(400);
    expect((await send('patch', `/api/admin/videos/${second.id}`, { featured: true })).status).toBe(200);
    const list = await publicVideos();
    expect(list.filter((v: { featured: boolean }) => v.featured).map((v: { id: number }) => v.id)).toEqual([
      second.id,
    ]);
  });

  it('features the first remaining video when the featured one is deleted', async () => {
    const [first, second] = await publicVideos();
    expect((await send('delete', `/api/admin/videos/${first.id}`)).status).toBe(204);
    const list = await publicVideos();
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ id: second.id, featured: true });
    expect((await send('delete', `/api/admin/videos/${first.id}`)).status).toBe(404);
  });

  it('reorders by a list of every id, and refuses a list that leaves one out', async () => {
    const ids = (await publicVideos()).map((v: { id: number }) => v.id);
    const reversed = [...ids].reverse();
    const res = await send('put', '/api/admin/videos/order', { ids: reversed });
    expect(res.status).toBe(200);
    expect((await publicVideos()).map((v: { id: number }) => v.id)).toEqual(reversed);
    const bad = await send('put', '/api/admin/videos/order', { ids: reversed.slice(1) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('ids');
    expect((await publicVideos()).map((v: { id: number }) => v.id)).toEqual(reversed);
  });

  it('answers 404 for an unknown video', async () => {
    expect((await send('patch', '/api/admin/videos/9999', { title: 'x' })).status).toBe(404);
    expect((await send('patch', '/api/admin/videos/abc', { title: 'x' })).status).toBe(404);
  });
});
