import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicDataChanged } from '../../../server/cache/public-caches';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { siteDataBlock, useFreshSiteContent } from '../../helpers/site-content';
import { useSiteApp } from '../../helpers/site-app';

// CONTRACT section 13: the words the public components once held in code (the Home hero and
// record, the slogans in every header bar and footer, the figures of the letter, the leaders'
// endorsements) are stored texts. A new database shows them exactly as the pages did; a save shows
// in the crawler HTML at once; a database stored before they were added shows their first words.
const ctx = useSiteApp({ PUBLIC_CACHE_TTL_MS: '60000', RATE_LIMIT_FORMS: '1000' });
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const block = async (path: string) => siteDataBlock((await request(ctx.app).get(path)).text);
const read = async (key: string) => (await admin.agent.get(`/api/admin/pages/${key}`)).body;
const put = (key: string, body: object) =>
  admin.agent.put(`/api/admin/pages/${key}`).set('X-CSRF-Token', admin.csrfToken).send(body);

describe('the texts that left the components', () => {
  it("gives a new database's Home page today's hero, record, timeline, team line and closing call", async () => {
    const home = (await block('/')).page?.content as Record<string, unknown>;
    expect(home.hero).toEqual({
      eyebrow: 'NVAEC Election 2026',
      name: 'Jordan Ellis',
      office: 'Candidate for President of the National Veterans Affairs Employees Council',
      growth: { value: '650 → 1,700', label: 'members in my local' },
      backPay: { value: '$700K+', label: 'back pay won' },
    });
    expect(home.record).toMatchObject({ eyebrow: 'A proven record', title: 'Why Jordan Ellis?' });
    expect((home.record as { stats: unknown[] }).stats[0]).toEqual({
      value: '650 → 1,700',
      label: 'Membership Growth',
      detail: 'Grew the local from 650 to 1,700 members.',
    });
    expect(home.milestones).toEqual([
      { year: '2015', text: 'Elected local president' },
      { year: '2025', text: '2,000+ letters to Congress in two weeks' },
    ]);
    expect(home.teamIntro).toBe(
      'Three leaders, 25+ years of combined experience, one commitment: members first.',
    );
    expect(home.join).toEqual({
      title: 'Join the Campaign',
      text: 'This campaign is powered by members. Give what you can, give your time, or give your name.',
    });
  });

  it("gives every page today's slogans, independence statement and copyright year", async () => {
    expect((await block('/contact')).site.settings).toMatchObject({
      slogan: 'Strength. Service. Solidarity.',
      secondarySlogan: 'Bold. Audacious. Disciplined. Fearless.',
      independenceStatement:
        'This campaign is run independently of all union resources. No union funds, staff time, equipment or facilities are used.',
      copyrightYear: '2025',
    });
  });

  it("gives the letter, vision, compliance, endorsements and videos pages today's words", async () => {
    const content = async (path: string) => (await block(path)).page?.content as Record<string, unknown>;
    expect((await content('/letter-to-delegates')).results).toEqual([
      { value: '100s', label: 'Arbitration Wins', detail: '' },
      { value: '$700K+', label: 'Back Pay Recovered', detail: '' },
      { value: '1,700', label: 'Member Growth', detail: 'from 650' },
    ]);
    expect(await content('/vision')).toMatchObject({
      survivalTitle: 'A Survival Plan Through 2028',
      survivalIntro:
        'How the NVAEC stays strong, solvent and ready from the first day to the last of this term.',
    });
    expect((await content('/compliance')).independence).toBe(
      'The Jordan Ellis campaign is a volunteer effort of members. It is not an activity of the Federal Workers Union, the National Veterans Affairs Employees Council or any local, and nothing on this site speaks for them.',
    );
    const endorsements = await content('/endorsements');
    expect(endorsements).toMatchObject({
      formIntro:
        'Tell delegates why you support Jordan Ellis. Every endorsement is reviewed before it is posted.',
      formPlaceholder: 'Why do you endorse Jordan Ellis?',
    });
    expect((endorsements.leaders as { name: string }[]).map((l) => l.name)).toEqual([
      'Denise Carter',
      'Marcus Webb',
      'Linda Nguyen',
    ]);
    expect((await content('/videos')).channelName).toBe('Local 2100');
  });

  it('shows a saved Home figure and a new slogan in the crawler HTML at once, with the cache on', async () => {
    expect((await block('/')).page?.content).toMatchObject({ hero: { growth: { value: '650 → 1,700' } } });
    const home = await read('home');
    const hero = { ...home.content.hero, growth: { value: '650 → 1,800', label: 'members in my local' } };
    const saved = await put('home', {
      version: home.version,
      head: home.head,
      content: { ...home.content, hero },
    });
    expect(saved.status).toBe(200);
    expect((await block('/')).page?.content).toMatchObject({ hero: { growth: { value: '650 → 1,800' } } });

    const patched = await admin.agent
      .patch('/api/admin/site')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ slogan: 'Members first. Always.' });
    expect(patched.status).toBe(200);
    expect((await block('/vision')).site.settings.slogan).toBe('Members first. Always.');
  });

  it('refuses an empty slogan and a Home record without figures, storing nothing', async () => {
    const patched = await admin.agent
      .patch('/api/admin/site')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ slogan: '  ' });
    expect(patched.status).toBe(400);
    expect(patched.body.errors).toEqual([expect.objectContaining({ path: 'slogan' })]);
    const home = await read('home');
    const record = { ...home.content.record, stats: [] };
    const res = await put('home', {
      version: home.version,
      head: home.head,
      content: { ...home.content, record },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: 'content.record.stats' })]);
    expect((await read('home')).version).toBe(home.version);
  });
});

describe('a database stored before these texts were added', () => {
  it('shows their first words on the public page and in the editor until staff save them', async () => {
    // Home as stored before it held its hero, record, timeline, team line and closing call.
    await ctx.database.raw.query(
      `UPDATE site_pages SET content = content - 'hero' - 'record' - 'milestones' - 'teamIntro' - 'join' WHERE key = 'home'`,
    );
    await ctx.database.raw.query(
      `UPDATE site_settings SET value = value - 'slogan' - 'secondarySlogan' - 'independenceStatement' - 'copyrightYear'`,
    );
    publicDataChanged(ctx.database.db);
    const first = await block('/');
    expect(first.page?.content).toMatchObject({ record: { title: 'Why Jordan Ellis?' } });
    expect(first.site.settings.slogan).toBe('Strength. Service. Solidarity.');
    const home = await read('home');
    expect(home.content.teamIntro).toMatch(/^Three leaders/);
    // A change to one setting leaves a valid whole: the first slogans are stored with it.
    const patched = await admin.agent
      .patch('/api/admin/site')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ paidForBy: 'Paid for by the committee.' });
    expect(patched.status).toBe(200);
    expect(patched.body.copyrightYear).toBe('2025');
  });
});

describe('the newsletter sign-up', () => {
  it('answers the line the form shows, as staff last wrote it on the e-mails page', async () => {
    const emails = await read('emails');
    const notice = 'Look in your inbox for our confirmation link.';
    const saved = await put('emails', {
      version: emails.version,
      head: emails.head,
      content: { ...emails.content, newsletterFormNotice: notice },
    });
    expect(saved.status).toBe(200);
    const res = await request(ctx.app).post('/api/newsletter').send({ email: 'reader@example.org' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ subscribed: true, notice });
  });
});
