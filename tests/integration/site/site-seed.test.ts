import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../server/prepare-database';
import { team } from '../../../shared/content/campaign';
import { fullTitle, pages } from '../../../shared/content/pages';
import { privacyNotice } from '../../../shared/content/privacy';
import { PAGE_KEYS, pagePath } from '../../../shared/site-content/pages';
import { seedPageContent, seedPageHead } from '../../../shared/site-content/seed-pages';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { readHead } from '../../helpers/markup';
import { siteDataBlock, useFreshSiteContent } from '../../helpers/site-content';
import { useSiteApp } from '../../helpers/site-app';

// CONTRACT section 13: a new site starts with today's texts of shared/content/, copied into the
// database at the first start; later starts never overwrite what staff changed.
const ctx = useSiteApp();
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

describe('the first content of a new database', () => {
  it.each(PAGE_KEYS)('holds page %s exactly as shared/content has it, at version 1', async (key) => {
    const page = (await admin.agent.get(`/api/admin/pages/${key}`)).body;
    expect(page).toMatchObject({ key, path: pagePath(key), version: 1 });
    expect(page.head).toEqual(seedPageHead(key));
    expect(page.content).toEqual(seedPageContent[key]);
  });

  it("gives every editable route's crawler HTML today's title and description", async () => {
    for (const meta of Object.values(pages)) {
      const head = readHead((await request(ctx.app).get(meta.path)).text);
      expect(head.titles, meta.path).toEqual([fullTitle(meta.title)]);
      expect(head.meta('description'), meta.path).toEqual([meta.description]);
    }
  });

  it("shows today's team, and markdown rendered and sanitized, in a page's first HTML", async () => {
    const block = siteDataBlock((await request(ctx.app).get('/privacy')).text);
    expect(block.site.team.map((m) => [m.name, m.path, m.summary])).toEqual(
      team.map((p) => [p.name, p.path, p.summary]),
    );
    const sections = (block.page?.content as { sections: { heading: string; body: string }[] }).sections;
    expect(sections[0].heading).toBe(privacyNotice.sections[0].heading);
    expect(sections[0].body).toContain('<ul>');
    expect(sections[0].body).toContain(`<li>${privacyNotice.sections[0].items![4]}</li>`);
  });

  it('keeps staff changes when the server starts again', async () => {
    const page = (await admin.agent.get('/api/admin/pages/contact')).body;
    const content = { hero: { ...page.content.hero, lead: 'Write to us any time.' } };
    const saved = await admin.agent
      .put('/api/admin/pages/contact')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ version: 1, head: page.head, content });
    expect(saved.status).toBe(200);
    await runMigrations(ctx.database);
    expect((await admin.agent.get('/api/admin/pages/contact')).body).toMatchObject({ version: 2, content });
    expect((await request(ctx.app).get('/api/videos')).body).toHaveLength(7);
  });
});
