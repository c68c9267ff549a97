import { Router, type Request } from 'express';
import { z } from 'zod';
import { mediaAltSchema, mediaUploadSchema } from '../../shared/schemas/media';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { parse } from '../http/validate';
import { processImage } from './process-image';
import { missingFile, uploadParser } from './upload-parser';
import { createMedia, deleteMedia, listMedia, updateMediaAlt } from './library';
import { adminPageSchema } from '../../shared/schemas/admin-lists';

const mediaNotFound = () => notFound('Image not found');
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The image id of a request, or 404 for one that cannot name an image (not a uuid). */
function mediaId(req: Request): string {
  const id = String(req.params.id).toLowerCase();
  if (!isUuid(id)) throw mediaNotFound();
  return id;
}

/**
 * POST /api/admin/media: mounted before the admin API's JSON parser (a multipart body would be a
 * 415 there) and after its sign-in and CSRF checks, which still answer 401 and 403 first.
 */
export function mediaUploadRouter({ database: { db } }: AppDeps): Router {
  const router = Router();
  router.post('/media', uploadParser, async (req, res) => {
    if (!req.file) throw missingFile();
    const { alt } = parse(mediaUploadSchema, req.body);
    const image = await processImage(req.file.buffer);
    const item = await createMedia(db, {
      image,
      alt,
      originalName: req.file.originalname?.slice(0, 255) || null,
      actor: currentAdmin(req).username,
    });
    res.status(201).json(item);
  });
  return router;
}

/** The library: list, alt text, delete (CONTRACT section 7). */
export function mediaRouter({ database: { db } }: AppDeps): Router {
  const router = Router();

  router.get('/media', async (req, res) => {
    const page = await listMedia(db, parse(adminPageSchema, req.query));
    res.set('X-Total-Count', String(page.total)).json(page.items);
  });

  router.patch('/media/:id', async (req, res) => {
    const id = mediaId(req);
    const { alt } = parse(mediaAltSchema, req.body);
    const item = await updateMediaAlt(db, id, alt, currentAdmin(req).username);
    if (!item) throw mediaNotFound();
    res.json(item);
  });

  router.delete('/media/:id', async (req, res) => {
    if (!(await deleteMedia(db, mediaId(req), currentAdmin(req).username))) throw mediaNotFound();
    res.status(204).end();
  });

  return router;
}
