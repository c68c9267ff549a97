import { Router, type Request } from 'express';
import { countAlreadyCleared } from '../http/rate-limits';
import { twoFactorLoginSchema } from '../../shared/schemas/two-factor';
import { CODE_INVALID, TWO_FACTOR_PENDING_MS } from '../../shared/two-factor';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { clientKey } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import type { VerifiedAdmin } from './admins';
import type { Csrf } from './csrf';
import { regenerateSession, saveSession } from './session';
import { isKnownPlace, placeOf, rememberPlace } from './sign-in-places';
import { usernameKey, type SignInLimits } from './sign-in-limits';
import { sendSignedIn, startAdminSession } from './sign-in-session';
import { useSecondFactor } from './two-factor';

// The code step of a sign-in with two-factor (CONTRACT section 16). The right password leaves a
// pending sign-in in the session store (who, the credential epoch read with the hash, and when),
// never an admin session; a code within 5 minutes turns it into one.

/** A sign-in waiting for its code. */
export interface PendingSignIn {
  id: number;
  username: string;
  role: string;
  credentialEpoch: number;
  at: number;
}

declare module 'express-session' {
  interface SessionData {
    pendingTwoFactor: PendingSignIn;
  }
}

const invalidCode = () => new HttpError(400, CODE_INVALID, [{ path: 'code', message: CODE_INVALID }]);

/** After the right password: a new session holding only the pending sign-in. */
export async function startPendingSignIn(req: Request, admin: VerifiedAdmin): Promise<void> {
  await regenerateSession(req);
  const { id, username, role, credentialEpoch } = admin;
  req.session.pendingTwoFactor = { id, username, role, credentialEpoch, at: Date.now() };
  await saveSession(req);
}

/**
 * POST /login/two-factor `{code}`: exempt from CSRF like the login (no admin session yet). A wrong,
 * replayed or late code is 400 and counts toward the login limits, per address and per username;
 * past the username's limit only the account's own recent places may still try (section 10).
 */
export function twoFactorSignInRouter(deps: AppDeps, csrf: Csrf, limits: SignInLimits): Router {
  const { database, config, sessionSecret } = deps;
  const { perIp, perUsername } = limits;
  const router = Router();

  router.post('/login/two-factor', csrf.refuseCrossSite, perIp, jsonBody, async (req, res) => {
    const { code } = parse(twoFactorLoginSchema, req.body);
    const pending = req.session.pendingTwoFactor;
    if (!pending || Date.now() - pending.at > TWO_FACTOR_PENDING_MS) {
      if (pending) delete req.session.pendingTwoFactor;
      throw invalidCode();
    }
    const key = usernameKey(pending.username);
    const place = placeOf(sessionSecret, clientKey(req));
    await perUsername.attempt(key).catch(async (err: unknown) => {
      const limited = err instanceof HttpError && err.status === 429;
      if (!limited || !(await isKnownPlace(database.db, pending.id, place))) throw err;
    });
    if (!(await useSecondFactor(database.db, sessionSecret, pending, code))) throw invalidCode();
    const now = await startAdminSession(database.raw, req, pending);
    await Promise.all([
      perIp.resetKey(clientKey(req)),
      perUsername.succeeded(key),
      rememberPlace(database.db, pending.id, place),
    ]);
    countAlreadyCleared(res);
    sendSignedIn({ config, csrf }, req, res, pending.username, now);
  });

  return router;
}
