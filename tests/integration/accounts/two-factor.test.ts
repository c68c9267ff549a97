import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_INVALID } from '../../../shared/two-factor';
import { adminAgent, insertAdmin, signIn, TEST_ADMIN, type SignedIn } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import { codeAt, codeStep, passwordStep, turnOnTwoFactor } from '../../helpers/two-factor';

const ctx = useTestApp();

// A set clock: the middle of a 30-second step, so "one step either side" is exact.
const T0 = Date.UTC(2026, 10, 3, 12, 0, 15);

afterEach(() => {
  vi.useRealTimers();
});

async function withTwoFactor() {
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
  const admin = await adminAgent(ctx);
  const { secret, recoveryCodes } = await turnOnTwoFactor(admin, TEST_ADMIN.password);
  return { admin, secret, recoveryCodes };
}

const auditActions = async () =>
  (await ctx.database.raw.query('SELECT action, target FROM audit_log ORDER BY id')).rows;

describe('two-factor set-up', () => {
  it('answers a secret, its otpauth URL and a QR code drawn as SVG, and turns on with a code', async () => {
    const admin = await adminAgent(ctx);
    const setup = await admin.agent
      .post('/api/admin/account/two-factor/setup')
      .set('X-CSRF-Token', admin.csrfToken);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);
    const wrong = await admin.agent
      .post('/api/admin/account/two-factor/enable')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ code: '000000', currentPassword: TEST_ADMIN.password });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(CODE_INVALID);
    const on = await admin.agent
      .post('/api/admin/account/two-factor/enable')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ code: codeAt(setup.body.secret), currentPassword: TEST_ADMIN.password });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    // Kept only as hashes, and the secret only sealed.
    const dump = JSON.stringify((await ctx.database.raw.query('SELECT * FROM admin_recovery_codes')).rows);
    for (const code of on.body.recoveryCodes) expect(dump).not.toContain(code);
    const { rows } = await ctx.database.raw.query('SELECT two_factor_secret FROM admin_users');
    expect(String(rows[0].two_factor_secret)).not.toContain(setup.body.secret);
    expect((await admin.agent.get('/api/admin/users')).body[0].twoFactor).toBe(true);
    const status = await admin.agent.get('/api/admin/account/two-factor');
    expect(status.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(await auditActions()).toContainEqual({ action: 'two-factor.enable', target: TEST_ADMIN.username });
  });

  it('refuses a second set-up once two-factor is on', async () => {
    const { admin } = await withTwoFactor();
    const again = await admin.agent
      .post('/api/admin/account/two-factor/setup')
      .set('X-CSRF-Token', admin.csrfToken);
    expect(again.status).toBe(409);
  });
});

describe('signing in with two-factor', () => {
  it('answers twoFactorRequired and no session for the password, then signs in with the code', async () => {
    const { secret } = await withTwoFactor();
    vi.setSystemTime(T0 + 60_000);
    const { agent, res } = await passwordStep(ctx.app, TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true });
    expect((await agent.get('/api/admin/session')).status).toBe(401);
    const step = await codeStep(agent, codeAt(secret));
    expect(step.res.status).toBe(200);
    expect(step.res.body).toEqual({ admin: { username: TEST_ADMIN.username, role: 'admin' } });
    expect((await agent.get('/api/admin/session')).status).toBe(200);
  });

  it('never takes the same code twice, nor an older one after a newer', async () => {
    const { secret } = await withTwoFactor();
    vi.setSystemTime(T0 + 90_000);
    const code = codeAt(secret);
    const first = await passwordStep(ctx.app, TEST_ADMIN);
    expect((await codeStep(first.agent, code)).res.status).toBe(200);
    const second = await passwordStep(ctx.app, TEST_ADMIN);
    const replay = await codeStep(second.agent, code);
    expect(replay.res.status).toBe(400);
    expect(replay.res.body.message).toBe(CODE_INVALID);
    // The step before is within the window, but older than the one used.
    expect((await codeStep(second.agent, codeAt(secret, T0 + 60_000))).res.status).toBe(400);
    expect((await second.agent.get('/api/admin/session')).status).toBe(401);
  });

  it('takes a code one step old, and refuses one from two steps ago', async () => {
    const { secret } = await withTwoFactor();
    vi.setSystemTime(T0 + 300_000);
    const { agent } = await passwordStep(ctx.app, TEST_ADMIN);
    expect((await codeStep(agent, codeAt(secret, T0 + 240_000))).res.status).toBe(400);
    expect((await codeStep(agent, codeAt(secret, T0 + 270_000))).res.status).toBe(200);
  });

  it('refuses the code after 5 minutes: the password must be given again', async () => {
    const { secret } = await withTwoFactor();
    vi.setSystemTime(T0 + 60_000);
    const { agent } = await passwordStep(ctx.app, TEST_ADMIN);
    vi.setSystemTime(T0 + 60_000 + 5 * 60_000 + 1000);
    expect((await codeStep(agent, codeAt(secret))).res.status).toBe(400);
    expect((await agent.get('/api/admin/session')).status).toBe(401);
  });

  it('takes each recovery code once, with its audit row', async () => {
    const { recoveryCodes } = await withTwoFactor();
    const first = await passwordStep(ctx.app, TEST_ADMIN);
    expect((await codeStep(first.agent, recoveryCodes[3].toUpperCase())).res.status).toBe(200);
    const second = await passwordStep(ctx.app, TEST_ADMIN);
    expect((await codeStep(second.agent, recoveryCodes[3])).res.status).toBe(400);
    expect(await auditActions()).toContainEqual({
      action: 'two-factor.recovery-code',
      target: TEST_ADMIN.username,
    });
    const status = await first.agent.get('/api/admin/account/two-factor');
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes toward the login limits: after five, even the right code is 429', async () => {
    const { secret } = await withTwoFactor();
    vi.setSystemTime(T0 + 60_000);
    const { agent } = await passwordStep(ctx.app, TEST_ADMIN);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await codeStep(agent, String(100000 + i));
      expect(wrong.res.status).toBe(400);
    }
    const limited = await codeStep(agent, codeAt(secret));
    expect(limited.res.status).toBe(429);
    expect((await agent.get('/api/admin/session')).status).toBe(401);
  });

  it('refuses a code with no password step, and a malformed one, writing nothing', async () => {
    await withTwoFactor();
    const before = await countRows(ctx.database, 'session');
    const lone = await request(ctx.app).post('/api/admin/login/two-factor').send({ code: '123456' });
    expect(lone.status).toBe(400);
    const long = await request(ctx.app)
      .post('/api/admin/login/two-factor')
      .send({ code: 'x'.repeat(100) });
    expect(long.status).toBe(400);
    expect(await countRows(ctx.database, 'session')).toBe(before);
  });

  it('turns off with a code and the password, and the sign-in is the password alone again', async () => {
    const { admin, secret } = await withTwoFactor();
    vi.setSystemTime(T0 + 60_000);
    const off = await admin.agent
      .post('/api/admin/account/two-factor/disable')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ code: codeAt(secret), currentPassword: TEST_ADMIN.password });
    expect(off.status).toBe(200);
    expect(await countRows(ctx.database, 'admin_recovery_codes')).toBe(0);
    expect(await auditActions()).toContainEqual({
      action: 'two-factor.disable',
      target: TEST_ADMIN.username,
    });
    await signIn(ctx.app, TEST_ADMIN);
  });
});

describe("an admin turns off another account's two-factor sign-in", () => {
  const EDITOR = { username: 'lost-phone', password: 'Solidarity-2025!', role: 'editor' };

  /** The editor with two-factor on and signed in, and an admin who is not them. */
  async function editorWithTwoFactor() {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const admin = await adminAgent(ctx);
    await insertAdmin(ctx.db, EDITOR);
    const editor = await signIn(ctx.app, EDITOR);
    await turnOnTwoFactor(editor, EDITOR.password);
    return { admin, editor };
  }

  const patchUser = (admin: SignedIn, username: string, body: object) =>
    admin.agent
      .patch(`/api/admin/users/${username}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ currentPassword: TEST_ADMIN.password, ...body });

  it('clears the secret and the recovery codes, ends their sessions, and the password alone signs in', async () => {
    const { admin, editor } = await editorWithTwoFactor();
    const res = await patchUser(admin, EDITOR.username, { twoFactor: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ username: EDITOR.username, role: 'editor', twoFactor: false });
    expect(await countRows(ctx.database, 'admin_recovery_codes')).toBe(0);
    const { rows } = await ctx.database.raw.query(
      `SELECT two_factor_secret, two_factor_pending_secret, two_factor_last_step FROM admin_users WHERE username = $1`,
      [EDITOR.username],
    );
    expect(rows[0]).toEqual({
      two_factor_secret: null,
      two_factor_pending_secret: null,
      two_factor_last_step: null,
    });
    // Whoever holds their old session (the lost phone's browser) is signed out.
    expect((await editor.agent.get('/api/admin/account')).status).toBe(401);
    expect(await auditActions()).toContainEqual({ action: 'two-factor.disable', target: EDITOR.username });
    const again = await passwordStep(ctx.app, EDITOR);
    expect(again.res.status).toBe(200);
    expect(again.res.body.twoFactorRequired).toBeUndefined();
    // The admin's own session goes on.
    expect((await admin.agent.get('/api/admin/users')).status).toBe(200);
  });

  it("refuses to turn it on, or to turn off one's own, and needs the password; nothing changes", async () => {
    const { admin } = await editorWithTwoFactor();
    const on = await patchUser(admin, EDITOR.username, { twoFactor: true });
    expect(on.status).toBe(400);
    expect(on.body.errors).toContainEqual({
      path: 'twoFactor',
      message: 'Two-factor sign-in can only be turned off here',
    });
    const wrongPassword = await patchUser(admin, EDITOR.username, {
      twoFactor: false,
      currentPassword: 'not-the-password',
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors[0].path).toBe('currentPassword');
    await turnOnTwoFactor(admin, TEST_ADMIN.password);
    const own = await patchUser(admin, TEST_ADMIN.username, { twoFactor: false });
    expect(own.status).toBe(409);
    expect(await countRows(ctx.database, 'admin_recovery_codes')).toBe(20);
    expect((await auditActions()).filter((a) => a.action === 'two-factor.disable')).toEqual([]);
  });

  it('writes no audit row for an account that had it off', async () => {
    await adminAgent(ctx);
    await insertAdmin(ctx.db, EDITOR);
    const admin = await signIn(ctx.app, TEST_ADMIN);
    const res = await patchUser(admin, EDITOR.username, { twoFactor: false });
    expect(res.status).toBe(200);
    expect((await auditActions()).filter((a) => a.action === 'two-factor.disable')).toEqual([]);
  });
});
