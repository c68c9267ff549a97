import { Router } from 'express';
import type { SiteReads } from '../site';
import type { TemplateSource } from '../site';
import { privateLinkPage } from '../site';

/**
 * GET /events/rsvp/:token, the page an RSVP's messages link to (CONTRACT section 14): the SPA's
 * page with its Cancel button, answered like the newsletter's link pages (private-link-page.ts).
 */
export function rsvpLinkPageRouter(template: TemplateSource, reads?: Pick<SiteReads, 'siteData'>): Router {
  const router = Router();
  router.get(
    '/events/rsvp/:token',
    privateLinkPage(template, { title: 'Your RSVP', description: 'Your RSVP for a campaign event.' }, reads),
  );
  return router;
}
