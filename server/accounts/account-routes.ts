import { Router } from 'express';
import { accountPatchSchema } from '../../shared/schemas/admin-mail';
import type { Reauthenticate } from './reauth';
import { currentAdmin } from './require-admin';
import type { AppDeps } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { parse } from '../http/validate';
import { getAccount, updateAccount } from './account';

const CURRENT_REQUIRED = 'Current password is required';

/** GET and PATCH /account: the signed-in admin's e-mail address and alert choices. */
export function accountRouter({ database: { db } }: AppDeps, reauth: Reauthenticate): Router {
  const router = Router();

  router.get('/account', async (req, res) => {
    const account = await getAccount(db, currentAdmin(req).id);
    if (!account) throw notFound('Admin not found');
    res.json(account);
  });

  router.patch('/account', async (req, res) => {
    const { email, notifications, currentPassword } = parse(accountPatchSchema, req.body);
    const admin = currentAdmin(req);
    const before = await getAccount(db, admin.id);
    if (!before) throw notFound('Admin not found');
    // An address receives password resets: whoever holds a session must also know the password to move it.
    if (email !== undefined && email !== before.email) {
      if (!currentPassword) {
        throw new HttpError(400, CURRENT_REQUIRED, [{ path: 'currentPassword', message: CURRENT_REQUIRED }]);
      }
      await reauth(req, currentPassword);
    }
    res.json(await updateAccount(db, admin.id, admin.username, { email, notifications }));
  });

  return router;
}
