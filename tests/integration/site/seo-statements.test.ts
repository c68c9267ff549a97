import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readHead } from '../../helpers/markup';
import { useSiteApp } from '../../helpers/site-app';

const SITE = 'https://vote.example.org';
const ctx = useSiteApp({ SITE_URL: SITE });

describe('the privacy notice and the accessibility statement, as crawlers see them', () => {
  it.each([
    ['/privacy', 'Privacy Notice | Jordan Ellis for President', /copy or deletion/],
    ['/accessibility', 'Accessibility Statement | Jordan Ellis for President', /WCAG 2\.2 AA/],
  ])(
    '%s answers 200 with its own title, description, canonical and Open Graph tags',
    async (path, title, about) => {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(200);
      const head = readHead(res.text);
      expect(head.titles).toEqual([title]);
      expect(head.meta('description')[0]).toMatch(about);
      expect(head.link('canonical')).toEqual([`${SITE}${path}`]);
      expect(head.meta('og:url')).toEqual([`${SITE}${path}`]);
      expect(head.meta('og:title')).toEqual([title]);
    },
  );

  it('lists both pages in the sitemap', async () => {
    const res = await request(ctx.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<loc>${SITE}/privacy</loc>`);
    expect(res.text).toContain(`<loc>${SITE}/accessibility</loc>`);
  });
});
