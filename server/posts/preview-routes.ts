import { Router, type Response } from 'express';
import { fullTitle, notFoundMeta } from '../../shared/content/pages';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { findPreviewPost, previewSigner, type PreviewPost } from './preview-links';
import { siteReads } from '../site';
import { injectHead } from '../web/head-tags';
import { injectSiteData } from '../site';
import type { TemplateSource } from '../site';

// A draft preview is shown to whoever holds its link, and to no one else: no search engine may
// index it and no shared cache may keep it (CONTRACT section 8). Neither route goes through the
// public read cache, so a preview is never mixed into the lists, the sitemap or the feed.

const PREVIEW_NOT_FOUND = 'Preview not found';

function privateAnswer(res: Response): Response {
  return res.set({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' });
}

function previewLookup(deps: AppDeps) {
  const signer = previewSigner(deps.sessionSecret);
  return async (token: string): Promise<PreviewPost | undefined> => {
    const postId = signer.verify(token);
    return postId ? findPreviewPost(deps.database.db, postId) : undefined;
  };
}

/** GET /api/preview/:token: the post as GET /api/posts/:slug answers it, draft or not. */
export function previewApiRouter(deps: AppDeps): Router {
  const lookup = previewLookup(deps);
  const router = Router();
  router.get('/preview/:token', async (req, res) => {
    privateAnswer(res);
    const post = await lookup(req.params.token);
    // The header must hold on the 404 too, so the error is built here rather than thrown bare.
    if (!post) throw new HttpError(404, PREVIEW_NOT_FOUND, undefined, { 'X-Robots-Tag': 'noindex' });
    res.json(post);
  });
  return router;
}

/**
 * GET /preview/:token: the SPA's page with a head of its own. Mounted before the page handler,
 * whose per-path HTML cache must never hold a preview.
 */
export function previewPages(deps: AppDeps, template: TemplateSource): Router {
  const lookup = previewLookup(deps);
  const reads = siteReads(deps);
  const router = Router();
  router.get('/preview/:token', async (req, res) => {
    const post = await lookup(req.params.token);
    const head = post
      ? { title: fullTitle(`Preview: ${post.title}`), description: post.excerpt || post.title }
      : { title: fullTitle(notFoundMeta.title), description: notFoundMeta.description };
    // The header and footer's settings travel with the page, as on every public page.
    const html = injectSiteData(injectHead(await template(req), { ...head, robots: 'noindex' }), {
      site: await reads.siteData(),
    });
    privateAnswer(res)
      .status(post ? 200 : 404)
      .type('html')
      .send(html);
  });
  return router;
}
