import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { insertAdmin, signIn, TEST_ADMIN, type SignedIn, useSignedInAdmin } from '../../helpers/admin-agent';
import { fingerprint } from '../../fixtures/fuzz-harness';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 10: 5 wrong current passwords within 15 minutes, then 429. A stolen session
// could otherwise guess the password (and take the account) through the change-password form. The
// same count covers every endpoint that asks for the current password.
const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);
const NEW = 'Organize-Every-Floor-2026';

const change = (as: SignedIn, currentPassword: string) =>
  as.agent
    .post('/api/admin/password')
    .set('X-CSRF-Token', as.csrfToken)
    .send({ currentPassword, newPassword: NEW, confirmPassword: NEW });
const hashes = () => fingerprint(ctx.database, 'SELECT username, password_hash FROM admin_users');

describe('POST /api/admin/password: 5 wrong current passwords in 15 minutes, then 429', () => {
  it('answers the 6th attempt 429 with Retry-After, even with the right password, changing nothing', async () => {
    const before = await hashes();
    const first = await change(admin, 'guess-0');
    expect(first.status).toBe(400);
    // SPEC: the form shows the message beside the current-password field.
    expect(first.body).toEqual({
      message: 'Current password is incorrect',
      errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    for (let i = 1; i < 5; i += 1) expect((await change(admin, `guess-${i}`)).status).toBe(400);
    const res = await change(admin, TEST_ADMIN.password);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many wrong passwords. Please wait 15 minutes and try again.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await hashes()).toEqual(before);
  });

  it('counts per admin: another admin can still change theirs', async () => {
    const other = { username: 'field-organizer', password: 'Organize-The-Floor-9' };
    await insertAdmin(ctx.db, other);
    const otherAgent = await signIn(ctx.app, other);
    for (let i = 0; i < 5; i += 1) await change(admin, `guess-${i}`);
    const res = await otherAgent.agent
      .post('/api/admin/password')
      .set('X-CSRF-Token', otherAgent.csrfToken)
      .send({ currentPassword: other.password, newPassword: NEW, confirmPassword: NEW });
    expect(res.status).toBe(200);
  });

  it('counts across the endpoints that ask for the current password, and across sessions', async () => {
    const second = await signIn(ctx.app);
    for (let i = 0; i < 3; i += 1) await change(admin, `guess-${i}`);
    for (let i = 0; i < 2; i += 1) {
      const res = await second.agent
        .post('/api/admin/users')
        .set('X-CSRF-Token', second.csrfToken)
        .send({ username: 'backdoor', password: 'Backdoor-Pass-77', currentPassword: `guess-${i}` });
      expect(res.status).toBe(400);
    }
    const res = await second.agent
      .post('/api/admin/users')
      .set('X-CSRF-Token', second.csrfToken)
      .send({ username: 'backdoor', password: 'Backdoor-Pass-77', currentPassword: TEST_ADMIN.password });
    expect(res.status).toBe(429);
    expect((await request(ctx.app).post('/api/admin/login').send(TEST_ADMIN)).status).toBe(200);
  });

  it('starts the count again after a right password', async () => {
    for (let i = 0; i < 4; i += 1) await change(admin, `guess-${i}`);
    expect((await change(admin, TEST_ADMIN.password)).status).toBe(200);
    const again = await signIn(ctx.app, { username: TEST_ADMIN.username, password: NEW });
    for (let i = 0; i < 4; i += 1) expect((await change(again, `guess-${i}`)).status).toBe(400);
  });
});
