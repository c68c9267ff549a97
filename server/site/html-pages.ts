import type { Request, RequestHandler } from 'express';
import { appShellHtml, withAppShell } from '../../shared/app-shell';
import { cachedAnswer } from '../cache/cached-answer';
import type { PublicCache } from '../cache/public-cache';
import type { AppDeps } from '../deps';
import { findEventHead } from '../events';
import { postReads } from '../posts';
import { injectHead } from '../web/head-tags';
import { sendPage, type PageAnswer } from '../web/page-answer';
import { pageAnswers } from './page-answers';
import { siteReads } from './public-reads';
import { answersFor, injectAnswers } from './answers-block';
import { injectSiteData, siteDataFor } from './data-block';
import { ADMIN_PATH } from '../web/route-paths';
import { resolvePage } from './page-head';
import type { PageModules } from '../web/page-modules';

/** The SPA's index.html for a request: the build's file, or Vite's transform of it in development. */
export type TemplateSource = (req: Request) => string | Promise<string>;

/**
 * `/vision/` and `/vision` are one page: the slash form answers 301 to the other so that links,
 * canonicals and the sitemap agree on one URL. Browsers read a backslash in a path as a slash, so
 * backslashes become slashes first, and then leading slashes collapse to one: neither `//host/` nor
 * `/\host/` (sent raw by a non-browser client) can become a redirect to another site.
 */
function withoutTrailingSlash(req: Request): string | undefined {
  if (req.path === '/' || !req.path.endsWith('/')) return undefined;
  const path = req.path.replace(/\\/g, '/').replace(/^\/+/, '/').replace(/\/+$/, '') || '/';
  const queryStart = req.originalUrl.indexOf('?');
  return queryStart === -1 ? path : path + req.originalUrl.slice(queryStart);
}

// The admin area's shell and draft previews (shown to whoever holds a link) are never kept.
const NEVER_KEPT = /^\/(admin|preview)(\/|$)/;

const finished = (status: PageAnswer['status'], html: string): PageAnswer => ({
  status,
  answer: cachedAnswer(Buffer.from(html, 'utf8')),
});

/** The finished pages of a built site; none in development, whose template changes with each edit. */
export function keptPages(deps: AppDeps): PublicCache | undefined {
  const pages = deps.config.env === 'development' ? undefined : pageAnswers(deps);
  return pages?.enabled ? pages : undefined;
}

/** Every page path: the SPA's HTML with that page's head tags, and 404 when it is no page. */
export function htmlPages(
  deps: AppDeps,
  template: TemplateSource,
  pageModules?: PageModules,
): RequestHandler {
  const { config } = deps;
  const reads = postReads(deps);
  const site = siteReads(deps);
  const pages = keptPages(deps);

  // The first post of /updates, whose picture that page preloads (page-head.ts).
  const newestPost = async () => {
    const [newest] = await reads.feedPosts(1);
    return newest ? reads.postHead(newest.slug) : undefined;
  };
  const eventHead = (slug: string) => findEventHead(deps.database.db, slug);
  const render = async (req: Request): Promise<PageAnswer> => {
    const page = await resolvePage(
      reads.postHead,
      config.siteUrl,
      req.path,
      newestPost,
      site.pageHead,
      eventHead,
    );
    const head = { ...page.head, preloadModules: pageModules?.(req.path, page.status) };
    // The admin area has a first paint of its own, so the public site's is taken out of its HTML.
    if (ADMIN_PATH.test(req.path))
      return finished(page.status, injectHead(withAppShell(await template(req), ''), head));
    // The page's stored texts travel with its HTML: no second request before it can paint, and its
    // first paint draws the stored slogan and announcement, not the build's (issue 24). So do the
    // event answers the page renders (answers-block.ts): one render, with its data.
    const [data, answers] = await Promise.all([
      siteDataFor(site, req.path, page.status),
      answersFor(deps.database.db, req.path, page.status),
    ]);
    const withShell = withAppShell(await template(req), appShellHtml(data.site.settings));
    return finished(page.status, injectAnswers(injectSiteData(injectHead(withShell, head), data), answers));
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = withoutTrailingSlash(req);
    if (target) return res.redirect(301, target);

    // The HTML depends on the path alone (never on cookies or the query), so the path is the key.
    // Only pages that exist are kept: made-up paths cannot push them out or grow the cache.
    const page =
      pages && !NEVER_KEPT.test(req.path)
        ? await pages.get(
            req.path,
            () => render(req),
            (kept) => kept.status === 200,
          )
        : await render(req);
    sendPage(req, res, page);
  };
}
