import { Router } from 'express';
import type { AppDeps } from '../deps';
import { parse } from '../http/validate';
import { listAudit } from './audit';
import { adminPageSchema } from '../../shared/schemas/admin-lists';

/** GET /audit: who did what to which item and when, newest first, a page at a time. */
export function auditRouter({ database }: AppDeps): Router {
  const router = Router();
  router.get('/audit', async (req, res) => {
    const page = parse(adminPageSchema, req.query);
    const { items, total } = await listAudit(database.db, page);
    res.set('X-Total-Count', String(total)).json(items);
  });
  return router;
}
