import { describe, expect, it } from 'vitest';
import { siteSettingsPatchSchema } from '../../shared/site-content/settings';
import { isSitePath } from '../../shared/site-link';

// Issue 35: the Donate and announcement links take a page of this site or an https:// URL; the
// admin form and PATCH /api/admin/site read the same schema.

const pathOfError = (body: object) =>
  siteSettingsPatchSchema.safeParse(body).error?.issues.map((i) => i.path.join('.'));

describe('a staff link', () => {
  it.each(['/events', '/', '/get-involved?from=bar#sign-up', 'https://donate.example.org/ellis'])(
    'accepts %s for the Donate and announcement links',
    (link) => {
      expect(pathOfError({ donateUrl: link, announcement: { url: link } })).toBeUndefined();
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    'http://example.org',
    'javascript:alert(1)',
    '/a b',
    'events',
  ])('refuses %s on its path', (link) => {
    expect(pathOfError({ donateUrl: link })).toEqual(['donateUrl']);
    expect(pathOfError({ announcement: { url: link } })).toEqual(['announcement.url']);
  });

  it('keeps social links to other sites: https:// only', () => {
    expect(pathOfError({ social: { facebook: '/events' } })).toEqual(['social.facebook']);
  });

  it('knows a site path from anything a browser would take elsewhere', () => {
    expect(isSitePath('/events')).toBe(true);
    expect(isSitePath('/events\u0000')).toBe(false);
    expect(isSitePath('//host')).toBe(false);
    expect(isSitePath('https://x.example')).toBe(false);
  });
});
