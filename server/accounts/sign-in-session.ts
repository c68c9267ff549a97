import type { Request, Response } from 'express';
import { TWO_FACTOR_SETUP_HEADER, type SignedInAnswer } from '../../shared/admin-accounts';
import type { Config } from '../config/env';
import type { RawQuery } from '../db/client';
import { HttpError } from '../http/errors';
import type { VerifiedAdmin } from './admins';
import { confirmSignIn, type AccountNow } from './credentials';
import type { Csrf } from './csrf';
import { needsTwoFactorSetup } from './require-admin';
import { destroySession, regenerateSession, saveSession } from './session';

/** The 401 of every failed sign-in, the same whatever failed (CONTRACT section 4). */
export const invalidSignIn = () => new HttpError(401, 'Invalid username or password');

/**
 * Starts the admin session of a checked sign-in (a password, a password and a code, or an accepted
 * invitation), with a new session id, so one planted before is worthless. bcrypt took a quarter of
 * a second: the account is read again once the session is stored, so a disable, end date or
 * credential change that committed meanwhile fails it (401), and the account as it is now is
 * answered (a role changed during the sign-in included).
 */
export async function startAdminSession(
  raw: RawQuery,
  req: Request,
  admin: Omit<VerifiedAdmin, 'twoFactor'>,
): Promise<AccountNow> {
  await regenerateSession(req);
  req.session.admin = { id: admin.id, username: admin.username, role: admin.role };
  req.session.loginAt = Date.now();
  req.session.lastActiveAt = req.session.loginAt;
  req.session.credentialEpoch = admin.credentialEpoch;
  await saveSession(req);
  const now = await confirmSignIn(raw, admin.id, admin.credentialEpoch);
  if (!now) {
    await destroySession(req);
    throw invalidSignIn();
  }
  return now;
}

/** SPEC's login body for a session just started, with its csrf-token cookie. */
export function sendSignedIn(
  { config, csrf }: { config: Config; csrf: Csrf },
  req: Request,
  res: Response,
  username: string,
  now: AccountNow,
): void {
  csrf.issueToken(req, res, true);
  if (needsTwoFactorSetup(config, now)) res.set(TWO_FACTOR_SETUP_HEADER, 'required');
  const answer: SignedInAnswer = { admin: { username, role: now.role } };
  res.json(answer);
}
