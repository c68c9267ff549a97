import { Router } from 'express';
import { dailyStatsSchema } from '../../shared/schemas/admin-lists';
import type { AppDeps } from '../deps';
import { parse } from '../http/validate';
import { adminStats } from './stats';
import { dailyStats } from './daily-stats';

export function statsRouter({ database: { db } }: AppDeps): Router {
  const router = Router();
  router.get('/stats', async (_req, res) => {
    res.json(await adminStats(db));
  });
  // Sign-ups per UTC day for the dashboard's chart (CONTRACT section 9).
  router.get('/stats/daily', async (req, res) => {
    res.json(await dailyStats(db, parse(dailyStatsSchema, req.query).days));
  });
  return router;
}
