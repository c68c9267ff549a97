import type { Request, RequestHandler, Response } from 'express';
import { fullTitle } from '../../shared/content/pages';
import type { PublicReads } from '../cache/public-reads';
import { injectHead } from './head-tags';
import type { TemplateSource } from './html-page';
import { injectSiteData } from './site-data-block';

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
  reads?: Pick<PublicReads, 'siteData'>,
): RequestHandler {
  return async (req: Request, res: Response) => {
    const withHead = injectHead(await template(req), {
      title: fullTitle(texts.title),
      description: texts.description,
      robots: 'noindex',
    });
    // The header and footer's settings travel with the page, as on every public page.
    const html = reads ? injectSiteData(withHead, { site: await reads.siteData() }) : withHead;
    privateAnswer(res).status(200).type('html').send(html);
  };
}
