import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { adminStats } from '../../services/admin-stats';

export function statsRouter({ database: { db } }: AppDeps): Router {
  const router = Router();
  router.get('/stats', async (_req, res) => {
    res.json(await adminStats(db));
  });
  return router;
}
