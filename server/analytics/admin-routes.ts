import { Router } from 'express';
import { analyticsQuerySchema } from '../../shared/schemas/analytics';
import type { AppDeps } from '../deps';
import { parse } from '../http/validate';
import { analyticsReport, recruitersReport } from './report';
import { flushVisits } from './visits';

/** /api/admin/analytics: the report (permission `analytics`) and the recruiters (`recruiters`). */
export function analyticsRouter({ database: { db }, config }: AppDeps): Router {
  const router = Router();

  router.get('/analytics', async (req, res) => {
    const { days } = parse(analyticsQuerySchema, req.query);
    // This instance's counts not yet written are written first, so the report includes them.
    await flushVisits(db);
    res.json(await analyticsReport(db, days, config.campaignTimeZone));
  });

  router.get('/analytics/recruiters', async (req, res) => {
    const { days } = parse(analyticsQuerySchema, req.query);
    res.json(await recruitersReport(db, days, config.campaignTimeZone));
  });

  return router;
}
