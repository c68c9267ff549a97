import { Router } from 'express';
import {
  changePasswordSchema,
  createAdminSchema,
  setAdminDisabledSchema,
} from '../../../shared/schemas/admin';
import { isCommonPassword, TOO_COMMON } from '../../auth/common-passwords';
import type { Reauthenticate } from '../../auth/reauth';
import { currentAdmin } from '../../auth/require-admin';
import { endOtherSessions } from '../../auth/session';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { parse } from '../../http/validate';
import { createAdmin, listAdmins, setAdminDisabled, setPassword } from '../../services/admins';
import { recordAudit } from '../../services/audit';

async function refuseCommon(password: string, path: string): Promise<void> {
  if (await isCommonPassword(password)) throw new HttpError(400, TOO_COMMON, [{ path, message: TOO_COMMON }]);
}

const REFUSALS = {
  'not-found': () => new HttpError(404, 'Admin not found'),
  self: () => new HttpError(409, 'You cannot disable your own account'),
  'last-enabled': () => new HttpError(409, 'The last enabled admin cannot be disabled'),
};

/** Admin accounts (CONTRACT section 10): list, create, disable or enable, change one's own password. */
export function usersRouter({ database: { db, raw } }: AppDeps, reauth: Reauthenticate): Router {
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
    if (outcome.kind !== 'done') throw REFUSALS[outcome.kind]();
    res.json(outcome.account);
  });

  router.post('/password', async (req, res) => {
    const { currentPassword, newPassword } = parse(changePasswordSchema, req.body);
    await refuseCommon(newPassword, 'newPassword');
    await reauth(req, currentPassword);
    const admin = currentAdmin(req);
    await setPassword(db, admin.id, newPassword);
    // A password change ends every other sign-in of this admin: a stolen session stops working.
    await endOtherSessions(raw, admin.id, req.sessionID);
    await recordAudit(db, { actor: admin.username, action: 'admin.password-change', target: admin.username });
    res.json({ message: 'Password changed' });
  });

  return router;
}
