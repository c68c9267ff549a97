import { Router } from 'express';
import { changePasswordSchema, createAdminSchema } from '../../../shared/schemas/admin';
import { currentAdmin } from '../../auth/require-admin';
import { endOtherSessions } from '../../auth/session';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { parse } from '../../http/validate';
import { checkPassword, createAdmin, setPassword } from '../../services/admins';
import { recordAudit } from '../../services/audit';

const WRONG_CURRENT = 'Current password is incorrect';

/** Admin accounts: create another admin, change one's own password. */
export function usersRouter({ database: { db, raw } }: AppDeps): Router {
  const router = Router();

  router.post('/users', async (req, res) => {
    const { username, password } = parse(createAdminSchema, req.body);
    const created = await createAdmin(db, username, password);
    if (!created) throw new HttpError(409, 'Username already exists');
    await recordAudit(db, { actor: currentAdmin(req).username, action: 'admin.create', target: username });
    res.status(201).json({ username: created.username, role: created.role });
  });

  router.post('/password', async (req, res) => {
    const { currentPassword, newPassword } = parse(changePasswordSchema, req.body);
    const admin = currentAdmin(req);
    if (!(await checkPassword(db, admin.id, currentPassword))) {
      throw new HttpError(400, WRONG_CURRENT, [{ path: 'currentPassword', message: WRONG_CURRENT }]);
    }
    await setPassword(db, admin.id, newPassword);
    await endOtherSessions(raw, admin.id, req.session.id);
    await recordAudit(db, { actor: admin.username, action: 'admin.password-change', target: admin.username });
    res.json({ message: 'Password changed' });
  });

  return router;
}
