import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { rsvpToken } from '../../../server/events/rsvp-token';
import { eventRsvps } from '../../../shared/schema';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { DAY, HOUR, insertEvent, rsvpBody } from '../../helpers/events';
import { insertPost } from '../../helpers/factories';
import { PUBLIC_CACHE_ON, readBeforeAndAfter } from '../../helpers/public-reader';
import { siteDataBlock, useFreshSiteContent } from '../../helpers/site-content';
import { useSiteApp } from '../../helpers/site-app';

// Every admin write that clears the public cache (`publicDataChanged`), read around as a visitor
// would: before (the cache keeps the answer), during (PostgreSQL: from another connection while the
// write's transaction is still open) and after. The moderation, erasure, revision-restore, alt-text
// and site-settings writes are read around in their own capability's tests.
const ctx = useSiteApp(PUBLIC_CACHE_ON);
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const send = (method: 'post' | 'patch' | 'put' | 'delete', path: string, body?: object) =>
  admin.agent[method](path).set('X-CSRF-Token', admin.csrfToken).send(body);

async function ok(res: PromiseLike<Response>, status = 200) {
  const answer = await res;
  expect(answer.status, answer.text).toBe(status);
  return answer;
}

const titles = (body: { title: string }[]) => body.map((item) => item.title);

describe('posts (CONTRACT section 8)', () => {
  const draft = {
    title: 'Bargaining update',
    excerpt: 'What changed this week.',
    content: 'The table met **twice**.',
    category: 'Events',
    tags: [],
    status: 'published',
    publishedAt: new Date(Date.now() - HOUR).toISOString(),
  };

  it('shows a new published post in the list at once', async () => {
    const { before, after } = await readBeforeAndAfter(ctx, '/api/posts', () =>
      ok(send('post', '/api/admin/posts', draft), 201),
    );
    expect(titles(before.body)).not.toContain('Bargaining update');
    expect(titles(after.body)).toContain('Bargaining update');
  });

  it('shows an edit, and takes a deleted post away, at once', async () => {
    const post = await insertPost(ctx.db, { title: 'Old headline' });
    const edited = await readBeforeAndAfter(ctx, `/api/posts/${post.slug}`, () =>
      ok(send('patch', `/api/admin/posts/${post.slug}`, { ...draft, title: 'New headline' })),
    );
    expect(edited.before.body.title).toBe('Old headline');
    expect(edited.after.body.title).toBe('New headline');

    const deleted = await readBeforeAndAfter(ctx, '/api/posts', () =>
      ok(send('delete', `/api/admin/posts/${post.slug}`), 204),
    );
    expect(titles(deleted.before.body)).toContain('New headline');
    expect(titles(deleted.after.body)).not.toContain('New headline');
  });
});

describe('events (CONTRACT section 14)', () => {
  const startsAt = new Date(Math.floor((Date.now() + 10 * DAY) / 60_000) * 60_000);
  const event = {
    title: 'Caucus call',
    summary: 'The delegates of the west.',
    description: 'Agenda to follow.',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
    location: { kind: 'online' },
    onlineUrl: 'https://meet.example.org/caucus',
    status: 'published',
  };

  it('shows a new event, an edit and a deletion at once', async () => {
    const created = await readBeforeAndAfter(ctx, '/api/events', () =>
      ok(send('post', '/api/admin/events', event), 201),
    );
    expect(titles(created.before.body)).toEqual([]);
    expect(titles(created.after.body)).toEqual(['Caucus call']);

    const edited = await readBeforeAndAfter(ctx, '/api/events/caucus-call', () =>
      ok(send('patch', '/api/admin/events/caucus-call', { summary: 'Every delegate.' })),
    );
    expect(edited.before.body.summary).toBe('The delegates of the west.');
    expect(edited.after.body.summary).toBe('Every delegate.');

    const deleted = await readBeforeAndAfter(ctx, '/api/events', () =>
      ok(send('delete', '/api/admin/events/caucus-call'), 204),
    );
    expect(titles(deleted.before.body)).toEqual(['Caucus call']);
    expect(titles(deleted.after.body)).toEqual([]);
  });

  it('takes an event that staff cancel off the upcoming list as cancelled at once', async () => {
    await insertEvent(ctx.db, { title: 'Town hall' });
    const { before, after } = await readBeforeAndAfter(ctx, '/api/events/town-hall', () =>
      ok(send('patch', '/api/admin/events/town-hall', { status: 'cancelled' })),
    );
    expect(before.body.status).toBe('scheduled');
    expect(after.body.status).toBe('cancelled');
  });
});

describe('seats taken and given back (CONTRACT section 14)', () => {
  it("shows an RSVP, a cancellation, a rejoin and more guests in the event's seats at once", async () => {
    await insertEvent(ctx.db, { title: 'Town hall', capacity: 10 });
    const path = '/api/events/town-hall';
    const link = (action: string, body: object) =>
      action === 'change'
        ? request(ctx.app).patch('/api/events/rsvp').send(body)
        : request(ctx.app).post(`/api/events/rsvp/${action}`).send(body);
    const rsvped = await readBeforeAndAfter(ctx, path, () =>
      ok(request(ctx.app).post('/api/events/town-hall/rsvps').send(rsvpBody('dana@example.org')), 201),
    );
    expect([rsvped.before.body.registered, rsvped.after.body.registered]).toEqual([0, 1]);
    const token = rsvpToken((await ctx.db.select().from(eventRsvps))[0]);
    const steps: [string, object, number][] = [
      ['cancel', { token }, 0],
      ['rejoin', { token }, 1],
      ['change', { token, guests: 2 }, 3],
    ];
    for (const [action, body, seats] of steps) {
      const { after } = await readBeforeAndAfter(ctx, path, () => ok(link(action, body)));
      expect(after.body.registered, action).toBe(seats);
    }
  });
});

describe("the site's pages and videos (CONTRACT section 13)", () => {
  const compliance = async () => (await admin.agent.get('/api/admin/pages/compliance')).body;
  const heroTitle = (html: string) =>
    (siteDataBlock(html).page?.content as { hero: { title: string } } | undefined)?.hero.title;

  it('shows a saved page and then its restored revision at once', async () => {
    const page = await compliance();
    const content = { ...page.content, hero: { ...page.content.hero, title: 'Our Compliance' } };
    const saved = await readBeforeAndAfter(ctx, '/compliance', () =>
      ok(send('put', '/api/admin/pages/compliance', { version: page.version, head: page.head, content })),
    );
    expect(heroTitle(saved.before.text)).toBe('Compliance Statement');
    expect(heroTitle(saved.after.text)).toBe('Our Compliance');

    const revisions = (await admin.agent.get('/api/admin/pages/compliance/revisions')).body;
    const first = revisions[revisions.length - 1];
    const restored = await readBeforeAndAfter(ctx, '/compliance', () =>
      ok(send('post', `/api/admin/pages/compliance/revisions/${first.id}/restore`)),
    );
    expect(heroTitle(restored.before.text)).toBe('Our Compliance');
    expect(heroTitle(restored.after.text)).toBe('Compliance Statement');
  });

  it('shows an added, edited, reordered and deleted video at once', async () => {
    const video = {
      youtube: 'dQw4w9WgXcQ',
      title: 'Lobby Day Recap',
      description: 'Members met forty offices in one day.',
      category: 'Executive Order Crisis',
      duration: '4:05',
    };
    let id = 0;
    const added = await readBeforeAndAfter(ctx, '/api/videos', async () => {
      id = (await ok(send('post', '/api/admin/videos', video), 201)).body.id;
    });
    expect(titles(added.before.body)).not.toContain('Lobby Day Recap');
    expect(titles(added.after.body)).toContain('Lobby Day Recap');

    const edited = await readBeforeAndAfter(ctx, '/api/videos', () =>
      ok(send('patch', `/api/admin/videos/${id}`, { title: 'Lobby Day' })),
    );
    expect(titles(edited.after.body)).toContain('Lobby Day');
    expect(titles(edited.after.body)).not.toContain('Lobby Day Recap');

    const ids = edited.after.body.map((v: { id: number }) => v.id);
    const reversed = [...ids].reverse();
    const reordered = await readBeforeAndAfter(ctx, '/api/videos', () =>
      ok(send('put', '/api/admin/videos/order', { ids: reversed })),
    );
    expect(reordered.before.body.map((v: { id: number }) => v.id)).toEqual(ids);
    expect(reordered.after.body.map((v: { id: number }) => v.id)).toEqual(reversed);

    const deleted = await readBeforeAndAfter(ctx, '/api/videos', () =>
      ok(send('delete', `/api/admin/videos/${id}`), 204),
    );
    expect(titles(deleted.after.body)).not.toContain('Lobby Day');
  });
});
