import { Router } from 'express';
import { erasureSchema } from '../../shared/schemas/admin-lists';
import type { Reauthenticate } from '../accounts';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { eventMessages } from '../events';
import { parse } from '../http/validate';
import { eraseSupporter } from './erasure';
import { compactorFor } from './erasure-compaction';

/**
 * POST /erasure {email, currentPassword}: a supporter's data deleted, re-authenticated first. The
 * table files are rewritten after the answer (the request for it was stored with the erasure).
 */
export function erasureRouter({ database, log }: AppDeps, reauth: Reauthenticate): Router {
  const router = Router();
  const compactor = compactorFor(database, log);
  const notify = eventMessages();
  router.post('/erasure', async (req, res) => {
    const { email, currentPassword } = parse(erasureSchema, req.body);
    await reauth(req, currentPassword);
    res.json(await eraseSupporter(database.db, email, currentAdmin(req).username, notify));
    compactor.schedule();
  });
  return router;
}
