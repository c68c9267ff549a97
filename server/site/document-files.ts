import { Router } from 'express';
import type { AppDeps } from '../deps';
import { DOCUMENT_SLOTS, findDocument, type DocumentSlot } from './documents';

/**
 * The letter and materials PDFs at their fixed URLs (CONTRACT section 13): the uploaded file once
 * staff have replaced it, answered from the database on every request so each instance serves a new
 * one at once; until then the build's own file answers (the next router). `no-cache`: browsers
 * keep the file but ask again, and the new ETag makes them fetch a new one.
 */
export function documentFiles({ database: { db } }: AppDeps): Router {
  const router = Router();
  for (const [slot, url] of Object.entries(DOCUMENT_SLOTS) as [DocumentSlot, string][]) {
    router.get(url, async (req, res, next) => {
      const file = await findDocument(db, slot);
      if (!file) return next();
      res.set({
        'Content-Type': 'application/pdf',
        'Cache-Control': 'no-cache',
        ETag: file.etag,
        'Last-Modified': file.updatedAt.toUTCString(),
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.set('Content-Length', String(file.bytes.length));
      if (req.method === 'HEAD') res.end();
      else res.end(file.bytes);
    });
  }
  return router;
}
