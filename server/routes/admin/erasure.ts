import { Router } from 'express';
import { erasureSchema } from '../../../shared/schemas/admin-lists';
import type { Reauthenticate } from '../../auth/reauth';
import { currentAdmin } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { parse } from '../../http/validate';
import { eraseSupporter } from '../../services/erasure';

/** POST /erasure {email, currentPassword}: a supporter's data deleted, re-authenticated first. */
export function erasureRouter({ database: { db } }: AppDeps, reauth: Reauthenticate): Router {
  const router = Router();
  router.post('/erasure', async (req, res) => {
    const { email, currentPassword } = parse(erasureSchema, req.body);
    await reauth(req, currentPassword);
    res.json(await eraseSupporter(db, email, currentAdmin(req).username));
  });
  return router;
}
