import type { Express, RequestHandler } from 'express';
import { siteReads } from './site';
import type { AppDeps } from './deps';
import { newsletterLinkPagesRouter } from './newsletters/link-routes';
import { previewPages } from './posts/preview-routes';
import { rsvpLinkPageRouter } from './events/rsvp-link-routes';
import { crawlerRoutes } from './site/crawler-routes';
import { documentFiles } from './site/document-files';
import { eventCalendarRoutes } from './events/calendar-routes';
import { htmlPages, type TemplateSource } from './site/html-pages';
import type { PageModules } from './web/page-modules';

export interface SiteOptions {
  template: TemplateSource;
  /** When the static pages last changed: their sitemap `lastmod`. */
  contentDate: Date;
  /** Serves the client's own files (the build, or Vite); after the crawler files, before the pages. */
  files?: RequestHandler;
  /** A page's script chunks, to preload with its HTML (a build's manifest; none in development). */
  pageModules?: PageModules;
}

/** The web side of the app, mounted after the API: crawler files, client files, then every page. */
export function mountSite(
  app: Express,
  deps: AppDeps,
  { template, contentDate, files, pageModules }: SiteOptions,
): void {
  app.use(crawlerRoutes(deps, contentDate));
  app.use(eventCalendarRoutes(deps));
  // Draft previews answer before the page handler, whose HTML cache must never keep one.
  app.use(previewPages(deps, template));
  // So do the pages behind e-mailed links (a subscriber's, an RSVP's), which hold their secret in the path.
  app.use(newsletterLinkPagesRouter(template, siteReads(deps)));
  app.use(rsvpLinkPageRouter(template, siteReads(deps)));
  // Uploaded PDFs take the place of the build's own files at the same URLs.
  app.use(documentFiles(deps));
  if (files) app.use(files);
  app.use(htmlPages(deps, template, pageModules));
}
