import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { queueMessage, queueRenderedMessage } from '../../../server/mail';
import { TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const get = (path: string) => admin.agent.get(`/api/admin/${path}`);

async function queue(to: string, subject: string, createdAt?: string) {
  const id = await queueMessage(ctx.db, {
    kind: 'volunteer-welcome',
    to,
    subject,
    text: `Hello ${to}`,
    html: '<p>Hello</p>',
  });
  if (createdAt)
    await ctx.database.raw.query('UPDATE outbox SET created_at = $1 WHERE id = $2', [createdAt, id]);
  return id;
}

describe('GET /api/admin/outbox', () => {
  it('lists every message newest first with CONTRACT fields and X-Total-Count', async () => {
    const older = await queue('ana@example.org', 'Welcome aboard', '2026-11-01T10:00:00Z');
    const newer = await queue('ben@example.org', 'Thanks for your message', '2026-11-02T10:00:00Z');
    await ctx.database.raw.query(
      `UPDATE outbox SET status = 'failed', attempts = 3, last_error = '550 5.1.1 No such mailbox' WHERE id = $1`,
      [older],
    );
    const res = await get('outbox');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body.map((m: { id: number }) => m.id)).toEqual([newer, older]);
    expect(res.body[1]).toEqual({
      id: older,
      to: 'ana@example.org',
      subject: 'Welcome aboard',
      kind: 'volunteer-welcome',
      status: 'failed',
      attempts: 3,
      lastError: '550 5.1.1 No such mailbox',
      createdAt: '2026-11-01T10:00:00.000Z',
      sentAt: null,
      content: { state: 'shown', text: 'Hello ana@example.org' },
    });
  });

  it('filters by status, searches recipient and subject case-insensitively, and pages', async () => {
    await queue('ana@example.org', 'Welcome aboard', '2026-11-01T10:00:00Z');
    await queue('ben@example.org', 'Thanks for your message', '2026-11-02T10:00:00Z');
    const third = await queue('cara@example.org', 'WELCOME, Cara', '2026-11-03T10:00:00Z');
    await ctx.database.raw.query(`UPDATE outbox SET status = 'held' WHERE id = $1`, [third]);
    expect((await get('outbox?status=held')).body.map((m: { to: string }) => m.to)).toEqual([
      'cara@example.org',
    ]);
    expect((await get('outbox?q=welcome')).body.map((m: { to: string }) => m.to)).toEqual([
      'cara@example.org',
      'ana@example.org',
    ]);
    expect((await get('outbox?q=BEN@')).body).toHaveLength(1);
    const page = await get('outbox?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((m: { to: string }) => m.to)).toEqual(['ben@example.org']);
    // A % in the search is a character, not a wildcard.
    expect((await get('outbox?q=%25')).body).toEqual([]);
  });

  it('refuses an unknown status and a malformed limit with 400', async () => {
    const status = await get('outbox?status=lost');
    expect(status.status).toBe(400);
    expect(status.body.errors[0].path).toBe('status');
    expect((await get('outbox?limit=0')).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await request(ctx.app).get('/api/admin/outbox')).status).toBe(401);
    expect((await request(ctx.app).get('/api/admin/outbox/1')).status).toBe(401);
  });
});

describe('GET /api/admin/outbox/:id', () => {
  it('adds the text and HTML of a stored message', async () => {
    const id = await queue('ana@example.org', 'Welcome aboard');
    const res = await get(`outbox/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      to: 'ana@example.org',
      text: 'Hello ana@example.org',
      html: '<p>Hello</p>',
    });
  });

  it('shows no body for a message built at sending time (a password reset)', async () => {
    const id = await queueRenderedMessage(ctx.db, {
      kind: 'admin-password-reset',
      to: 'ana@example.org',
      ref: '1',
    });
    const res = await get(`outbox/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, kind: 'admin-password-reset', text: null, html: null });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('outbox/99999')).status).toBe(404);
    expect((await get('outbox/abc')).status).toBe(404);
  });
});

describe('GET /api/admin/email', () => {
  it('says no mail server is configured, with the From address', async () => {
    const res = await get('email');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configured: false,
      host: null,
      from: ctx.config.mailFrom,
      timeZone: ctx.config.campaignTimeZone,
    });
  });
});

describe('POST /api/admin/email/test', () => {
  const sendTest = () => admin.agent.post('/api/admin/email/test').set('X-CSRF-Token', admin.csrfToken);

  it('answers 400 and queues nothing when the admin has no e-mail address', async () => {
    const res = await sendTest();
    expect(res.status).toBe(400);
    expect((await ctx.database.raw.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(0);
  });

  it('queues a test message to the signed-in admin and answers {to}', async () => {
    await ctx.database.raw.query(
      `UPDATE admin_users SET email = 'staff@campaign.example' WHERE username = $1`,
      [TEST_ADMIN.username],
    );
    const res = await sendTest();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ to: 'staff@campaign.example' });
    const { rows } = await ctx.database.raw.query('SELECT kind, to_address, subject, text, html FROM outbox');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'admin-test', to_address: 'staff@campaign.example' });
    expect(String(rows[0].text)).toContain('test e-mail');
    expect(String(rows[0].html)).toContain('<html');
  });

  it('needs the CSRF token', async () => {
    expect((await admin.agent.post('/api/admin/email/test')).status).toBe(403);
  });
});
