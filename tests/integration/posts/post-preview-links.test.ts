import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { previewSigner } from '../../../server/posts/preview-links';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { readHead } from '../../helpers/markup';
import { siteDataBlock } from '../../helpers/site-content';
import { useSiteApp } from '../../helpers/site-app';

// http: an https SITE_URL makes the session cookie Secure, which supertest would not send back.
const SITE = 'http://vote.example.org';
const ctx = useSiteApp({ SITE_URL: SITE });
// The secret useSiteApp gives the app: a test can sign a token as the server would.
const signer = previewSigner('test-session-secret-0123456789abcdef');
const admin = useSignedInAdmin(ctx);

const draft = {
  title: 'Draft for the candidate to approve',
  excerpt: 'Not out yet.',
  content: 'Secret **plan**<script>alert(1)</script>',
  category: 'News',
  tags: ['approval'],
  status: 'draft',
  publishedAt: null,
};

async function createDraft() {
  const res = await admin.agent.post('/api/admin/posts').set('X-CSRF-Token', admin.csrfToken).send(draft);
  return res.body as { id: string; slug: string };
}

async function previewLink(slug: string) {
  return admin.agent.post(`/api/admin/posts/${slug}/preview-link`).set('X-CSRF-Token', admin.csrfToken);
}

async function tokenFor(slug: string): Promise<string> {
  const { body } = await previewLink(slug);
  return (body.url as string).split('/preview/')[1];
}

describe('POST /api/admin/posts/:slug/preview-link', () => {
  it('answers an absolute URL under SITE_URL', async () => {
    const { slug } = await createDraft();
    const res = await previewLink(slug);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: expect.stringMatching(/^http:\/\/vote\.example\.org\/preview\/\S+$/) });
  });

  it('is 404 for an unknown post and 401 signed out', async () => {
    expect((await previewLink('no-such-post')).status).toBe(404);
    const { slug } = await createDraft();
    expect((await request(ctx.app).post(`/api/admin/posts/${slug}/preview-link`)).status).toBe(401);
  });
});

describe('a preview link, opened without a session', () => {
  it('shows the draft as its public page would, sanitized, with X-Robots-Tag noindex', async () => {
    const { slug } = await createDraft();
    const res = await request(ctx.app).get(`/api/preview/${await tokenFor(slug)}`);
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ slug, title: draft.title, status: 'draft', publishedAt: null });
    expect(res.body.content).toContain('<strong>plan</strong>');
    expect(res.body.content).not.toContain('<script');
    expect(res.body).not.toHaveProperty('version');
  });

  it('serves the page HTML with noindex in the header and in a robots meta, never cached', async () => {
    const { slug } = await createDraft();
    const res = await request(ctx.app).get(`/preview/${await tokenFor(slug)}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/<meta [^>]*name="robots" content="noindex"/);
    expect(res.text).toContain(`Preview: ${draft.title}`);
    expect(res.text).not.toContain('rel="canonical"');
    // The description a shared link shows is the post's excerpt, as on its public page.
    expect(readHead(res.text).meta('description')).toEqual([draft.excerpt]);
    // The header and footer's settings travel with the page, as on every public page.
    const home = await request(ctx.app).get('/');
    expect(siteDataBlock(res.text).site).toEqual(siteDataBlock(home.text).site);
  });

  it('describes a post without an excerpt by its title', async () => {
    const res = await admin.agent
      .post('/api/admin/posts')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ ...draft, excerpt: '' });
    const page = await request(ctx.app).get(`/preview/${await tokenFor(res.body.slug)}`);
    expect(readHead(page.text).meta('description')).toEqual([draft.title]);
  });

  it('shows later edits: the link names the post, not a copy', async () => {
    const { slug } = await createDraft();
    const token = await tokenFor(slug);
    await admin.agent
      .patch(`/api/admin/posts/${slug}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ ...draft, title: 'Approved title' });
    expect((await request(ctx.app).get(`/api/preview/${token}`)).body.title).toBe('Approved title');
  });

  it('never puts the draft in the lists, the sitemap or the feed', async () => {
    const { slug } = await createDraft();
    const token = await tokenFor(slug);
    await request(ctx.app).get(`/api/preview/${token}`).expect(200);
    expect((await request(ctx.app).get('/api/posts')).body).toEqual([]);
    expect((await request(ctx.app).get(`/api/posts/${slug}`)).status).toBe(404);
    expect((await request(ctx.app).get('/sitemap.xml')).text).not.toContain(slug);
    expect((await request(ctx.app).get('/rss.xml')).text).not.toContain(slug);
    expect((await request(ctx.app).get(`/updates/${slug}`)).status).toBe(404);
  });
});

describe('a preview token that is not genuine', () => {
  async function expectNotFound(token: string) {
    const api = await request(ctx.app).get(`/api/preview/${token}`);
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Preview not found' });
    expect(api.headers['x-robots-tag']).toBe('noindex');
    const page = await request(ctx.app).get(`/preview/${token}`);
    expect(page.status).toBe(404);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('Page Not Found');
  }

  it('is 404 when truncated', async () => {
    const token = await tokenFor((await createDraft()).slug);
    await expectNotFound(token.slice(0, -1));
    await expectNotFound(token.split('.').slice(0, 2).join('.'));
  });

  it('is 404 when its post, expiry or signature is altered', async () => {
    const { id, slug } = await createDraft();
    const token = await tokenFor(slug);
    const [, expires, signature] = token.split('.');
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await expectNotFound(`${id}.${expires}.${flipped}`);
    await expectNotFound(`${id}.${Number(expires) + 86_400}.${signature}`);
    await expectNotFound(`00000000-0000-4000-8000-000000000000.${expires}.${signature}`);
    await expectNotFound('anything');
  });

  it('is 404 once expired', async () => {
    const { id } = await createDraft();
    await expectNotFound(signer.sign(id, new Date(Date.now() - 1000)));
    // The control: a token signed the same way but still valid opens the preview.
    expect(
      (await request(ctx.app).get(`/api/preview/${signer.sign(id, new Date(Date.now() + 60_000))}`)).status,
    ).toBe(200);
  });

  it('opens for 7 days from the moment the link is made, and not a second longer', async () => {
    const { slug } = await createDraft();
    const madeAt = new Date('2026-03-01T12:00:00.000Z');
    // Only the clock is faked (not timers): the server, in this process, reads this time.
    vi.useFakeTimers({ toFake: ['Date'], now: madeAt });
    try {
      const token = await tokenFor(slug);
      const openAt = async (at: number) => {
        vi.setSystemTime(at);
        return (await request(ctx.app).get(`/api/preview/${token}`)).status;
      };
      const week = 7 * 24 * 60 * 60 * 1000;
      expect(await openAt(madeAt.getTime() + week - 1000)).toBe(200);
      expect(await openAt(madeAt.getTime() + week)).toBe(404);
      expect(await openAt(madeAt.getTime() + week + 1000)).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is 404 for a deleted post', async () => {
    const { slug } = await createDraft();
    const token = await tokenFor(slug);
    await admin.agent.delete(`/api/admin/posts/${slug}`).set('X-CSRF-Token', admin.csrfToken).expect(204);
    await expectNotFound(token);
  });

  it('is 404 when signed with another secret', async () => {
    const { id } = await createDraft();
    const forged = previewSigner('another-secret').sign(id, new Date(Date.now() + 60_000));
    await expectNotFound(forged);
  });
});
