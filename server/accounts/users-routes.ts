import { Router } from 'express';
import { LAST_ADMIN_MESSAGE, SELF_CHANGE_MESSAGE } from '../../shared/admin-accounts';
import { changePasswordSchema, createAdminSchema, updateAdminSchema } from '../../shared/schemas/admin';
import { isCommonPassword, TOO_COMMON } from './common-passwords';
import type { Reauthenticate } from './reauth';
import { currentAdmin } from './require-admin';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import { changeOwnPassword, createAdmin, listAdmins } from './admins';
import { changeUser } from './user-changes';

async function refuseCommon(password: string, path: string): Promise<void> {
  if (await isCommonPassword(password)) throw new HttpError(400, TOO_COMMON, [{ path, message: TOO_COMMON }]);
}

const REFUSALS = {
  'not-found': () => new HttpError(404, 'Admin not found'),
  // Section 10's words for the change it knew (disabling or enabling), section 16's for the others.
  self: (disabled?: boolean) =>
    new HttpError(
      409,
      disabled === undefined
        ? SELF_CHANGE_MESSAGE
        : `You cannot ${disabled ? 'disable' : 'enable'} your own account`,
    ),
  'last-admin': () => new HttpError(409, LAST_ADMIN_MESSAGE),
};

/**
 * Admin accounts (CONTRACT sections 10 and 16): list, create with a role, change another's role,
 * status, end date or two-factor sign-in, change one's own password.
 */
export function usersRouter({ database: { db } }: AppDeps, reauth: Reauthenticate): Router {
  const router = Router();

  router.get('/users', async (_req, res) => {
    res.json(await listAdmins(db));
  });

  router.post('/users', async (req, res) => {
    const { username, password, role, currentPassword } = parse(createAdminSchema, req.body);
    await refuseCommon(password, 'password');
    await reauth(req, currentPassword);
    const created = await createAdmin(db, username, password, currentAdmin(req).username, role);
    if (!created) throw new HttpError(409, 'Username already exists');
    res.status(201).json({ username: created.username, role: created.role });
  });

  router.patch('/users/:username', async (req, res) => {
    const { role, disabled, accessUntil, twoFactor, currentPassword } = parse(updateAdminSchema, req.body);
    await reauth(req, currentPassword);
    const change = {
      role,
      disabled,
      accessUntil: accessUntil == null ? accessUntil : new Date(accessUntil),
      twoFactor,
    };
    const outcome = await changeUser(db, currentAdmin(req), String(req.params.username), change);
    if (outcome.kind !== 'done')
      throw REFUSALS[outcome.kind](
        role || accessUntil !== undefined || twoFactor !== undefined ? undefined : disabled,
      );
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
