import type { Request, RequestHandler } from 'express';
import { BACKGROUND_HEADER } from '../../shared/admin-accounts';
import { SESSION_ABSOLUTE_MS } from '../../shared/constants';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import type { Config } from '../config/env';
import { sessionStillGood, type AccountNow } from './credentials';
import { destroySession, markActive, type SessionAdmin } from './session';

const signedOut = () => new HttpError(401, 'Authentication required');

/** A timed request of the admin area (session check, stats refresh), not something the admin did. */
export const isBackground = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && req.get(BACKGROUND_HEADER) === '1';

// The account's role as this request's check read it: a role changed since sign-in counts at once.
const roleNow = new WeakMap<Request, string>();
// Requests of an account that REQUIRE_TWO_FACTOR sends to the set-up screen first.
const setupDue = new WeakSet<Request>();

// This request's own action, when it is one. Kept beside the session rather than in it: a changed
// session is saved with an upsert, which could bring back a session deleted meanwhile.
const actedAt = new WeakMap<Request, number>();

/** When this session ends if nothing else happens: idle limit from the last own action, 12-hour cap. */
export function sessionDeadline(req: Request, idleMs: number): number {
  const { loginAt = 0, lastActiveAt } = req.session ?? {};
  const lastAction = actedAt.get(req) ?? lastActiveAt ?? loginAt;
  return Math.min(lastAction + idleMs, loginAt + SESSION_ABSOLUTE_MS);
}

/**
 * How stale the recorded last action may be before an own request writes it again. Each write is a
 * commit on the session's one row, so an admin paging a list (or a script with their cookie) would
 * queue every request behind the previous one's commit. A tenth of the idle limit, at most 5 s:
 * the session may end that much early, never late.
 */
const activeWriteEvery = (idleMs: number) => Math.min(5_000, idleMs / 10);

/**
 * Lets through only a signed-in admin within the idle limit (30 minutes from their last own
 * request: background requests neither count nor extend it) and within 12 hours of sign-in
 * (CONTRACT sections 4 and 10), whose account is still good by the one rule of
 * admin-credentials.ts (exists, enabled, credentials unchanged since sign-in), checked on every
 * request, background ones included. The cookie's life is cut to the same deadline.
 */
export function createRequireAdmin({ database, config }: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const { admin, loginAt, credentialEpoch } = req.session ?? {};
    if (!admin || typeof loginAt !== 'number' || typeof credentialEpoch !== 'number') {
      return next(signedOut());
    }
    const now = Date.now();
    const account =
      sessionDeadline(req, config.sessionIdleMs) > now
        ? await sessionStillGood(database.raw, admin.id, credentialEpoch)
        : undefined;
    if (account === undefined) {
      await destroySession(req);
      return next(signedOut());
    }
    roleNow.set(req, account.role);
    if (needsTwoFactorSetup(config, account)) setupDue.add(req);
    const { lastActiveAt = loginAt } = req.session;
    if (!isBackground(req) && now - lastActiveAt >= activeWriteEvery(config.sessionIdleMs)) {
      const deadline = Math.min(now + config.sessionIdleMs, loginAt + SESSION_ABSOLUTE_MS);
      // Gone meanwhile (signed out elsewhere, credentials changed): this request is refused too.
      if (!(await markActive(database.raw, req.sessionID, now, deadline))) {
        await destroySession(req);
        return next(signedOut());
      }
      actedAt.set(req, now);
    }
    req.session.cookie.maxAge = sessionDeadline(req, config.sessionIdleMs) - now;
    next();
  };
}

/** Whether REQUIRE_TWO_FACTOR names this account's role while it has no second factor yet. */
export const needsTwoFactorSetup = (config: Config, account: AccountNow) =>
  !account.twoFactor && (config.requireTwoFactor as readonly string[]).includes(account.role);

/** Whether this request's account must set up two-factor before anything but its own account. */
export const twoFactorSetupDue = (req: Request) => setupDue.has(req);

/** The admin of a request that passed requireAdmin, with the role the account has now. */
export function currentAdmin(req: Request): SessionAdmin {
  const admin = req.session?.admin;
  if (!admin) throw signedOut();
  const role = roleNow.get(req);
  return role === undefined || role === admin.role ? admin : { ...admin, role };
}
