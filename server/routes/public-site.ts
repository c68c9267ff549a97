import { Router } from 'express';
import { isPageKey } from '../../shared/site-content/page-paths';
import { publicReads } from '../cache/public-reads';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';

/**
 * The stored texts for the public site (CONTRACT section 13): the first page gets them in its HTML;
 * these answer the pages a visitor opens afterwards, from the same cached reads.
 */
export function publicSiteRouter(deps: AppDeps): Router {
  const reads = publicReads(deps);
  const router = Router();

  router.get('/videos', async (_req, res) => {
    res.json(await reads.videos());
  });

  router.get('/site', async (_req, res) => {
    res.json(await reads.siteData());
  });

  router.get('/pages/:key', async (req, res) => {
    const { key } = req.params;
    if (!isPageKey(key)) throw notFound('Page not found');
    res.json(await reads.page(key));
  });

  return router;
}
