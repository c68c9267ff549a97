import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const post = (path: string, body: object) =>
  admin.agent.post(`/api/admin/${path}`).set('X-CSRF-Token', admin.csrfToken).send(body);
const auditRows = async () =>
  (await ctx.database.raw.query('SELECT actor, action, target FROM audit_log ORDER BY id')).rows;

const NEW_PASSWORD = 'Fearless-Council-2028';
const currentPassword = TEST_ADMIN.password;
const change = (overrides: object = {}) =>
  post('password', {
    currentPassword: TEST_ADMIN.password,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...overrides,
  });

describe('POST /api/admin/users', () => {
  it('creates an admin who can sign in, hashed with bcrypt cost 12', async () => {
    const res = await post('users', {
      username: 'field-organizer',
      password: 'organize-2025',
      currentPassword,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ username: 'field-organizer', role: 'admin' });
    const { rows } = await ctx.database.raw.query(
      `SELECT password_hash FROM admin_users WHERE username = 'field-organizer'`,
    );
    expect(String(rows[0].password_hash)).toMatch(/^\$2b\$12\$/);
    await signIn(ctx.app, { username: 'field-organizer', password: 'organize-2025' });
    expect(await auditRows()).toEqual([
      { actor: 'campaign-admin', action: 'admin.create', target: 'field-organizer' },
    ]);
  });

  it('answers 409 when the username exists', async () => {
    const res = await post('users', {
      username: TEST_ADMIN.username,
      password: 'another-password',
      currentPassword,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Username already exists' });
    expect(await countRows(ctx.database, 'admin_users')).toBe(1);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a password under 8 characters with SPEC message', async () => {
    const res = await post('users', { username: 'new-admin', password: 'short', currentPassword });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('refuses a password over 72 bytes rather than cutting it', async () => {
    const res = await post('users', { username: 'new-admin', password: 'a'.repeat(73), currentPassword });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('password');
    expect(await countRows(ctx.database, 'admin_users')).toBe(1);
  });
});

describe('POST /api/admin/password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const res = await change();
    expect(res.status).toBe(200);
    expect((await admin.agent.get('/api/admin/session')).status).toBe(200);
    await signIn(ctx.app, { username: TEST_ADMIN.username, password: NEW_PASSWORD });
    const old = await request(ctx.app).post('/api/admin/login').send(TEST_ADMIN);
    expect(old.status).toBe(401);
    expect((await auditRows()).map((r) => r.action)).toEqual(['admin.password-change']);
  });

  it("ends the admin's other sessions", async () => {
    const elsewhere = await signIn(ctx.app);
    expect((await change()).status).toBe(200);
    expect((await elsewhere.agent.get('/api/admin/session')).status).toBe(401);
    expect((await admin.agent.get('/api/admin/session')).status).toBe(200);
  });

  it('answers 400 on the current-password field when it is wrong, and keeps the password', async () => {
    const res = await change({ currentPassword: 'not-my-password' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Current password is incorrect',
      errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    await signIn(ctx.app);
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [
      { newPassword: 'Sh0rt!', confirmPassword: 'Sh0rt!' },
      'newPassword',
      'Password must be at least 12 characters long',
    ],
    [
      { newPassword: 'lowercase-only-1', confirmPassword: 'lowercase-only-1' },
      'newPassword',
      'Password must contain at least one uppercase letter',
    ],
    [
      { newPassword: 'UPPERCASE-ONLY-1', confirmPassword: 'UPPERCASE-ONLY-1' },
      'newPassword',
      'Password must contain at least one lowercase letter',
    ],
    [
      { newPassword: 'No-Digits-Here!', confirmPassword: 'No-Digits-Here!' },
      'newPassword',
      'Password must contain at least one number',
    ],
    [
      { newPassword: 'NoSpecials12345', confirmPassword: 'NoSpecials12345' },
      'newPassword',
      'Password must contain at least one special character',
    ],
    [{ confirmPassword: 'Something-Else-99' }, 'confirmPassword', "Passwords don't match"],
  ])('refuses %j with "%s: %s"', async (overrides, path, message) => {
    const res = await change(overrides);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    await signIn(ctx.app);
  });

  it('refuses a new password over 72 bytes', async () => {
    const long = `Aa1!${'x'.repeat(69)}`;
    const res = await change({ newPassword: long, confirmPassword: long });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('newPassword');
  });
});
