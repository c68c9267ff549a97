import { Router, type Request } from 'express';
import { isPageKey, pageSaveSchema, type PageKey } from '../../shared/site-content/pages';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { parse } from '../http/validate';
import { findPageRevision, listPageRevisions } from './page-revisions';
import { findPage, listPages, restorePageRevision, savePage } from './pages';

const pageNotFound = () => notFound('Page not found');
const revisionNotFound = () => notFound('Revision not found');

function pageKey(req: Request): PageKey {
  const key = String(req.params.key);
  if (!isPageKey(key)) throw pageNotFound();
  return key;
}

function revisionId(param: string): number {
  if (!/^\d{1,9}$/.test(param) || Number(param) < 1) throw revisionNotFound();
  return Number(param);
}

/** /api/admin/pages: the editable pages, their versions and revisions (CONTRACT sections 8 and 13). */
export function pagesRouter({ database: { db } }: AppDeps): Router {
  const router = Router();

  router.get('/pages', async (_req, res) => {
    res.json(await listPages(db));
  });

  router.get('/pages/:key', async (req, res) => {
    const page = await findPage(db, pageKey(req));
    if (!page) throw pageNotFound();
    res.json(page);
  });

  router.put('/pages/:key', async (req, res) => {
    const key = pageKey(req);
    const save = parse(pageSaveSchema(key), req.body);
    const outcome = await savePage(db, key, save, currentAdmin(req).username);
    if (!outcome) throw pageNotFound();
    if ('stale' in outcome) {
      const message = `This page was changed by ${outcome.changedBy ?? 'someone'} since you opened it.`;
      res.status(409).json({ message, page: outcome.page });
      return;
    }
    res.json(outcome.page);
  });

  router.get('/pages/:key/revisions', async (req, res) => {
    res.json(await listPageRevisions(db, pageKey(req)));
  });

  router.get('/pages/:key/revisions/:id', async (req, res) => {
    const revision = await findPageRevision(db, pageKey(req), revisionId(req.params.id));
    if (!revision) throw revisionNotFound();
    res.json(revision);
  });

  router.post('/pages/:key/revisions/:id/restore', async (req, res) => {
    const key = pageKey(req);
    const page = await restorePageRevision(db, key, revisionId(req.params.id), currentAdmin(req).username);
    if (!page) throw revisionNotFound();
    res.json(page);
  });

  return router;
}
