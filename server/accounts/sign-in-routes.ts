import { Router } from 'express';
import { countAlreadyCleared } from '../http/rate-limits';
import {
  IDLE_EXPIRES_HEADER,
  IDLE_REMAINING_HEADER,
  TWO_FACTOR_SETUP_HEADER,
} from '../../shared/admin-accounts';
import { loginSchema } from '../../shared/schemas/admin';
import type { Csrf } from './csrf';
import { currentAdmin, sessionDeadline, twoFactorSetupDue } from './require-admin';
import { destroySession, endOtherSessions, sessionCookieName, sessionCookieOptions } from './session';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { clientKey } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import type { TwoFactorChallenge } from '../../shared/two-factor';
import { invalidSignIn, sendSignedIn, startAdminSession } from './sign-in-session';
import { usernameKey, type SignInLimits } from './sign-in-limits';
import { startPendingSignIn } from './two-factor-sign-in';
import { findAdmin, verifyCredentials } from './admins';
import { isKnownPlace, placeOf, rememberPlace } from './sign-in-places';
import type { Db } from '../db/client';

/**
 * The per-username limit, but for the right password from a place where this account signed in
 * during the last 30 days (CONTRACT section 10): a stranger filling the limit must not lock the
 * admin out. A wrong password there, or any answer from elsewhere, is the 429 it always was; only
 * an account's own place pays a bcrypt comparison past the limit.
 */
async function pastUsernameLimit(
  db: Db,
  username: string,
  password: string,
  place: string,
  limit: HttpError,
) {
  const account = await findAdmin(db, username);
  if (!account || !(await isKnownPlace(db, account.id, place))) throw limit;
  const admin = await verifyCredentials(db, username, password);
  if (!admin) throw limit;
  return admin;
}

/**
 * POST /login: the one admin mutation without a CSRF token (there is no session to tie it to yet).
 * For an account with two-factor, the right password answers `{twoFactorRequired: true}` and only
 * a pending sign-in (no admin session): POST /login/two-factor finishes it (two-factor-sign-in.ts).
 */
export function loginRouter(deps: AppDeps, csrf: Csrf, limits: SignInLimits): Router {
  const { database, config, sessionSecret } = deps;
  const { perIp, perUsername } = limits;
  const router = Router();

  router.post('/login', csrf.refuseCrossSite, perIp, jsonBody, async (req, res) => {
    const { username, password } = parse(loginSchema, req.body);
    const key = usernameKey(username);
    const place = placeOf(sessionSecret, clientKey(req));
    const admin = await perUsername.attempt(key).then(
      // The same answer for an unknown user, a wrong password, a disabled or expired account.
      () => verifyCredentials(database.db, username, password),
      (err: unknown) =>
        err instanceof HttpError && err.status === 429
          ? pastUsernameLimit(database.db, username, password, place, err)
          : Promise.reject(err),
    );
    if (!admin) throw invalidSignIn();
    if (admin.twoFactor) {
      // Half a sign-in: the counts are left as they are until the code, so the password alone
      // never buys more guesses at the code.
      await startPendingSignIn(req, admin);
      const challenge: TwoFactorChallenge = { twoFactorRequired: true };
      res.json(challenge);
      return;
    }
    const now = await startAdminSession(database.raw, req, admin);
    await Promise.all([
      perIp.resetKey(clientKey(req)),
      perUsername.succeeded(key),
      rememberPlace(database.db, admin.id, place),
    ]);
    countAlreadyCleared(res);
    sendSignedIn({ config, csrf }, req, res, admin.username, now);
  });

  return router;
}

/** Sign-out, the session check and ending one's other sessions; mounted behind requireAdmin and CSRF. */
export function authRouter({ database, config }: AppDeps, csrf: Csrf): Router {
  const router = Router();

  router.get('/session', (req, res) => {
    const { username, role } = currentAdmin(req);
    csrf.issueToken(req, res);
    // When the idle limit will end this session, in headers: the body stays CONTRACT's exact shape.
    const deadline = sessionDeadline(req, config.sessionIdleMs);
    res.set(IDLE_EXPIRES_HEADER, new Date(deadline).toISOString());
    res.set(IDLE_REMAINING_HEADER, String(Math.max(0, deadline - Date.now())));
    if (twoFactorSetupDue(req)) res.set(TWO_FACTOR_SETUP_HEADER, 'required');
    res.json({ admin: { username, role } });
  });

  router.post('/logout', async (req, res) => {
    // Gone from the store, so the old cookie is refused even if someone kept a copy.
    await destroySession(req);
    res.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
    csrf.clearToken(res);
    res.json({ message: 'Logged out' });
  });

  router.post('/sessions/revoke-others', async (req, res) => {
    const revoked = await endOtherSessions(database.raw, currentAdmin(req).id, req.sessionID);
    res.json({ revoked });
  });

  return router;
}
