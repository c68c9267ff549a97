import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const patch = (body: object) =>
  admin.agent.patch('/api/admin/account').set('X-CSRF-Token', admin.csrfToken).send(body);
const stored = async () =>
  (
    await ctx.database.raw.query(
      'SELECT email, notify_volunteers, notify_endorsements, notify_testimonials, notify_contacts FROM admin_users',
    )
  ).rows[0];
const auditRows = async () =>
  (await ctx.database.raw.query('SELECT actor, action, target, details FROM audit_log ORDER BY id')).rows;

const OFF = { volunteers: 'off', endorsements: 'off', testimonials: 'off', contacts: 'off' };

describe('GET /api/admin/account', () => {
  it('answers the username, role, no address and every alert off for a new admin', async () => {
    const res = await admin.agent.get('/api/admin/account');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: TEST_ADMIN.username,
      role: 'admin',
      email: null,
      notifications: OFF,
    });
  });
});

describe('PATCH /api/admin/account', () => {
  it('sets the address with the current password, trimmed and lower-cased, and audits it without the address', async () => {
    const res = await patch({ email: '  Staff@Campaign.Example ', currentPassword: TEST_ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: TEST_ADMIN.username,
      role: 'admin',
      email: 'staff@campaign.example',
      notifications: OFF,
    });
    expect((await stored()).email).toBe('staff@campaign.example');
    const audit = await auditRows();
    expect(audit).toEqual([
      {
        actor: TEST_ADMIN.username,
        action: 'admin.account-update',
        target: TEST_ADMIN.username,
        details: { email: 'changed' },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('campaign.example');
  });

  it('refuses an address change without the current password (400 on currentPassword) and stores nothing', async () => {
    const res = await patch({ email: 'staff@campaign.example' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('currentPassword');
    expect((await stored()).email).toBeNull();
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a wrong current password with 400 and counts it against the wrong-password limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await patch({ email: 'staff@campaign.example', currentPassword: 'not-my-password' });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({
        path: 'currentPassword',
        message: 'Current password is incorrect',
      });
    }
    // The same limit as POST /api/admin/password: the sixth wrong guess, here or there, is 429.
    const sixth = await admin.agent.post('/api/admin/password').set('X-CSRF-Token', admin.csrfToken).send({
      currentPassword: 'still-wrong',
      newPassword: 'Fearless-Council-2028',
      confirmPassword: 'Fearless-Council-2028',
    });
    expect(sixth.status).toBe(429);
    expect((await stored()).email).toBeNull();
  });

  it('refuses an invalid address with 400 on email', async () => {
    const res = await patch({ email: 'not-an-address', currentPassword: TEST_ADMIN.password });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('email');
    expect((await stored()).email).toBeNull();
  });

  it('removes the address with null (current password required) and audits the removal', async () => {
    await patch({ email: 'staff@campaign.example', currentPassword: TEST_ADMIN.password });
    expect((await patch({ email: null })).status).toBe(400);
    const res = await patch({ email: null, currentPassword: TEST_ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body.email).toBeNull();
    expect((await auditRows()).map((r) => r.details)).toEqual([{ email: 'changed' }, { email: 'removed' }]);
  });

  it('changes the alert choices without a password, and keeps the others', async () => {
    const res = await patch({ notifications: { volunteers: 'instant', contacts: 'daily' } });
    expect(res.status).toBe(200);
    expect(res.body.notifications).toEqual({ ...OFF, volunteers: 'instant', contacts: 'daily' });
    expect(await stored()).toMatchObject({ notify_volunteers: 'instant', notify_contacts: 'daily' });
    expect((await auditRows())[0].details).toEqual({
      notifications: { volunteers: 'instant', contacts: 'daily' },
    });
  });

  it('leaves the address alone without a password when the body repeats it unchanged', async () => {
    await patch({ email: 'staff@campaign.example', currentPassword: TEST_ADMIN.password });
    const res = await patch({ email: 'staff@campaign.example', notifications: { testimonials: 'daily' } });
    expect(res.status).toBe(200);
    expect(res.body.notifications.testimonials).toBe('daily');
  });

  it('refuses an unknown choice or alert kind with 400 and stores nothing', async () => {
    const wrongChoice = await patch({ notifications: { volunteers: 'hourly' } });
    expect(wrongChoice.status).toBe(400);
    expect(wrongChoice.body.errors[0].path).toBe('notifications.volunteers');
    const wrongKind = await patch({ notifications: { donations: 'instant' } });
    expect(wrongKind.status).toBe(400);
    expect(await stored()).toMatchObject({ notify_volunteers: 'off', notify_contacts: 'off' });
    expect(await auditRows()).toEqual([]);
  });

  it('needs a session (401) and a CSRF token (403)', async () => {
    const { default: request } = await import('supertest');
    expect((await request(ctx.app).get('/api/admin/account')).status).toBe(401);
    expect((await request(ctx.app).patch('/api/admin/account').send({})).status).toBe(401);
    expect(
      (await admin.agent.patch('/api/admin/account').send({ notifications: { volunteers: 'daily' } })).status,
    ).toBe(403);
  });
});
