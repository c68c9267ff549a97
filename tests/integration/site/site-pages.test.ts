import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fullTitle } from '../../../shared/content/pages';
import { seedPageContent } from '../../../shared/site-content/seed-pages';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { readHead } from '../../helpers/markup';
import { siteDataBlock, useFreshSiteContent } from '../../helpers/site-content';
import { useSiteApp } from '../../helpers/site-app';

// CONTRACT section 13, pages, with the public cache on (a minute): what a page shows right after a
// save, it shows because the save cleared this instance's kept pages.
const ctx = useSiteApp({ PUBLIC_CACHE_TTL_MS: '60000' });
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const read = async (key: string) => (await admin.agent.get(`/api/admin/pages/${key}`)).body;
const put = (key: string, body: unknown) =>
  admin.agent
    .put(`/api/admin/pages/${key}`)
    .set('X-CSRF-Token', admin.csrfToken)
    .send(body as object);
const publicHtml = async (path: string) => (await request(ctx.app).get(path)).text;
const stored = async () => ({
  versions: (await ctx.database.raw.query(`SELECT key, version FROM site_pages ORDER BY key`)).rows,
  revisions: await countRows(ctx.database, 'site_page_revisions'),
  audit: await countRows(ctx.database, 'audit_log'),
});

const NEW_SENTENCE = 'Maria Delgado has trained more than five hundred stewards.';

describe('GET /api/admin/pages', () => {
  it('lists every editable public route with its path and title', async () => {
    const res = await admin.agent.get('/api/admin/pages');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { path: string }) => p.path)).toEqual([
      '/',
      '/about',
      '/about-jordan-ellis',
      '/about-maria-delgado',
      '/about-samuel-okafor',
      '/vision',
      '/letter-to-delegates',
      '/compliance',
      '/donate',
      '/get-involved',
      '/contact',
      '/endorsements',
      '/videos',
      '/privacy',
      '/accessibility',
      null,
    ]);
    expect(res.body[1]).toEqual({
      key: 'about',
      path: '/about',
      title: 'Meet the Leadership Team',
      updatedAt: expect.any(String),
    });
  });

  it('answers one page with its version, head and content; 404 for an unknown key', async () => {
    const page = await read('aboutEvp');
    expect(page).toMatchObject({ key: 'aboutEvp', path: '/about-maria-delgado', version: 1 });
    expect(page.head).toEqual({ title: 'About Maria Delgado', description: expect.any(String) });
    expect(page.content).toEqual(seedPageContent.aboutEvp);
    expect((await admin.agent.get('/api/admin/pages/nope')).status).toBe(404);
  });
});

describe('PUT /api/admin/pages/:key', () => {
  it('saves a biography sentence: the public page, its crawler HTML and its head show it at once', async () => {
    // Kept before the save, so only the save's clearing can make the new text appear.
    expect(await publicHtml('/about-maria-delgado')).not.toContain(NEW_SENTENCE);
    const page = await read('aboutEvp');
    const body = {
      version: page.version,
      head: { title: 'Meet Maria Delgado', description: 'Steward, trainer, organizer.' },
      content: { ...page.content, biography: `${NEW_SENTENCE}\n\nShe signed her card in her first month.` },
    };
    const res = await put('aboutEvp', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 2, head: body.head, content: body.content });

    const html = await publicHtml('/about-maria-delgado');
    const head = readHead(html);
    expect(head.titles).toEqual([fullTitle('Meet Maria Delgado')]);
    expect(head.meta('description')).toEqual(['Steward, trainer, organizer.']);
    const block = siteDataBlock(html);
    expect(block.page?.content).toMatchObject({
      biography: `<p>${NEW_SENTENCE}</p>\n<p>She signed her card in her first month.</p>\n`,
    });
    expect((await request(ctx.app).get('/api/pages/aboutEvp')).body.head.title).toBe('Meet Maria Delgado');

    const { rows } = await ctx.database.raw.query(`SELECT action, target FROM audit_log`);
    expect(rows).toEqual([{ action: 'page.update', target: 'aboutEvp' }]);
  });

  it("changes every card that shows a candidate when their page's summary changes", async () => {
    const page = await read('aboutTreasurer');
    const person = { ...page.content.person, summary: 'Pharmacist, local president, careful steward.' };
    await put('aboutTreasurer', { version: 1, head: page.head, content: { ...page.content, person } });
    const team = siteDataBlock(await publicHtml('/about')).site.team;
    expect(team.find((m) => m.key === 'treasurer')?.summary).toBe(
      'Pharmacist, local president, careful steward.',
    );
  });

  const bad: [string, (c: Record<string, unknown>) => unknown, string, number?][] = [
    ['a number where a text belongs', (c) => ({ ...c, lead: 42 }), 'content.lead'],
    ['a missing required text', ({ lead: _lead, ...c }) => c, 'content.lead'],
    ['an empty text', (c) => ({ ...c, lead: '   ' }), 'content.lead'],
    [
      'a markdown text past 20,000 characters',
      (c) => ({ ...c, biography: 'word '.repeat(5000) }),
      'content.biography',
    ],
    [
      'a <script> in markdown',
      (c) => ({ ...c, biography: 'Hi <script>alert(1)</script>' }),
      'content.biography',
    ],
    [
      'a javascript: link in markdown',
      (c) => ({ ...c, biography: '[click](javascript:alert(1))' }),
      'content.biography',
    ],
    [
      'an event handler in markdown',
      (c) => ({ ...c, biography: '<img src=x onerror=alert(1)>' }),
      'content.biography',
    ],
    ['an unknown field', (c) => ({ ...c, colour: 'red' }), 'content'],
    [
      'a photo from another site',
      (c) => ({
        ...c,
        person: { ...(c.person as object), photo: { url: 'https://evil.example/a.jpg', alt: 'x' } },
      }),
      'content.person.photo.url',
    ],
  ];
  it.each(bad)(
    'refuses %s with 400 on its path, stores nothing and the public page is unchanged',
    async (_name, change, path) => {
      const page = await read('aboutEvp');
      const htmlBefore = await publicHtml('/about-maria-delgado');
      const before = await stored();
      const res = await put('aboutEvp', {
        version: page.version,
        head: page.head,
        content: change(page.content),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await stored()).toEqual(before);
      expect(await publicHtml('/about-maria-delgado')).toBe(htmlBefore);
    },
  );

  it('refuses 1 MB of text with 413 and stores nothing', async () => {
    const page = await read('aboutEvp');
    const before = await stored();
    const res = await put('aboutEvp', {
      version: 1,
      head: page.head,
      content: { ...page.content, lead: 'x'.repeat(1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('refuses a head title that is missing', async () => {
    const page = await read('vision');
    const res = await put('vision', { version: 1, head: { description: 'x' }, content: page.content });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('head.title');
  });

  it('refuses a stale version with 409 and the current page, and writes nothing', async () => {
    const page = await read('vision');
    const lead = { ...page.content, hero: { ...page.content.hero, lead: 'A colleague wrote this first.' } };
    expect((await put('vision', { version: 1, head: page.head, content: lead })).status).toBe(200);
    const before = await stored();
    const res = await put('vision', { version: 1, head: page.head, content: page.content });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This page was changed by campaign-admin since you opened it.');
    expect(res.body.page).toMatchObject({ key: 'vision', version: 2, content: lead });
    expect(await stored()).toEqual(before);
  });

  it('lets exactly one of two admins saving one version at once win', async () => {
    const page = await read('donate');
    const edit = (lead: string) => ({
      version: 1,
      head: page.head,
      content: { ...page.content, hero: { ...page.content.hero, lead } },
    });
    const answers = await Promise.all([
      put('donate', edit('First admin.')),
      put('donate', edit('Second admin.')),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.status === 200)!.body.content.hero.lead;
    expect((await read('donate')).content.hero.lead).toBe(winner);
    expect(siteDataBlock(await publicHtml('/donate')).page?.content).toMatchObject({
      hero: { lead: winner },
    });
    expect(await countRows(ctx.database, 'audit_log')).toBe(1);
  });
});

describe('page revisions', () => {
  it('lists, shows and restores a revision as for posts', async () => {
    const page = await read('compliance');
    const changed = { ...page.content, hero: { ...page.content.hero, title: 'Our Compliance' } };
    await put('compliance', { version: 1, head: page.head, content: changed });
    const list = (await admin.agent.get('/api/admin/pages/compliance/revisions')).body;
    expect(list.map((r: { reason: string }) => r.reason)).toEqual(['saved', 'created']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      author: 'campaign-admin',
      title: page.head.title,
      reason: 'saved',
    });

    const first = list[1];
    const detail = (await admin.agent.get(`/api/admin/pages/compliance/revisions/${first.id}`)).body;
    expect(detail.content).toEqual(page.content);
    expect((await admin.agent.get(`/api/admin/pages/vision/revisions/${first.id}`)).status).toBe(404);

    const restored = await admin.agent
      .post(`/api/admin/pages/compliance/revisions/${first.id}/restore`)
      .set('X-CSRF-Token', admin.csrfToken);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, content: page.content });
    const reasons = (await admin.agent.get('/api/admin/pages/compliance/revisions')).body.map(
      (r: { reason: string }) => r.reason,
    );
    expect(reasons).toEqual(['restored', 'saved', 'created']);
    expect(siteDataBlock(await publicHtml('/compliance')).page?.content).toMatchObject({
      hero: { title: 'Compliance Statement' },
    });
  });

  it('collapses autosaves by one admin into one revision', async () => {
    const page = await read('contact');
    const save = (version: number, lead: string) =>
      put('contact', {
        version,
        autosave: true,
        head: page.head,
        content: { hero: { ...page.content.hero, lead } },
      });
    expect((await save(1, 'One')).status).toBe(200);
    expect((await save(2, 'Two')).status).toBe(200);
    const reasons = (await admin.agent.get('/api/admin/pages/contact/revisions')).body.map(
      (r: { reason: string }) => r.reason,
    );
    expect(reasons).toEqual(['autosaved', 'created']);
  });
});
