import { describe, expect, it } from 'vitest';
import { sitePageRevisions } from '../../../shared/schema';
import { seedSettings } from '../../../shared/site-content/seed-site';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { whileRowHeld } from '../../helpers/held-lock';
import { useFreshSiteContent } from '../../helpers/site-content';
import { describeOnPostgres, useTestApp } from '../../helpers/test-app';

// Issue 39: what each write to the site's settings, pages and videos leaves behind beyond its
// answer (the audit row and its details, the featured mark, the exact refusal) and the states
// the other site tests never reach (no settings row, a revision that no longer fits its page,
// two writers of the videos at once).
const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const send = (method: 'post' | 'patch' | 'put' | 'delete', path: string, body?: object) =>
  admin.agent[method](path).set('X-CSRF-Token', admin.csrfToken).send(body);
const query = async (sql: string, params: unknown[] = []) => (await ctx.database.raw.query(sql, params)).rows;
const audit = () => query('SELECT actor, action, target, details FROM audit_log ORDER BY id');
const auditRow = (action: string, target: string | null, details: object) => ({
  actor: 'campaign-admin',
  action,
  target,
  details,
});

type Video = { id: number; youtubeId: string; title: string; featured: boolean };
const videos = async (): Promise<Video[]> => (await admin.agent.get('/api/admin/videos')).body;
const featuredIds = async () => (await videos()).filter((v) => v.featured).map((v) => v.id);
const newVideo = {
  youtube: 'https://youtu.be/dQw4w9WgXcQ',
  title: 'Lobby Day Recap',
  description: 'Members met forty congressional offices in one day.',
  category: 'Employee Rights',
  duration: '4:05',
};

describe('site settings', () => {
  it('audits site.update with the names of the fields the change gave', async () => {
    const res = await send('patch', '/api/admin/site', {
      donateUrl: 'https://donate.example.org/ellis',
      social: { x: 'https://x.com/ellis2026' },
    });
    expect(res.status).toBe(200);
    expect(await audit()).toEqual([auditRow('site.update', 'site', { fields: ['donateUrl', 'social'] })]);
  });

  it("answers the seed's settings when the stored row is absent, and a change stores a new row", async () => {
    await query('DELETE FROM site_settings');
    expect((await admin.agent.get('/api/admin/site')).body).toEqual(seedSettings);
    const res = await send('patch', '/api/admin/site', { paidForBy: 'Paid for by the test committee' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...seedSettings, paidForBy: 'Paid for by the test committee' });
    expect(await query('SELECT id, value FROM site_settings')).toEqual([{ id: 1, value: res.body }]);
  });

  it('refuses a change that leaves the whole invalid with 400 on its path, and stores nothing', async () => {
    // Settings stored without an announcement text: turning the bar on must bring one.
    await query(`UPDATE site_settings SET value = jsonb_set(value, '{announcement,text}', '""')`);
    const before = await query('SELECT value, updated_at FROM site_settings');
    const res = await send('patch', '/api/admin/site', { announcement: { enabled: true } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Required',
      errors: [{ path: 'announcement.text', message: 'Required' }],
    });
    expect(await query('SELECT value, updated_at FROM site_settings')).toEqual(before);
    expect(await countRows(ctx.database, 'audit_log')).toBe(0);
  });
});

describe('pages', () => {
  const read = async (key: string) => (await admin.agent.get(`/api/admin/pages/${key}`)).body;
  const restore = (key: string, id: number) =>
    send('post', `/api/admin/pages/${key}/revisions/${id}/restore`);
  const revisionIds = async (key: string): Promise<number[]> =>
    (await admin.agent.get(`/api/admin/pages/${key}/revisions`)).body.map((r: { id: number }) => r.id);

  it('audits page.update with the version the save made', async () => {
    const page = await read('vision');
    const res = await send('put', '/api/admin/pages/vision', {
      version: 1,
      head: { ...page.head, title: 'Our Vision' },
      content: page.content,
    });
    expect(res.status).toBe(200);
    expect(await audit()).toEqual([auditRow('page.update', 'vision', { version: 2 })]);
  });

  it('audits page.restore with the revision put back', async () => {
    const page = await read('vision');
    await send('put', '/api/admin/pages/vision', {
      version: 1,
      head: { ...page.head, title: 'Our Vision' },
      content: page.content,
    });
    const [, created] = await revisionIds('vision');
    const res = await restore('vision', created);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 3, head: page.head });
    expect((await audit()).at(-1)).toEqual(auditRow('page.restore', 'vision', { revision: created }));
  });

  it('answers 404 for a revision that does not exist, and writes nothing', async () => {
    const res = await restore('vision', 999_999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Revision not found');
    expect((await read('vision')).version).toBe(1);
    expect(await countRows(ctx.database, 'audit_log')).toBe(0);
  });

  it('refuses with 409 a revision that no longer fits the page, and writes nothing', async () => {
    const page = await read('vision');
    // A revision written before the page's schema changed: a field the page no longer has.
    const [{ id }] = await ctx.db
      .insert(sitePageRevisions)
      .values({
        pageKey: 'vision',
        reason: 'saved',
        author: 'campaign-admin',
        head: page.head,
        content: { ...page.content, colour: 'red' },
      })
      .returning({ id: sitePageRevisions.id });
    const revisionsBefore = await countRows(ctx.database, 'site_page_revisions');
    const res = await restore('vision', id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This revision no longer fits the page and cannot be restored.');
    expect(await read('vision')).toEqual(page);
    expect(await countRows(ctx.database, 'site_page_revisions')).toBe(revisionsBefore);
    expect(await countRows(ctx.database, 'audit_log')).toBe(0);
  });
});

describe('videos', () => {
  it('audits video.create with the id of the video added', async () => {
    const res = await send('post', '/api/admin/videos', newVideo);
    expect(res.status).toBe(201);
    expect(await audit()).toEqual([
      auditRow('video.create', String(res.body.id), { youtubeId: 'dQw4w9WgXcQ' }),
    ]);
  });

  it('adds a video that is not featured without moving the featured mark', async () => {
    const [, second] = await videos();
    expect((await send('patch', `/api/admin/videos/${second.id}`, { featured: true })).status).toBe(200);
    expect((await send('post', '/api/admin/videos', newVideo)).status).toBe(201);
    expect(await featuredIds()).toEqual([second.id]);
  });

  it("edits another video's title without moving the featured mark, and audits the fields given", async () => {
    const [first, second] = await videos();
    const res = await send('patch', `/api/admin/videos/${second.id}`, { title: 'A new title' });
    expect(res.status).toBe(200);
    expect(await featuredIds()).toEqual([first.id]);
    expect(await audit()).toEqual([auditRow('video.update', String(second.id), { fields: ['title'] })]);
  });

  it('keeps the id of a new link when a video is edited', async () => {
    const [, second] = await videos();
    const res = await send('patch', `/api/admin/videos/${second.id}`, {
      youtube: 'https://www.youtube.com/shorts/abcdefghijk',
    });
    expect(res.body.youtubeId).toBe('abcdefghijk');
    expect((await videos())[1].youtubeId).toBe('abcdefghijk');
  });

  it('refuses to unfeature the featured video with 400 on featured, saying what to do instead', async () => {
    const [first] = await videos();
    const res = await send('patch', `/api/admin/videos/${first.id}`, { featured: false });
    const message = 'One video is always featured: choose another video as featured instead';
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ path: 'featured', message }] });
    expect(await featuredIds()).toEqual([first.id]);
  });

  it('audits video.delete with the title of the video removed', async () => {
    const [, second] = await videos();
    expect((await send('delete', `/api/admin/videos/${second.id}`)).status).toBe(204);
    expect(await audit()).toEqual([auditRow('video.delete', String(second.id), { title: second.title })]);
  });

  it('audits video.reorder with the new order', async () => {
    const ids = (await videos()).map((v) => v.id).reverse();
    expect((await send('put', '/api/admin/videos/order', { ids })).status).toBe(200);
    expect(await audit()).toEqual([auditRow('video.reorder', null, { ids })]);
  });

  it.each([
    ['names one video twice', (ids: number[]) => [ids[0], ...ids.slice(0, -1)]],
    ['names a video that does not exist', (ids: number[]) => [999_999, ...ids.slice(1)]],
  ])('refuses an order of the right length that %s, and keeps the order', async (_name, change) => {
    const ids = (await videos()).map((v) => v.id);
    const res = await send('put', '/api/admin/videos/order', { ids: change([...ids].reverse()) });
    const message = 'List every video once, in the new order';
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ path: 'ids', message }] });
    expect((await videos()).map((v) => v.id)).toEqual(ids);
    expect(await countRows(ctx.database, 'audit_log')).toBe(0);
  });
});

// The videos' table lock, with the race forced (tests/helpers/held-lock.ts): PGlite runs one
// transaction at a time, where no lock is needed.
describeOnPostgres('two writers of the videos at once', () => {
  it('two featured additions: both added, one after the other, the later one featured', async () => {
    // Without the table lock both read the last position and the featured rows before the held
    // row is let go: both take position 7, and the second featured row breaks the one-featured index.
    const answers = await whileRowHeld(
      ctx,
      'SELECT 1 FROM videos WHERE featured FOR UPDATE',
      [],
      [
        () => send('post', '/api/admin/videos', { ...newVideo, title: 'First', featured: true }),
        () => send('post', '/api/admin/videos', { ...newVideo, title: 'Second', featured: true }),
      ],
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const added = await query(`SELECT id, position FROM videos WHERE position >= 7 ORDER BY position`);
    expect(added.map((row) => row.position)).toEqual([7, 8]);
    expect(await featuredIds()).toEqual([added[1].id]);
  });

  it('two orders: both saved, one after the other', async () => {
    const ids = (await videos()).map((v) => v.id);
    const reversed = [...ids].reverse();
    // Each order writes the videos one by one from its own end: without the table lock both stop
    // at the held middle video, and each then waits for what the other holds.
    const answers = await whileRowHeld(
      ctx,
      'SELECT 1 FROM videos WHERE id = $1 FOR UPDATE',
      [ids[3]],
      [
        () => send('put', '/api/admin/videos/order', { ids }),
        () => send('put', '/api/admin/videos/order', { ids: reversed }),
      ],
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect([ids, reversed]).toContainEqual((await videos()).map((v) => v.id));
  });
});
