import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, signIn, TEST_ADMIN } from '../../helpers/admin-agent';
import { allOutbox, runSender } from '../../helpers/mail-jobs';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// The admin's messages delivered through a real SMTP server started here, read back with mailparser.

const ctx = useTestApp();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
  smtp.behaviour = () => 'accept';
});

const ADDRESS = 'staff@campaign.example';
const NEW_PASSWORD = 'Fearless-Council-2028';

async function adminWithEmail() {
  const id = await insertAdmin(ctx.db);
  await ctx.database.raw.query('UPDATE admin_users SET email = $1 WHERE id = $2', [ADDRESS, id]);
}

describe('the password-reset message', () => {
  it('arrives with a working link, which signs in with the new password, while the outbox keeps no body', async () => {
    await adminWithEmail();
    await request(ctx.app).post('/api/admin/password-reset').send({ email: ADDRESS }).expect(200);
    await runSender(ctx, smtp.url);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.envelope.to).toEqual([ADDRESS]);
    expect(mail.parsed.subject).toBe('Reset your admin password');
    const link = /http:\/\/localhost:5000\/admin\/reset-password\/(\S+)/.exec(mail.parsed.text ?? '');
    expect(link).not.toBeNull();
    expect(mail.parsed.html).toContain(`/admin/reset-password/${link![1]}`);

    const [row] = await allOutbox(ctx);
    expect(row).toMatchObject({ status: 'sent', kind: 'admin-password-reset', text: null, html: null });
    expect(JSON.stringify(row)).not.toContain(link![1]);
    const detail = await (await signIn(ctx.app)).agent.get(`/api/admin/outbox/${row.id}`);
    expect(detail.body).toMatchObject({ text: null, html: null });

    const done = await request(ctx.app)
      .post('/api/admin/password-reset/complete')
      .send({ token: link![1], newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.status).toBe(200);
    await signIn(ctx.app, { username: TEST_ADMIN.username, password: NEW_PASSWORD });
  });

  it('is skipped, not sent, when a password change voided the links before the sender reached them', async () => {
    await adminWithEmail();
    await request(ctx.app).post('/api/admin/password-reset').send({ email: ADDRESS }).expect(200);
    await request(ctx.app).post('/api/admin/password-reset').send({ email: ADDRESS }).expect(200);
    // Any password change voids every link sent before it.
    await ctx.database.raw.query(`UPDATE admin_users SET password_hash = password_hash || 'x'`);
    await runSender(ctx, smtp.url);
    expect(smtp.received).toHaveLength(0);
    expect((await allOutbox(ctx)).map((r) => r.status)).toEqual(['skipped', 'skipped']);
  });
});

describe('the Settings test message', () => {
  it('arrives at the signed-in admin with a plain-text and an HTML part', async () => {
    await adminWithEmail();
    const admin = await signIn(ctx.app);
    const res = await admin.agent.post('/api/admin/email/test').set('X-CSRF-Token', admin.csrfToken);
    expect(res.body).toEqual({ to: ADDRESS });
    await runSender(ctx, smtp.url);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.envelope.to).toEqual([ADDRESS]);
    expect(mail.parsed.subject).toBe('Test e-mail from the campaign website');
    expect(mail.parsed.text).toContain('campaign-admin');
    expect(mail.parsed.html).toContain('http://localhost:5000/admin/outbox');
  });

  it('is held, never sent, without a mail server', async () => {
    await adminWithEmail();
    const admin = await signIn(ctx.app);
    await admin.agent.post('/api/admin/email/test').set('X-CSRF-Token', admin.csrfToken).expect(200);
    await runSender(ctx, undefined);
    expect(smtp.received).toHaveLength(0);
    expect((await allOutbox(ctx)).map((r) => r.status)).toEqual(['held']);
  });
});
