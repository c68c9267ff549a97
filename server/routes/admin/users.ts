import { Router } from 'express';
import {
  changePasswordSchema,
  createAdminSchema,
  setAdminDisabledSchema,
} from '../../../shared/schemas/admin';
import { isCommonPassword, TOO_COMMON } from '../../auth/common-passwords';
import type { Reauthenticate } from '../../auth/reauth';
import { currentAdmin } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { parse } from '../../http/validate';
import { changeOwnPassword, createAdmin, listAdmins, setAdminDisabled } from '../../services/admins';

async function refuseCommon(password: string, path: string): Promise<void> {
  if (await isCommonPassword(password)) throw new HttpError(400, TOO_COMMON, [{ path, message: TOO_COMMON }]);
}

const REFUSALS = {
  'not-found': () => new HttpError(404, 'Admin not found'),
  self: (disabled: boolean) =>
    new HttpError(409, `You cannot ${disabled ? 'disable' : 'enable'} your own account`),
  'last-enabled': () => new HttpError(409, 'The last enabled admin cannot be disabled'),
};

/** Admin accounts (CONTRACT section 10): list, create, disable or enable, change one's own password. */
export function usersRouter({ database: { db } }: AppDeps, reauth: Reauthenticate): Router {
  const router = Router();

  router.get('/users', async (_req, res) => {
    res.json(await listAdmins(db));
  });

  router.post('/users', async (req, res) => {
    const { username, password, currentPassword } = parse(createAdminSchema, req.body);
    await refuseCommon(password, 'password');
    await reauth(req, currentPassword);
    const created = await createAdmin(db, username, password, currentAdmin(req).username);
    if (!created) throw new HttpError(409, 'Username already exists');
    res.status(201).json({ username: created.username, role: created.role });
  });

  router.patch('/users/:username', async (req, res) => {
    const { disabled, currentPassword } = parse(setAdminDisabledSchema, req.body);
    await reauth(req, currentPassword);
    const outcome = await setAdminDisabled(db, currentAdmin(req), String(req.params.username), disabled);
    if (outcome.kind !== 'done') throw REFUSALS[outcome.kind](disabled);
    res.json(outcome.account);
  });

  router.post('/password', async (req, res) => {
    const { currentPassword, newPassword } = parse(changePasswordSchema, req.body);
    await refuseCommon(newPassword, 'newPassword');
    await reauth(req, currentPassword);
    // A password change ends every other sign-in of this admin, those still inside bcrypt too: a
    // stolen session stops working. This one carries on, its stored row stamped with the new epoch
    // (req.session is left alone: saving it again would put back an older lastActiveAt).
    await changeOwnPassword(db, currentAdmin(req), newPassword, req.sessionID);
    res.json({ message: 'Password changed' });
  });

  return router;
}
