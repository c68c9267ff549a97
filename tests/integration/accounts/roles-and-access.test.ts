import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_ADMIN_MESSAGE, SELF_CHANGE_MESSAGE } from '../../../shared/admin-accounts';
import { adminUsers } from '../../../shared/schema';
import { adminAgent, insertAdmin, signIn, TEST_ADMIN } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const STAFF = { username: 'comms-lead', password: 'Solidarity-2025!', role: 'editor' };

afterEach(() => {
  vi.useRealTimers();
});

async function admin() {
  return adminAgent(ctx);
}

const patch = (a: Awaited<ReturnType<typeof admin>>, username: string, body: Record<string, unknown>) =>
  a.agent
    .patch(`/api/admin/users/${username}`)
    .set('X-CSRF-Token', a.csrfToken)
    .send({ currentPassword: TEST_ADMIN.password, ...body });

const audit = async () =>
  (await ctx.database.raw.query('SELECT action, target, details FROM audit_log ORDER BY id')).rows;

describe('POST /api/admin/users with a role', () => {
  it('creates an account of the role asked, admin by default, and refuses a role that does not exist', async () => {
    const a = await admin();
    const create = (body: Record<string, unknown>) =>
      a.agent
        .post('/api/admin/users')
        .set('X-CSRF-Token', a.csrfToken)
        .send({ password: 'Organizer-2025!', currentPassword: TEST_ADMIN.password, ...body });
    expect((await create({ username: 'treasurer', role: 'viewer' })).body).toEqual({
      username: 'treasurer',
      role: 'viewer',
    });
    expect((await create({ username: 'second-admin' })).body.role).toBe('admin');
    const bad = await create({ username: 'boss', role: 'superadmin' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('role');
    const { rows } = await ctx.database.raw.query(`SELECT count(*)::int AS n FROM admin_users`);
    expect(rows[0].n).toBe(3);
  });
});

describe('PATCH /api/admin/users/:username', () => {
  it('changes a role, seen on the account’s very next request, with its audit row', async () => {
    const a = await admin();
    await insertAdmin(ctx.db, STAFF);
    const staff = await signIn(ctx.app, STAFF);
    expect((await staff.agent.get('/api/admin/posts')).status).toBe(200);
    const res = await patch(a, STAFF.username, { role: 'moderator' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('moderator');
    expect((await staff.agent.get('/api/admin/posts')).status).toBe(403);
    expect((await staff.agent.get('/api/admin/endorsements')).status).toBe(200);
    expect((await staff.agent.get('/api/admin/session')).body.admin.role).toBe('moderator');
    expect(await audit()).toEqual([
      { action: 'user.role', target: STAFF.username, details: { from: 'editor', to: 'moderator' } },
    ]);
  });

  it('answers the role the account has now to a sign-in in flight while it changes', async () => {
    await admin();
    await insertAdmin(ctx.db, STAFF);
    const signingIn = signIn(ctx.app, STAFF);
    await ctx.db.update(adminUsers).set({ role: 'viewer' }).where(eq(adminUsers.username, STAFF.username));
    const staff = await signingIn;
    expect((await staff.agent.get('/api/admin/posts')).status).toBe(403);
  });

  it('refuses a change to oneself with 409, writing nothing', async () => {
    const a = await admin();
    for (const body of [{ role: 'editor' }, { accessUntil: '2001-01-01T00:00:00Z' }, { disabled: true }]) {
      const self = await patch(a, TEST_ADMIN.username, body);
      expect(self.status).toBe(409);
    }
    expect((await patch(a, TEST_ADMIN.username, { role: 'viewer' })).body.message).toBe(SELF_CHANGE_MESSAGE);
    expect(await audit()).toEqual([]);
  });

  it.each([{ role: 'viewer' }, { disabled: true }, { accessUntil: '2001-01-01T00:00:00Z' }])(
    'never leaves no admin when two admins change each other at once (%j)',
    async (body) => {
      const a = await admin();
      const other = { username: 'other-admin', password: 'Solidarity-2025!' };
      await insertAdmin(ctx.db, other);
      const b = await signIn(ctx.app, other);
      const answers = await Promise.all([
        patch(a, other.username, body),
        patch(b, TEST_ADMIN.username, body),
      ]);
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const refused = answers.find((res) => res.status === 409);
      if (refused) expect(refused.body.message).toBe(LAST_ADMIN_MESSAGE);
      const { rows } = await ctx.database.raw.query(
        `SELECT count(*)::int AS n FROM admin_users WHERE role = 'admin' AND NOT disabled
         AND (access_until IS NULL OR access_until > now())`,
      );
      expect(rows[0].n).toBe(1);
      expect(await audit()).toHaveLength(1);
    },
  );

  it('refuses an end date that is not a date with its offset', async () => {
    const a = await admin();
    await insertAdmin(ctx.db, STAFF);
    for (const accessUntil of ['tomorrow', '2030-01-01', 5]) {
      const res = await patch(a, STAFF.username, { accessUntil });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe('accessUntil');
    }
    expect(await audit()).toEqual([]);
  });
});

describe('access until', () => {
  it('ends the sessions of an account at its end date and refuses its sign-in after it, like a wrong password', async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const a = await admin();
    await insertAdmin(ctx.db, STAFF);
    const until = new Date(now + 60 * 60_000).toISOString();
    const res = await patch(a, STAFF.username, { accessUntil: until });
    expect(res.body.accessUntil).toBe(until);
    expect(await audit()).toEqual([
      { action: 'user.access', target: STAFF.username, details: { accessUntil: until } },
    ]);
    const staff = await signIn(ctx.app, STAFF);
    expect((await staff.agent.get('/api/admin/posts')).status).toBe(200);
    vi.setSystemTime(now + 60 * 60_000 + 1000);
    expect((await staff.agent.get('/api/admin/posts')).status).toBe(401);
    const late = await staff.agent.post('/api/admin/login').send(STAFF);
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: 'Invalid username or password' });
    // Lifting the end date lets the account in again.
    const a2 = await signIn(ctx.app);
    expect((await patch(a2, STAFF.username, { accessUntil: null })).body.accessUntil).toBeNull();
    await signIn(ctx.app, STAFF);
  });
});
