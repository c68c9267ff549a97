import { Router } from 'express';
import { postReads } from '../posts';
import type { AppDeps } from '../deps';
import { listEventsForSitemap } from '../events';
import { renderRobots } from '../web/robots';
import { FEED_SIZE, renderRss } from '../posts';
import { renderSitemap } from './sitemap';

// Crawlers fetch these often; five minutes keeps a new post's delay short and the load small.
const SHORT_CACHE = 'public, max-age=300';

/**
 * /robots.txt, /sitemap.xml and /rss.xml: real routes, registered before the SPA's pages, which
 * would otherwise answer them with HTML. `contentDate` dates the static pages in the sitemap.
 */
export function crawlerRoutes(deps: AppDeps, contentDate: Date): Router {
  const { config } = deps;
  const reads = postReads(deps);
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', SHORT_CACHE).type('text/plain').send(renderRobots(config.siteUrl));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const [posts, events] = await Promise.all([reads.feedPosts(), listEventsForSitemap(deps.database.db)]);
    res
      .set('Cache-Control', SHORT_CACHE)
      .type('application/xml')
      .send(renderSitemap(config.siteUrl, posts, contentDate, events));
  });

  router.get('/rss.xml', async (_req, res) => {
    const posts = await reads.feedPosts(FEED_SIZE);
    res.set('Cache-Control', SHORT_CACHE).type('application/rss+xml').send(renderRss(config.siteUrl, posts));
  });

  return router;
}
