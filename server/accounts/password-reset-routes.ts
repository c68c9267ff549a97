import { setTimeout as delay } from 'node:timers/promises';
import { Router } from 'express';
import { RESET_LINK_INVALID, RESET_REQUESTED } from '../../shared/admin-mail';
import { LOGIN_WINDOW_MS } from '../../shared/constants';
import { passwordResetCompleteSchema, passwordResetRequestSchema } from '../../shared/schemas/admin-mail';
import { isCommonPassword, TOO_COMMON } from './common-passwords';
import type { Csrf } from './csrf';
import type { AppDeps } from '../deps';
import { placeOf } from './sign-in-places';
import { jsonBody } from '../http/body';
import { clientKey } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { createLimiter } from '../http/rate-limits';
import { parse } from '../http/validate';
import { usePasswordResetSecret } from './password-reset-mail';
import { completePasswordReset, requestPasswordResets } from './password-resets';

// Every request answers no sooner than this, known address or not, so the time taken does not say
// whether a message was queued (a lookup and an insert take a few milliseconds, well under it).
const ANSWER_FLOOR_MS = 300;

const tooMany = (m: number) =>
  `Too many requests. Please wait ${m} minute${m === 1 ? '' : 's'} and try again.`;

/**
 * POST /password-reset and /password-reset/complete (CONTRACT section 11): no session, so no CSRF
 * token, like the login; a cross-site Origin is still refused, and both are limited per IP.
 */
export function passwordResetRouter({ database, config, sessionSecret }: AppDeps, csrf: Csrf): Router {
  usePasswordResetSecret(database.db, sessionSecret);
  const router = Router();
  // Every request counts (each may send a message); the same numbers as the login's limit.
  const requestLimit = createLimiter({
    raw: database.raw,
    name: 'password-reset',
    limit: config.loginRateLimit,
    windowMs: LOGIN_WINDOW_MS,
    message: tooMany,
  });
  // Only refused tokens count: guessing is what it stops.
  const completeLimit = createLimiter({
    raw: database.raw,
    name: 'password-reset-complete',
    limit: config.loginRateLimit,
    windowMs: LOGIN_WINDOW_MS,
    failuresOnly: true,
    message: tooMany,
  });

  router.post('/password-reset', csrf.refuseCrossSite, requestLimit, jsonBody, async (req, res) => {
    const { email } = parse(passwordResetRequestSchema, req.body);
    const place = placeOf(sessionSecret, clientKey(req));
    await Promise.all([requestPasswordResets(database.db, email, place), delay(ANSWER_FLOOR_MS)]);
    res.json({ message: RESET_REQUESTED });
  });

  router.post('/password-reset/complete', csrf.refuseCrossSite, completeLimit, jsonBody, async (req, res) => {
    const { token, newPassword } = parse(passwordResetCompleteSchema, req.body);
    if (await isCommonPassword(newPassword)) {
      throw new HttpError(400, TOO_COMMON, [{ path: 'newPassword', message: TOO_COMMON }]);
    }
    if (!(await completePasswordReset(database.db, sessionSecret, token, newPassword))) {
      throw new HttpError(400, RESET_LINK_INVALID, [{ path: 'token', message: RESET_LINK_INVALID }]);
    }
    res.json({ message: 'Password changed' });
  });

  return router;
}
