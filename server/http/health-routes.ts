import { Router } from 'express';
import type { AppDeps } from '../deps';

export function healthRouter({ database }: AppDeps): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      await database.raw.query('SELECT 1');
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    } catch {
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        .json({ status: 'unavailable', message: 'Database unavailable' });
    }
  });
  return router;
}
