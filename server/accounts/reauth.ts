import type { Request } from 'express';
import { LOGIN_WINDOW_MS } from '../../shared/constants';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { createFailureLimit } from '../http/rate-limits';
import { checkPassword } from './admins';
import { currentAdmin } from './require-admin';

export const WRONG_CURRENT = 'Current password is incorrect';
// CONTRACT section 10: 5 wrong current passwords within 15 minutes, then 429.
const MAX_WRONG = 5;

/** Checks the signed-in admin's own password before a sensitive change; throws 400 or 429. */
export type Reauthenticate = (req: Request, currentPassword: string) => Promise<void>;

/**
 * Re-authentication for account changes. Every endpoint that asks for the current password counts
 * against one limit per admin, so a stolen session cannot guess the password through another one.
 */
export function createReauth({ database }: AppDeps): Reauthenticate {
  const limit = createFailureLimit({
    raw: database.raw,
    name: 'current-password',
    limit: MAX_WRONG,
    windowMs: LOGIN_WINDOW_MS,
    message: (m) => `Too many wrong passwords. Please wait ${m} minute${m === 1 ? '' : 's'} and try again.`,
  });
  return async (req, currentPassword) => {
    const admin = currentAdmin(req);
    const key = String(admin.id);
    await limit.attempt(key);
    if (!(await checkPassword(database.db, admin.id, currentPassword))) {
      throw new HttpError(400, WRONG_CURRENT, [{ path: 'currentPassword', message: WRONG_CURRENT }]);
    }
    await limit.succeeded(key);
  };
}
