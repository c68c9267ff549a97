import type { Request, RequestHandler } from 'express';
import { publicReads } from '../cache/public-reads';
import type { AppDeps } from '../deps';
import { injectHead } from './head-tags';
import { resolvePage } from './page-head';

/** The SPA's index.html for a request: the build's file, or Vite's transform of it in development. */
export type TemplateSource = (req: Request) => string | Promise<string>;

/**
 * `/vision/` and `/vision` are one page: the slash form answers 301 to the other so that links,
 * canonicals and the sitemap agree on one URL. Leading slashes collapse to one, so `//host/`
 * can never become a redirect to another site.
 */
function withoutTrailingSlash(req: Request): string | undefined {
  if (req.path === '/' || !req.path.endsWith('/')) return undefined;
  const path = req.path.replace(/^\/+/, '/').replace(/\/+$/, '') || '/';
  const queryStart = req.originalUrl.indexOf('?');
  return queryStart === -1 ? path : path + req.originalUrl.slice(queryStart);
}

/** Every page path: the SPA's HTML with that page's head tags, and 404 when it is no page. */
export function htmlPages(deps: AppDeps, template: TemplateSource): RequestHandler {
  const { config } = deps;
  const reads = publicReads(deps);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = withoutTrailingSlash(req);
    if (target) return res.redirect(301, target);

    const page = await resolvePage(reads.postHead, config.siteUrl, req.path);
    const html = injectHead(await template(req), page.head);
    // no-cache, not no-store: the browser keeps the page and revalidates it with the ETag.
    res.status(page.status).set('Cache-Control', 'no-cache').type('html').send(html);
  };
}
