import { Router } from 'express';
import { TWO_FACTOR_SETUP_HEADER, type CreatedAccount } from '../../shared/admin-accounts';
import { LOGIN_WINDOW_MS } from '../../shared/constants';
import { INVITATION_INVALID } from '../../shared/invitations';
import { invitationAcceptSchema, invitationCreateSchema } from '../../shared/schemas/invitations';
import {
  currentAdmin,
  isCommonPassword,
  needsTwoFactorSetup,
  startAdminSession,
  TOO_COMMON,
  type Csrf,
} from '../accounts';
import type { AppDeps } from '../deps';
import { jsonBody } from '../http/body';
import { HttpError, notFound } from '../http/errors';
import { createLimiter } from '../http/rate-limits';
import { parse } from '../http/validate';
import { acceptInvitation, createInvitation, listOpenInvitations, revokeInvitation } from './invitations';
import { useInvitationSecret } from './mail';

const invalid = () =>
  new HttpError(400, INVITATION_INVALID, [{ path: 'token', message: INVITATION_INVALID }]);
const tooMany = (m: number) =>
  `Too many requests. Please wait ${m} minute${m === 1 ? '' : 's'} and try again.`;

/** GET, POST /invitations and DELETE /invitations/:id: admin-only (no entry in the route table). */
export function invitationsRouter({ database: { db }, sessionSecret }: AppDeps): Router {
  useInvitationSecret(db, sessionSecret);
  const router = Router();

  router.get('/invitations', async (_req, res) => {
    res.json(await listOpenInvitations(db));
  });

  router.post('/invitations', async (req, res) => {
    const { email, role, accessUntil } = parse(invitationCreateSchema, req.body);
    const until = accessUntil ? new Date(accessUntil) : null;
    if (until && until.getTime() <= Date.now()) {
      const message = 'Access until must be in the future';
      throw new HttpError(400, message, [{ path: 'accessUntil', message }]);
    }
    const invite = { email, role, accessUntil: until };
    res.status(201).json(await createInvitation(db, currentAdmin(req).username, invite));
  });

  router.delete('/invitations/:id', async (req, res) => {
    const id = Number(req.params.id);
    const found =
      Number.isSafeInteger(id) && id > 0 && (await revokeInvitation(db, currentAdmin(req).username, id));
    if (!found) throw notFound('Invitation not found');
    res.status(204).end();
  });

  return router;
}

/**
 * POST /invitations/accept (CONTRACT section 16): no session, so no CSRF token, like the login; a
 * cross-site Origin is still refused, and refused tokens are limited per address. 201 with the new
 * account, signed in.
 */
export function acceptInvitationRouter(deps: AppDeps, csrf: Csrf): Router {
  const { database, config, sessionSecret } = deps;
  useInvitationSecret(database.db, sessionSecret);
  const router = Router();
  const limiter = createLimiter({
    raw: database.raw,
    name: 'invitation-accept',
    limit: config.loginRateLimit,
    windowMs: LOGIN_WINDOW_MS,
    failuresOnly: true,
    message: tooMany,
  });

  router.post('/invitations/accept', csrf.refuseCrossSite, limiter, jsonBody, async (req, res) => {
    const { token, username, password } = parse(invitationAcceptSchema, req.body);
    if (await isCommonPassword(password)) {
      throw new HttpError(400, TOO_COMMON, [{ path: 'password', message: TOO_COMMON }]);
    }
    const outcome = await acceptInvitation(database.db, sessionSecret, token, username, password);
    if (outcome.kind === 'invalid') throw invalid();
    if (outcome.kind === 'taken') throw new HttpError(409, 'Username already exists');
    const now = await startAdminSession(database.raw, req, outcome.account);
    csrf.issueToken(req, res, true);
    if (needsTwoFactorSetup(config, now)) res.set(TWO_FACTOR_SETUP_HEADER, 'required');
    const created: CreatedAccount = { username: outcome.account.username, role: now.role };
    res.status(201).json(created);
  });

  return router;
}
