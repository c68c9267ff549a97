import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_END, APP_SHELL_START } from '../../../shared/app-shell-markers';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { PUBLIC_CACHE_ON, readBeforeAndAfter } from '../../helpers/public-reader';
import { useFreshSiteContent } from '../../helpers/site-content';
import { useSiteApp } from '../../helpers/site-app';

// Issue 24: the first paint of a public page (the announcement bars and the header's brand, drawn
// before any script runs) shows the STORED settings, so a changed slogan or an announcement turned
// off is not painted the old way for a second and then replaced (wrong words, and a layout shift).
// The template carries the build's default shell, as the built index.html does; the public cache is
// on, so a change shows at once only because the save cleared the kept page.
const ctx = useSiteApp(PUBLIC_CACHE_ON);
const admin = useSignedInAdmin(ctx);
useFreshSiteContent(ctx);

const patch = (body: object) =>
  admin.agent.patch('/api/admin/site').set('X-CSRF-Token', admin.csrfToken).send(body);

/** The first paint of a page's HTML, between its markers; '' when the page has none. */
function shellOf(html: string): string {
  const start = html.indexOf(APP_SHELL_START);
  const end = html.indexOf(APP_SHELL_END);
  return start === -1 || end < start ? '' : html.slice(start, end);
}
const SEED_SLOGAN = 'Strength. Service. Solidarity.';

describe('the first paint of a public page', () => {
  it('shows a new slogan at once, in place of the old one', async () => {
    const { before, after } = await readBeforeAndAfter(ctx, '/vision', async () => {
      expect((await patch({ slogan: 'One council, one voice.' })).status).toBe(200);
    });
    expect(shellOf(before.text)).toContain(SEED_SLOGAN);
    expect(shellOf(after.text)).toContain('One council, one voice.');
    expect(shellOf(after.text)).not.toContain(SEED_SLOGAN);
  });

  it('draws the announcement bar when it is turned on, and nothing of it once it is off', async () => {
    const on = { enabled: true, text: 'Vote on December 3', url: 'https://example.org/vote' };
    const turnedOn = await readBeforeAndAfter(ctx, '/', () => patch({ announcement: on }));
    expect(shellOf(turnedOn.before.text)).not.toContain('Vote on December 3');
    expect(shellOf(turnedOn.after.text)).toContain('Vote on December 3');

    const turnedOff = await readBeforeAndAfter(ctx, '/', () => patch({ announcement: { enabled: false } }));
    expect(shellOf(turnedOff.before.text)).toContain('Vote on December 3');
    expect(shellOf(turnedOff.after.text)).not.toContain('Vote on December 3');
    expect(shellOf(turnedOff.after.text)).toContain(SEED_SLOGAN);
  });

  it('writes a slogan that looks like markup as text', async () => {
    expect((await patch({ slogan: '<script>alert("x")</script> & <b>us</b>' })).status).toBe(200);
    const shell = shellOf((await request(ctx.app).get('/about')).text);
    expect(shell).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;us&lt;/b&gt;');
    expect(shell).not.toContain('<script');
    expect(shell).not.toContain('<b>');
  });

  it('is drawn on a 404 page too, and left out of the admin area', async () => {
    await patch({ slogan: 'One council, one voice.' });
    expect(shellOf((await request(ctx.app).get('/no-such-page')).text)).toContain('One council, one voice.');
    expect(shellOf((await request(ctx.app).get('/admin/login')).text)).toBe('');
  });
});
