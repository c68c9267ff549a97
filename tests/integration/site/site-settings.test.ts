import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { campaign } from '../../../shared/content/campaign';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { siteDataBlock, useFreshSiteContent } from '../../helpers/site-content';
import { useSiteApp } from '../../helpers/site-app';

// CONTRACT section 13, settings. The public cache is on (a minute), so a page that shows a change
// at once shows it because the save cleared this instance's kept pages.
const ctx = useSiteApp({ PUBLIC_CACHE_TTL_MS: '60000' });
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const patch = (body: unknown) =>
  admin.agent
    .patch('/api/admin/site')
    .set('X-CSRF-Token', admin.csrfToken)
    .send(body as object);
const settingsOnPage = async (path = '/') =>
  siteDataBlock((await request(ctx.app).get(path)).text).site.settings;

describe('GET /api/admin/site', () => {
  it("answers today's settings on a new database", async () => {
    const res = await admin.agent.get('/api/admin/site');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      donateUrl: campaign.donateUrl,
      contactEmail: campaign.contactEmail,
      mediaEmail: campaign.mediaEmail,
      complianceEmail: campaign.complianceEmail,
      social: campaign.social,
      videoChannelUrl: campaign.videoChannelUrl,
      paidForBy: campaign.paidForBy,
      slogan: 'Strength. Service. Solidarity.',
      secondarySlogan: 'Bold. Audacious. Disciplined. Fearless.',
      independenceStatement: campaign.independenceStatement,
      copyrightYear: '2025',
      postalAddress: '',
      announcement: { enabled: false, text: expect.any(String), url: '' },
    });
  });

  it('is for signed-in admins only', async () => {
    expect((await request(ctx.app).get('/api/admin/site')).status).toBe(401);
  });
});

describe('PATCH /api/admin/site', () => {
  it('changes any of the settings, answers the whole, and writes one site.update audit row', async () => {
    const res = await patch({
      donateUrl: 'https://donate.example.org/ellis',
      social: { x: 'https://x.com/ellis2026' },
    });
    expect(res.status).toBe(200);
    expect(res.body.donateUrl).toBe('https://donate.example.org/ellis');
    expect(res.body.social).toEqual({ ...campaign.social, x: 'https://x.com/ellis2026' });
    expect(res.body.contactEmail).toBe(campaign.contactEmail);
    const { rows } = await ctx.database.raw.query(`SELECT action, target, actor FROM audit_log`);
    expect(rows).toEqual([{ action: 'site.update', target: 'site', actor: 'campaign-admin' }]);
  });

  it('shows a change on every page at once, the crawler HTML included, with the cache on', async () => {
    expect((await settingsOnPage('/vision')).donateUrl).toBe(campaign.donateUrl);
    expect((await patch({ donateUrl: 'https://donate.example.org/new' })).status).toBe(200);
    expect((await settingsOnPage('/vision')).donateUrl).toBe('https://donate.example.org/new');
    expect((await request(ctx.app).get('/api/site')).body.settings.donateUrl).toBe(
      'https://donate.example.org/new',
    );
  });

  it('turns the announcement bar on and off', async () => {
    const on = { enabled: true, text: 'Vote on December 3', url: 'https://example.org/vote' };
    expect((await patch({ announcement: on })).body.announcement).toEqual(on);
    expect((await settingsOnPage()).announcement).toEqual(on);
    expect((await patch({ announcement: { enabled: false } })).status).toBe(200);
    expect((await settingsOnPage()).announcement.enabled).toBe(false);
  });

  it.each([
    ['an http:// link', { donateUrl: 'http://gofundme.com/x' }, 'donateUrl'],
    ['a javascript: link', { videoChannelUrl: 'javascript:alert(1)' }, 'videoChannelUrl'],
    ['an http:// social link', { social: { facebook: 'http://facebook.com/x' } }, 'social.facebook'],
    ['an invalid e-mail address', { contactEmail: 'not-an-address' }, 'contactEmail'],
    ['an empty text', { paidForBy: '' }, 'paidForBy'],
    ['a text of 301 characters', { paidForBy: 'x'.repeat(301) }, 'paidForBy'],
    ['a number where a text belongs', { paidForBy: 42 }, 'paidForBy'],
    ['an announcement link to http://', { announcement: { url: 'http://example.org' } }, 'announcement.url'],
    ['an unknown field', { theme: 'dark' }, ''],
  ])('refuses %s with 400 on its path and stores nothing', async (_name, body, path) => {
    const before = (await admin.agent.get('/api/admin/site')).body;
    const res = await patch(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await admin.agent.get('/api/admin/site')).body).toEqual(before);
    expect(await countRows(ctx.database, 'audit_log')).toBe(0);
  });

  it('needs the CSRF token', async () => {
    const res = await admin.agent.patch('/api/admin/site').send({ paidForBy: 'Paid for by us' });
    expect(res.status).toBe(403);
  });
});
