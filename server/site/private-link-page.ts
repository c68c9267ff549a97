import type { Request, RequestHandler, Response } from 'express';
import { appShellHtml, withAppShell } from '../../shared/app-shell';
import { fullTitle } from '../../shared/content/pages';
import type { SiteReads } from './public-reads';
import { injectHead } from '../web/head-tags';
import type { TemplateSource } from './html-pages';
import { injectSiteData } from './data-block';

// The pages that e-mailed links open (confirm, unsubscribe, RSVP): their paths hold the link's
// secret, so no index, no cache, no Referer that would carry it along, and never a kept page.

export function privateAnswer(res: Response): Response {
  return res.set({
    'X-Robots-Tag': 'noindex',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

/** The SPA's page with its button; a GET changes nothing (mail scanners open links). */
export function privateLinkPage(
  template: TemplateSource,
  texts: { title: string; description: string },
  reads?: Pick<SiteReads, 'siteData'>,
): RequestHandler {
  return async (req: Request, res: Response) => {
    const head = { title: fullTitle(texts.title), description: texts.description, robots: 'noindex' };
    const [page, site] = await Promise.all([template(req), reads?.siteData()]);
    // The header and footer's settings travel with the page, and its first paint draws them, as on
    // every public page (html-page.ts).
    const html = site
      ? injectSiteData(injectHead(withAppShell(page, appShellHtml(site.settings)), head), { site })
      : injectHead(page, head);
    privateAnswer(res).status(200).type('html').send(html);
  };
}
