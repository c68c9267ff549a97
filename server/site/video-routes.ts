import { Router, type Request } from 'express';
import { videoInputSchema, videoOrderSchema, videoPatchSchema } from '../../shared/site-content/videos';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { parse } from '../http/validate';
import { createVideo, deleteVideo, listVideos, reorderVideos, updateVideo } from './videos';

const videoNotFound = () => notFound('Video not found');

function videoId(req: Request): number {
  const id = String(req.params.id);
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw videoNotFound();
  return Number(id);
}

/** /api/admin/videos (CONTRACT section 13). */
export function videosRouter({ database: { db } }: AppDeps): Router {
  const router = Router();

  router.get('/videos', async (_req, res) => {
    res.json(await listVideos(db));
  });

  router.post('/videos', async (req, res) => {
    const input = parse(videoInputSchema, req.body);
    res.status(201).json(await createVideo(db, input, currentAdmin(req).username));
  });

  // Before /videos/:id, which "order" would otherwise name.
  router.put('/videos/order', async (req, res) => {
    const { ids } = parse(videoOrderSchema, req.body);
    res.json(await reorderVideos(db, ids, currentAdmin(req).username));
  });

  router.patch('/videos/:id', async (req, res) => {
    const id = videoId(req);
    const patch = parse(videoPatchSchema, req.body);
    const video = await updateVideo(db, id, patch, currentAdmin(req).username);
    if (!video) throw videoNotFound();
    res.json(video);
  });

  router.delete('/videos/:id', async (req, res) => {
    if (!(await deleteVideo(db, videoId(req), currentAdmin(req).username))) throw videoNotFound();
    res.status(204).end();
  });

  return router;
}
