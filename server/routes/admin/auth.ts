import { Router } from 'express';
import { LOGIN_WINDOW_MS } from '../../../shared/constants';
import { loginSchema } from '../../../shared/schemas/admin';
import type { Csrf } from '../../auth/csrf';
import { currentAdmin } from '../../auth/require-admin';
import {
  destroySession,
  regenerateSession,
  saveSession,
  sessionCookieName,
  sessionCookieOptions,
} from '../../auth/session';
import type { AppDeps } from '../../deps';
import type { Config } from '../../env';
import { jsonBody } from '../../http/body';
import { clientKey } from '../../http/client-ip';
import { HttpError } from '../../http/errors';
import { createLimiter } from '../../http/rate-limits';
import { parse } from '../../http/validate';
import { verifyCredentials } from '../../services/admins';

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

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
    message: (m) => `Too many login attempts. Please wait ${minutes(m)} and try again.`,
  });

  router.post('/login', csrf.refuseCrossSite, limiter, jsonBody, async (req, res) => {
    const { username, password } = parse(loginSchema, req.body);
    // The same answer for an unknown user and a wrong password, so names cannot be probed.
    const admin = await verifyCredentials(database.db, username, password);
    if (!admin) throw new HttpError(401, 'Invalid username or password');
    await limiter.resetKey(clientKey(req));
    await regenerateSession(req);
    req.session.admin = admin;
    req.session.loginAt = Date.now();
    await saveSession(req);
    csrf.issueToken(req, res, true);
    res.json({ admin: { username: admin.username, role: admin.role } });
  });

  return router;
}

/** Sign-out and the session check; mounted behind requireAdmin and the CSRF check. */
export function authRouter(config: Config, csrf: Csrf): Router {
  const router = Router();

  router.get('/session', (req, res) => {
    const { username, role } = currentAdmin(req);
    csrf.issueToken(req, res);
    res.json({ admin: { username, role } });
  });

  router.post('/logout', async (req, res) => {
    // Gone from the store, so the old cookie is refused even if someone kept a copy.
    await destroySession(req);
    res.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
    csrf.clearToken(res);
    res.json({ message: 'Logged out' });
  });

  return router;
}
