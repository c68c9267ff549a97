import { Router } from 'express';
import { siteSettingsPatchSchema } from '../../shared/site-content/settings';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { parse } from '../http/validate';
import { documentUploadParser, isPdf, missingDocument } from './document-upload';
import { isDocumentSlot, listDocuments, saveDocument } from './documents';
import { getSettings, updateSettings } from './settings';

/**
 * POST /api/admin/documents/:slot: multipart, so mounted before the admin API's JSON parser, after
 * its sign-in and CSRF checks.
 */
export function documentUploadRouter({ database: { db } }: AppDeps): Router {
  const router = Router();
  router.post(
    '/documents/:slot',
    (req, _res, next) => {
      // An unknown slot is refused before a byte of the body is read.
      next(isDocumentSlot(String(req.params.slot)) ? undefined : notFound('Document not found'));
    },
    documentUploadParser,
    async (req, res) => {
      const slot = String(req.params.slot);
      if (!isDocumentSlot(slot)) throw notFound('Document not found');
      if (!req.file) throw missingDocument();
      if (!isPdf(req.file.buffer)) throw new HttpError(415, 'The document must be a PDF');
      res.json(await saveDocument(db, slot, req.file.buffer, currentAdmin(req).username));
    },
  );
  return router;
}

/** GET|PATCH /api/admin/site and GET /api/admin/documents (CONTRACT section 13). */
export function siteRouter({ database: { db } }: AppDeps): Router {
  const router = Router();

  router.get('/site', async (_req, res) => {
    res.json(await getSettings(db));
  });

  router.patch('/site', async (req, res) => {
    const patch = parse(siteSettingsPatchSchema, req.body);
    res.json(await updateSettings(db, patch, currentAdmin(req).username));
  });

  router.get('/documents', async (_req, res) => {
    res.json(await listDocuments(db));
  });

  return router;
}
