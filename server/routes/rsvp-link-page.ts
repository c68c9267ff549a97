import { Router } from 'express';
import { fullTitle } from '../../shared/content/pages';
import { injectHead } from '../web/head-tags';
import type { TemplateSource } from '../web/html-page';

/**
 * GET /events/rsvp/:token, the page an RSVP's messages link to (CONTRACT section 14): the SPA's
 * page with its Cancel button; a GET changes nothing (mail scanners open links). The path holds the
 * link's secret, so, like the newsletter's link pages: no index, no cache, no Referer, never kept.
 */
export function rsvpLinkPageRouter(template: TemplateSource): Router {
  const router = Router();
  router.get('/events/rsvp/:token', async (req, res) => {
    const html = injectHead(await template(req), {
      title: fullTitle('Your RSVP'),
      description: 'Your RSVP for a campaign event.',
      robots: 'noindex',
    });
    res
      .set({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
      .status(200)
      .type('html')
      .send(html);
  });
  return router;
}
