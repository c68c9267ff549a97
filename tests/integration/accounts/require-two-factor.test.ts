import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_SETUP_HEADER } from '../../../shared/admin-accounts';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../../shared/two-factor';
import { adminAgent, insertAdmin, signIn } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import { codeStep, passwordStep, turnOnTwoFactor, codeAt } from '../../helpers/two-factor';

// REQUIRE_TWO_FACTOR (CONTRACT section 16): an account of a named role without two-factor may use
// its own account's routes alone, the set-up among them, until it has set it up.
const ctx = useTestApp({ REQUIRE_TWO_FACTOR: 'admin, editor' });
const header = TWO_FACTOR_SETUP_HEADER.toLowerCase();

describe('REQUIRE_TWO_FACTOR', () => {
  it('sends an admin without two-factor to the set-up: 403 elsewhere, its account and set-up allowed', async () => {
    const admin = await adminAgent(ctx);
    const session = await admin.agent.get('/api/admin/session');
    expect(session.status).toBe(200);
    expect(session.headers[header]).toBe('required');
    const refused = await admin.agent.get('/api/admin/users');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED });
    const write = await admin.agent
      .post('/api/admin/invitations')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email: 'a@campaign.example', role: 'editor' });
    expect(write.status).toBe(403);
    expect(await countRows(ctx.database, 'admin_invitations')).toBe(0);
    expect((await admin.agent.get('/api/admin/account')).status).toBe(200);
    expect((await admin.agent.get('/api/admin/account/two-factor')).body).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });
    await turnOnTwoFactor(admin, 'Solidarity-2025!');
    const after = await admin.agent.get('/api/admin/users');
    expect(after.status).toBe(200);
    expect((await admin.agent.get('/api/admin/session')).headers[header]).toBeUndefined();
  });

  it('says so at sign-in, and leaves roles it does not name alone', async () => {
    await insertAdmin(ctx.db, { username: 'editor-one', password: 'Solidarity-2025!', role: 'editor' });
    await insertAdmin(ctx.db, { username: 'viewer-one', password: 'Solidarity-2025!', role: 'viewer' });
    const { res } = await passwordStep(ctx.app, { username: 'editor-one', password: 'Solidarity-2025!' });
    expect(res.headers[header]).toBe('required');
    const viewer = await signIn(ctx.app, { username: 'viewer-one', password: 'Solidarity-2025!' });
    expect((await viewer.agent.get('/api/admin/stats')).status).toBe(200);
  });

  it('signs in an account that set it up with the code step', async () => {
    const admin = await adminAgent(ctx);
    const { secret } = await turnOnTwoFactor(admin, 'Solidarity-2025!');
    const { agent, res } = await passwordStep(ctx.app, {
      username: 'campaign-admin',
      password: 'Solidarity-2025!',
    });
    expect(res.body).toEqual({ twoFactorRequired: true });
    // The code the set-up used is spent: the next step's code signs in.
    const step = await codeStep(agent, codeAt(secret, Date.now() + 30_000));
    expect(step.res.status).toBe(200);
    expect((await agent.get('/api/admin/users')).status).toBe(200);
  });
});
