import { Router } from 'express';
import { isPageKey } from '../../shared/site-content/page-paths';
import { sendJsonAnswer } from '../cache/json-answer';
import { siteReads } from './public-reads';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';

/**
 * The stored texts for the public site (CONTRACT section 13): the first page gets them in its HTML;
 * these answer the pages a visitor opens afterwards, from the same cached reads.
 */
export function publicSiteRouter(deps: AppDeps): Router {
  const reads = siteReads(deps);
  const router = Router();

  router.get('/videos', async (req, res) => {
    sendJsonAnswer(req, res, await reads.videosAnswer());
  });

  router.get('/site', async (req, res) => {
    sendJsonAnswer(req, res, await reads.siteDataAnswer());
  });

  router.get('/pages/:key', async (req, res) => {
    const { key } = req.params;
    if (!isPageKey(key)) throw notFound('Page not found');
    sendJsonAnswer(req, res, await reads.pageAnswer(key));
  });

  return router;
}
