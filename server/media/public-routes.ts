import { Router, type Response } from 'express';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { findFileStart, readFileSlice, type StoredFileStart } from './files';

/** Each database read carries at most this much of a file, so a large one never sits whole in memory. */
const SLICE_BYTES = 256 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shape of every path an upload creates (`/media/<uuid>/960.webp`); anything else is unknown. */
const FILE_PATH = /^\/media\/[0-9a-f-]{36}\/[a-z0-9]{1,12}\.[a-z]{3,4}$/;

/** Sends a file: most fit in their first slice; a larger one follows slice by slice, as the socket drains. */
async function sendFile(db: Db, res: Response, path: string, file: StoredFileStart): Promise<void> {
  let chunk = file.start;
  let sent = 0;
  while (sent + chunk.length < file.byteSize && chunk.length > 0 && !res.destroyed) {
    const flushed = res.write(chunk);
    sent += chunk.length;
    if (!flushed) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
    chunk = await readFileSlice(db, path, sent, SLICE_BYTES);
  }
  res.end(chunk);
}

const imageNotFound = (res: Response) => res.status(404).json({ message: 'Image not found' });

/**
 * GET /media/<id>/<file>: public, no session. Every path names one upload's file and never changes
 * (a new upload gets a new id), so browsers and CDNs may keep it for a year.
 */
export function publicMediaRouter({ database: { db } }: AppDeps): Router {
  const router = Router();

  router.get('/:id/:file', async (req, res) => {
    const path = `/media/${req.params.id}/${req.params.file}`;
    const file = FILE_PATH.test(path) ? await findFileStart(db, path, SLICE_BYTES) : undefined;
    if (!file) {
      imageNotFound(res);
      return;
    }
    res.set({
      'Content-Type': file.contentType,
      'Cache-Control': IMMUTABLE,
      ETag: file.etag,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(file.byteSize));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await sendFile(db, res, path, file);
  });

  // Any other path under /media names no image: a 404 here, never the SPA.
  router.use((_req, res) => {
    imageNotFound(res);
  });

  return router;
}
