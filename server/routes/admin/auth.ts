import { Router } from 'express';
import { IDLE_EXPIRES_HEADER, IDLE_REMAINING_HEADER } from '../../../shared/admin-accounts';
import { LOGIN_WINDOW_MS } from '../../../shared/constants';
import { loginSchema } from '../../../shared/schemas/admin';
import type { Csrf } from '../../auth/csrf';
import { currentAdmin, sessionDeadline } from '../../auth/require-admin';
import {
  destroySession,
  endOtherSessions,
  regenerateSession,
  saveSession,
  sessionCookieName,
  sessionCookieOptions,
} from '../../auth/session';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/body';
import { clientKey } from '../../http/client-ip';
import { HttpError } from '../../http/errors';
import { createFailureLimit, createLimiter } from '../../http/rate-limits';
import { parse } from '../../http/validate';
import { confirmSignIn } from '../../services/admin-credentials';
import { verifyCredentials } from '../../services/admins';

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
const tooMany = (m: number) => `Too many login attempts. Please wait ${minutes(m)} and try again.`;
// CONTRACT section 10: 10 failed sign-ins for one username within 15 minutes, from any addresses.
const USERNAME_MAX_FAILURES = 10;

/** The per-username count's key: the name as a person would type it again, in any case or spacing. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/** POST /login: the one admin mutation without a CSRF token (there is no session to tie it to yet). */
export function loginRouter({ database, config }: AppDeps, csrf: Csrf): Router {
  const router = Router();
  // CONTRACT: 5 failed attempts per IP per 15 minutes, counted in the database so every instance agrees.
  const limiter = createLimiter({
    raw: database.raw,
    name: 'login',
    limit: config.loginRateLimit,
    windowMs: LOGIN_WINDOW_MS,
    failuresOnly: true,
    message: tooMany,
  });
  // Guesses spread over many addresses (one IPv6 /48 holds 65,536 /64s) still meet this one. Unknown
  // usernames are counted alike, so a 429 says nothing about whether the name exists.
  const perUsername = createFailureLimit({
    raw: database.raw,
    name: 'login-user',
    limit: USERNAME_MAX_FAILURES,
    windowMs: LOGIN_WINDOW_MS,
    message: tooMany,
  });

  router.post('/login', csrf.refuseCrossSite, limiter, jsonBody, async (req, res) => {
    const { username, password } = parse(loginSchema, req.body);
    const key = usernameKey(username);
    await perUsername.attempt(key);
    // The same answer for an unknown user, a wrong password and a disabled admin.
    const admin = await verifyCredentials(database.db, username, password);
    if (!admin) throw new HttpError(401, 'Invalid username or password');
    const { credentialEpoch, ...identity } = admin;
    await regenerateSession(req);
    req.session.admin = identity;
    req.session.loginAt = Date.now();
    req.session.lastActiveAt = req.session.loginAt;
    req.session.credentialEpoch = credentialEpoch;
    await saveSession(req);
    // bcrypt took a quarter of a second: the account is read again now that the session is stored.
    // A disable or password change that committed meanwhile fails this; one that commits after it
    // deletes the stored session, and moves the epoch on so that not even a late save survives.
    if (!(await confirmSignIn(database.raw, admin.id, credentialEpoch))) {
      await destroySession(req);
      throw new HttpError(401, 'Invalid username or password');
    }
    await Promise.all([limiter.resetKey(clientKey(req)), perUsername.succeeded(key)]);
    csrf.issueToken(req, res, true);
    res.json({ admin: { username: admin.username, role: admin.role } });
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
