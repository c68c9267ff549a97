import type { Request, RequestHandler } from 'express';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../shared/constants';
import { HttpError } from '../http/errors';
import { destroySession, type SessionAdmin } from './session';

const signedOut = () => new HttpError(401, 'Authentication required');

/**
 * Lets through only a signed-in admin whose session is within 12 hours of sign-in (CONTRACT
 * section 4); the cookie's life is cut so that it never outlasts that cap either.
 */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  const { admin, loginAt } = req.session ?? {};
  if (!admin || typeof loginAt !== 'number') return next(signedOut());
  const remaining = loginAt + SESSION_ABSOLUTE_MS - Date.now();
  if (remaining <= 0) {
    await destroySession(req);
    return next(signedOut());
  }
  req.session.cookie.maxAge = Math.min(SESSION_IDLE_MS, remaining);
  next();
};

/** The admin of a request that passed `requireAdmin`. */
export function currentAdmin(req: Request): SessionAdmin {
  const admin = req.session?.admin;
  if (!admin) throw signedOut();
  return admin;
}
