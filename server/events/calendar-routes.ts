import { Router } from 'express';
import type { AppDeps } from '../deps';
import { eventCalendar, eventsFeed } from './ics';
import { findEventHead, listUpcomingForFeed } from './published';

const CALENDAR = 'text/calendar; charset=utf-8';
// Calendar programs poll feeds; five minutes keeps a change's delay short and the load small.
const SHORT_CACHE = 'public, max-age=300';

/** /events.ics and /events/:slug/calendar.ics (CONTRACT section 14), before the SPA's pages. */
export function eventCalendarRoutes(deps: AppDeps): Router {
  const { database, config } = deps;
  const router = Router();

  router.get('/events.ics', async (_req, res) => {
    const events = await listUpcomingForFeed(database.db);
    res.set('Cache-Control', SHORT_CACHE).type(CALENDAR).send(eventsFeed(config.siteUrl, events));
  });

  router.get('/events/:slug/calendar.ics', async (req, res, next) => {
    const event = await findEventHead(database.db, req.params.slug);
    // Unknown and draft slugs fall through to the pages, whose 404 is the site's own.
    if (!event) return next();
    res
      .set('Cache-Control', SHORT_CACHE)
      .set('Content-Disposition', `attachment; filename="${event.slug}.ics"`)
      .type(CALENDAR)
      .send(eventCalendar(config.siteUrl, event));
  });

  return router;
}
