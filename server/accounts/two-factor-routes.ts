import { Router } from 'express';
import { twoFactorChangeSchema } from '../../shared/schemas/two-factor';
import { CODE_INVALID, type TwoFactorEnabled, type TwoFactorStatus } from '../../shared/two-factor';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import type { Reauthenticate } from './reauth';
import { recoveryCodesLeft } from './recovery-codes';
import { currentAdmin, twoFactorSetupDue } from './require-admin';
import { disableTwoFactor, enableTwoFactor, hasTwoFactor, startSetup } from './two-factor';

const invalidCode = () => new HttpError(400, CODE_INVALID, [{ path: 'code', message: CODE_INVALID }]);
const alreadyOn = () => new HttpError(409, 'Two-factor sign-in is already on.');
const noSetup = () => new HttpError(409, 'Start the two-factor set-up first.');

/** The signed-in account's own two-factor sign-in (CONTRACT section 16): status, set-up, on, off. */
export function twoFactorRouter(
  { database: { db }, sessionSecret }: AppDeps,
  reauth: Reauthenticate,
): Router {
  const router = Router();

  router.get('/account/two-factor', async (req, res) => {
    const admin = currentAdmin(req);
    const enabled = await hasTwoFactor(db, admin.id);
    const status: TwoFactorStatus = {
      enabled,
      required: enabled ? false : twoFactorSetupDue(req),
      recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, admin.id) : 0,
    };
    res.json(status);
  });

  router.post('/account/two-factor/setup', async (req, res) => {
    const setup = await startSetup(db, sessionSecret, currentAdmin(req));
    if (!setup) throw alreadyOn();
    res.json(setup);
  });

  router.post('/account/two-factor/enable', async (req, res) => {
    const { code, currentPassword } = parse(twoFactorChangeSchema, req.body);
    await reauth(req, currentPassword);
    const outcome = await enableTwoFactor(db, sessionSecret, currentAdmin(req), code, req.sessionID);
    if (outcome.kind === 'no-setup') throw noSetup();
    if (outcome.kind === 'wrong-code') throw invalidCode();
    const answer: TwoFactorEnabled = { recoveryCodes: outcome.recoveryCodes };
    res.json(answer);
  });

  router.post('/account/two-factor/disable', async (req, res) => {
    const { code, currentPassword } = parse(twoFactorChangeSchema, req.body);
    await reauth(req, currentPassword);
    if (!(await disableTwoFactor(db, sessionSecret, currentAdmin(req), code, req.sessionID))) {
      throw invalidCode();
    }
    res.json({ message: 'Two-factor sign-in is off.' });
  });

  return router;
}
