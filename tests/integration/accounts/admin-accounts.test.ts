import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../fixtures/fuzz-harness';
import { insertAdmin, signIn, TEST_ADMIN, type SignedIn } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 10: who may be an admin. A stolen session must not be able to add a backdoor
// admin without the password, nor with "password"; staff can see every admin and disable one.
const ctx = useTestApp();
const ORGANIZER = { username: 'field-organizer', password: 'Organize-The-Floor-9' };
let admin: SignedIn;

beforeEach(async () => {
  await insertAdmin(ctx.db);
  await insertAdmin(ctx.db, ORGANIZER);
  admin = await signIn(ctx.app);
});

const currentPassword = TEST_ADMIN.password;
const createUser = (body: object, as = admin) =>
  as.agent.post('/api/admin/users').set('X-CSRF-Token', as.csrfToken).send(body);
const setDisabled = (username: string, body: object, as = admin) =>
  as.agent
    .patch(`/api/admin/users/${encodeURIComponent(username)}`)
    .set('X-CSRF-Token', as.csrfToken)
    .send(body);
/** Accounts, sessions and the audit trail: what a refused request must leave as it was. */
const everything = async () => ({
  admins: await fingerprint(ctx.database, 'SELECT * FROM admin_users'),
  sessions: await fingerprint(ctx.database, 'SELECT sid FROM "session"'),
  audit: await countRows(ctx.database, 'audit_log'),
});
const auditActions = async () =>
  (await ctx.database.raw.query('SELECT actor, action, target FROM audit_log ORDER BY id')).rows;

describe('GET /api/admin/users', () => {
  it('lists every admin with username, role, created, last sign-in, status, e-mail, end date and two-factor, never a hash', async () => {
    const res = await admin.agent.get('/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        username: TEST_ADMIN.username,
        role: 'admin',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastLoginAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        disabled: false,
        email: null,
        accessUntil: null,
        twoFactor: false,
      },
      {
        username: ORGANIZER.username,
        role: 'admin',
        createdAt: expect.any(String),
        lastLoginAt: null,
        disabled: false,
        email: null,
        accessUntil: null,
        twoFactor: false,
      },
    ]);
    expect(res.text).not.toMatch(/\$2[aby]\$/);
  });

  it('answers 401 signed out', async () => {
    const res = await request(ctx.app).get('/api/admin/users');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('POST /api/admin/users re-authenticates and refuses common passwords', () => {
  it('creates the admin when the current password is right', async () => {
    const res = await createUser({
      username: 'press-officer',
      password: 'Tell-The-Members-7',
      currentPassword,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ username: 'press-officer', role: 'admin' });
    expect(await auditActions()).toEqual([
      { actor: TEST_ADMIN.username, action: 'admin.create', target: 'press-officer' },
    ]);
  });

  it('refuses a body without currentPassword with 400 on that field, creating nothing', async () => {
    const before = await everything();
    const res = await createUser({ username: 'backdoor', password: 'Tell-The-Members-7' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path: 'currentPassword', message: 'Current password is required' });
    expect(await everything()).toEqual(before);
  });

  it('refuses a wrong current password with 400 on that field, creating nothing', async () => {
    const before = await everything();
    const res = await createUser({
      username: 'backdoor',
      password: 'Tell-The-Members-7',
      currentPassword: 'stolen-session-guess',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Current password is incorrect',
      errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect(await everything()).toEqual(before);
  });

  it.each(['password', 'PASSWORD', 'iloveyou', 'qwertyuiop', 'Trustno1'])(
    'refuses the common password %j with 400 "This password is too common"',
    async (password) => {
      const before = await everything();
      const res = await createUser({ username: 'backdoor', password, currentPassword });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'This password is too common',
        errors: [{ path: 'password', message: 'This password is too common' }],
      });
      expect(await everything()).toEqual(before);
    },
  );

  it('answers 403 without the CSRF token and creates nothing', async () => {
    const before = await everything();
    const res = await admin.agent
      .post('/api/admin/users')
      .send({ username: 'backdoor', password: 'Tell-The-Members-7', currentPassword });
    expect(res.status).toBe(403);
    expect(await everything()).toEqual(before);
  });
});

describe('POST /api/admin/password refuses a common new password', () => {
  it('answers 400 on newPassword for a listed password in another letter case', async () => {
    // "p030710p$e4o" is on the list; in this case it meets every rule of SPEC's change-password form.
    const before = await everything();
    const res = await admin.agent
      .post('/api/admin/password')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ currentPassword, newPassword: 'P030710p$E4O', confirmPassword: 'P030710p$E4O' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'newPassword', message: 'This password is too common' }]);
    expect(await everything()).toEqual(before);
  });
});

describe('PATCH /api/admin/users/:username', () => {
  it('disables an admin: 200 with the user, their sign-in refused like a wrong password, their sessions ended', async () => {
    const organizer = await signIn(ctx.app, ORGANIZER);
    const res = await setDisabled(ORGANIZER.username, { disabled: true, currentPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: ORGANIZER.username,
      role: 'admin',
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
      disabled: true,
      email: null,
      accessUntil: null,
      twoFactor: false,
    });
    // The session that was open is over at once, for reads and writes alike.
    expect((await organizer.agent.get('/api/admin/session')).status).toBe(401);
    const write = await organizer.agent
      .post('/api/admin/sessions/revoke-others')
      .set('X-CSRF-Token', organizer.csrfToken);
    expect(write.status).toBe(401);
    const { rows } = await ctx.database.raw.query(
      `SELECT count(*)::int AS n FROM "session" WHERE sess::jsonb -> 'admin' ->> 'username' = $1`,
      [ORGANIZER.username],
    );
    expect(rows[0].n).toBe(0);
    const login = await request(ctx.app).post('/api/admin/login').send(ORGANIZER);
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: 'Invalid username or password' });
    expect(await auditActions()).toEqual([
      { actor: TEST_ADMIN.username, action: 'admin.disable', target: ORGANIZER.username },
    ]);
  });

  it('re-enables an admin, who can then sign in again', async () => {
    expect((await setDisabled(ORGANIZER.username, { disabled: true, currentPassword })).status).toBe(200);
    const res = await setDisabled(ORGANIZER.username, { disabled: false, currentPassword });
    expect(res.status).toBe(200);
    expect(res.body.disabled).toBe(false);
    await signIn(ctx.app, ORGANIZER);
    expect((await auditActions()).map((r) => r.action)).toEqual(['admin.disable', 'admin.enable']);
  });

  it('answers 409 to disabling yourself, changing nothing', async () => {
    const before = await everything();
    const res = await setDisabled(TEST_ADMIN.username, { disabled: true, currentPassword });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You cannot disable your own account' });
    expect(await everything()).toEqual(before);
  });

  it('answers 409 when the only enabled admin is left and tries to disable itself, changing nothing', async () => {
    expect((await setDisabled(ORGANIZER.username, { disabled: true, currentPassword })).status).toBe(200);
    const before = await everything();
    const res = await setDisabled(TEST_ADMIN.username, { disabled: true, currentPassword });
    expect(res.status).toBe(409);
    expect(await everything()).toEqual(before);
    const { rows } = await ctx.database.raw.query(
      'SELECT count(*)::int AS n FROM admin_users WHERE NOT disabled',
    );
    expect(rows[0].n).toBe(1);
  });

  it('never leaves nobody enabled when two admins disable each other at once', async () => {
    const organizer = await signIn(ctx.app, ORGANIZER);
    const [a, b] = await Promise.all([
      setDisabled(ORGANIZER.username, { disabled: true, currentPassword }),
      setDisabled(TEST_ADMIN.username, { disabled: true, currentPassword: ORGANIZER.password }, organizer),
    ]);
    const statuses = [a.status, b.status].sort();
    // One wins; the other finds its own session ended (401) or itself the last one (409).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const { rows } = await ctx.database.raw.query(
      'SELECT count(*)::int AS n FROM admin_users WHERE NOT disabled',
    );
    expect(rows[0].n).toBe(1);
  });

  it('answers 404 for an unknown username, changing nothing', async () => {
    const before = await everything();
    const res = await setDisabled('nobody-here', { disabled: true, currentPassword });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Admin not found' });
    expect(await everything()).toEqual(before);
  });

  it.each([
    [{ disabled: true }, 'currentPassword'],
    [{ disabled: true, currentPassword: '' }, 'currentPassword'],
    [{ currentPassword }, 'role'],
    [{ disabled: 'yes', currentPassword }, 'disabled'],
  ])('answers 400 to %j on %s, changing nothing', async (body, path) => {
    const before = await everything();
    const res = await setDisabled(ORGANIZER.username, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    expect(await everything()).toEqual(before);
  });

  it('answers 400 to a wrong current password, changing nothing', async () => {
    const before = await everything();
    const res = await setDisabled(ORGANIZER.username, { disabled: true, currentPassword: 'not-mine-at-all' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    expect(await everything()).toEqual(before);
  });

  it('answers 401 signed out and 403 without the CSRF token, changing nothing', async () => {
    const before = await everything();
    const signedOut = await request(ctx.app)
      .patch(`/api/admin/users/${ORGANIZER.username}`)
      .send({ disabled: true, currentPassword });
    expect(signedOut.status).toBe(401);
    const noToken = await admin.agent
      .patch(`/api/admin/users/${ORGANIZER.username}`)
      .send({ disabled: true, currentPassword });
    expect(noToken.status).toBe(403);
    expect(await everything()).toEqual(before);
  });
});
