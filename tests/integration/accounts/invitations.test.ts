import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_INVALID } from '../../../shared/invitations';
import { FORBIDDEN_MESSAGE } from '../../../shared/roles';
import { adminAgent, insertAdmin, setCookie, signIn, TEST_ADMIN } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { runSender } from '../../helpers/mail-jobs';
import { useSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp({ SITE_URL: 'http://site.example' });
const smtp = useSmtpServer();

const INVITED = 'whip.one@campaign.example';
const PASSWORD = 'Delegates-Count-2026!';

afterEach(() => {
  vi.useRealTimers();
});

async function invite(body: Record<string, unknown> = { email: INVITED, role: 'coordinator' }) {
  const admin = await adminAgent(ctx);
  const res = await admin.agent
    .post('/api/admin/invitations')
    .set('X-CSRF-Token', admin.csrfToken)
    .send(body);
  return { admin, res };
}

/** Delivers the outbox through the loopback SMTP server and reads the link's token from the mail. */
async function deliveredToken(): Promise<string> {
  await runSender(ctx, smtp.server.url);
  const mail = smtp.server.received.at(-1);
  expect(mail?.envelope.to).toEqual([INVITED]);
  const match = /http:\/\/site\.example\/admin\/invite\/(\S+)/.exec(mail?.parsed.text ?? '');
  if (!match) throw new Error(`No invitation link in ${mail?.parsed.text}`);
  return match[1];
}

const accept = (token: string, username = 'whip-one', password = PASSWORD, confirm = password) =>
  request(ctx.app)
    .post('/api/admin/invitations/accept')
    .send({ token, username, password, confirmPassword: confirm });

const audit = async () =>
  (await ctx.database.raw.query('SELECT actor, action, target FROM audit_log ORDER BY id')).rows;

describe('invitations by e-mail', () => {
  it('invites with a role, mails the link, and makes a signed-in account of the invited address', async () => {
    const { admin, res } = await invite({
      email: INVITED,
      role: 'coordinator',
      accessUntil: '2099-01-01T00:00:00Z',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 1,
      email: INVITED,
      role: 'coordinator',
      accessUntil: '2099-01-01T00:00:00.000Z',
    });
    const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await admin.agent.get('/api/admin/invitations')).body).toHaveLength(1);

    const token = await deliveredToken();
    // The database holds a salt: the token is in no table, the outbox included.
    const dump = JSON.stringify([
      (await ctx.database.raw.query('SELECT * FROM admin_invitations')).rows,
      (await ctx.database.raw.query('SELECT * FROM outbox')).rows,
    ]);
    expect(dump).not.toContain(token.split('.')[1]);

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ username: 'whip-one', role: 'coordinator' });
    expect(setCookie(accepted, 'sid')).toBeDefined();
    const agent = request.agent(ctx.app);
    const cookie = `${setCookie(accepted, 'sid')}; ${setCookie(accepted, 'csrf-token')}`;
    const session = await agent.get('/api/admin/session').set('Cookie', cookie);
    expect(session.body).toEqual({ admin: { username: 'whip-one', role: 'coordinator' } });

    const users = (await admin.agent.get('/api/admin/users')).body;
    expect(users[1]).toMatchObject({
      username: 'whip-one',
      role: 'coordinator',
      email: INVITED,
      accessUntil: '2099-01-01T00:00:00.000Z',
      twoFactor: false,
    });
    expect((await admin.agent.get('/api/admin/invitations')).body).toEqual([]);
    expect(await audit()).toEqual([
      { actor: TEST_ADMIN.username, action: 'invitation.send', target: INVITED },
      { actor: 'whip-one', action: 'invitation.accept', target: 'whip-one' },
    ]);

    // Single use.
    const again = await accept(token, 'whip-two');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVITATION_INVALID);
    expect(await countRows(ctx.database, 'admin_users')).toBe(2);
  });

  it('refuses a revoked invitation, with the revocation in the trail', async () => {
    const { admin } = await invite();
    const token = await deliveredToken();
    const revoked = await admin.agent.delete('/api/admin/invitations/1').set('X-CSRF-Token', admin.csrfToken);
    expect(revoked.status).toBe(204);
    expect((await accept(token)).body).toEqual({
      message: INVITATION_INVALID,
      errors: [{ path: 'token', message: INVITATION_INVALID }],
    });
    expect(await countRows(ctx.database, 'admin_users')).toBe(1);
    expect((await audit()).map((row) => row.action)).toEqual(['invitation.send', 'invitation.revoke']);
    const twice = await admin.agent.delete('/api/admin/invitations/1').set('X-CSRF-Token', admin.csrfToken);
    expect(twice.status).toBe(404);
  });

  it('refuses an invitation after 7 days, and a changed token', async () => {
    await invite();
    const token = await deliveredToken();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await accept(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).status).toBe(400);
    vi.setSystemTime(Date.now() + 7 * 86_400_000 + 1000);
    expect((await accept(token)).status).toBe(400);
    expect(await countRows(ctx.database, 'admin_users')).toBe(1);
  });

  it('answers 409 for a taken username and 400 for a common or weak password, keeping the invitation', async () => {
    await invite();
    const token = await deliveredToken();
    const taken = await accept(token, TEST_ADMIN.username);
    expect(taken.status).toBe(409);
    const common = await accept(token, 'whip-one', 'P030710p$E4O');
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual([{ path: 'password', message: 'This password is too common' }]);
    const weak = await accept(token, 'whip-one', 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].path).toBe('password');
    const mismatch = await accept(token, 'whip-one', PASSWORD, `${PASSWORD}x`);
    expect(mismatch.body.errors[0].path).toBe('confirmPassword');
    expect(await countRows(ctx.database, 'admin_users')).toBe(1);
    expect((await accept(token)).status).toBe(201);
  });

  it('refuses a role that does not exist, an end date in the past, and anyone but an admin', async () => {
    const { admin, res } = await invite({ email: INVITED, role: 'superadmin' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('role');
    const past = await admin.agent
      .post('/api/admin/invitations')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email: INVITED, role: 'editor', accessUntil: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    const editor = { username: 'editor-one', password: PASSWORD, role: 'editor' };
    await insertAdmin(ctx.db, editor);
    const asEditor = await signIn(ctx.app, editor);
    const refused = await asEditor.agent
      .post('/api/admin/invitations')
      .set('X-CSRF-Token', asEditor.csrfToken)
      .send({ email: INVITED, role: 'admin' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: FORBIDDEN_MESSAGE });
    expect(await countRows(ctx.database, 'admin_invitations')).toBe(0);
    expect(await countRows(ctx.database, 'outbox')).toBe(0);
  });
});
