import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_KIND, RESET_LINK_INVALID, RESET_REQUESTED } from '../../../shared/admin-mail';
import { mailRendererFor } from '../../../server/mail/renderers';
import { insertAdmin, signIn, TEST_ADMIN } from '../../helpers/admin-agent';
import { whileRowHeld } from '../../helpers/held-lock';
import { describeOnPostgres, useTestApp } from '../../helpers/test-app';

// Behind a proxy, so that a test can ask from many addresses (X-Forwarded-For); a request without
// the header comes from the loopback address, as before.
const ctx = useTestApp({ TRUST_PROXY: '1' });

const ADDRESS = 'staff@campaign.example';
const NEW_PASSWORD = 'Fearless-Council-2028';

async function adminWithEmail(email: string | null = ADDRESS, credentials = TEST_ADMIN) {
  const id = await insertAdmin(ctx.db, credentials);
  await ctx.database.raw.query('UPDATE admin_users SET email = $1 WHERE id = $2', [email, id]);
  return id;
}

const ask = (email: string) => request(ctx.app).post('/api/admin/password-reset').send({ email });
const complete = (token: string, password = NEW_PASSWORD, confirm = password) =>
  request(ctx.app)
    .post('/api/admin/password-reset/complete')
    .send({ token, newPassword: password, confirmPassword: confirm });

const outboxRows = async () =>
  (await ctx.database.raw.query('SELECT kind, to_address, subject, text, html, ref FROM outbox ORDER BY id'))
    .rows;

/** Builds the queued message as the sender would when it hands it over, and reads the link from it. */
async function renderQueued(index = 0) {
  const row = (await outboxRows())[index];
  const render = mailRendererFor(PASSWORD_RESET_KIND);
  if (!render) throw new Error('No renderer for reset messages');
  return render(
    { db: ctx.db, config: ctx.config, to: String(row.to_address), now: new Date() },
    String(row.ref),
  );
}

async function resetLink(index = 0): Promise<string> {
  const message = await renderQueued(index);
  const match = /http:\/\/localhost:5000\/admin\/reset-password\/(\S+)/.exec(message?.text ?? '');
  if (!match) throw new Error(`No reset link in ${message?.text}`);
  return match[1];
}

describe('POST /api/admin/password-reset', () => {
  it('answers the one sentence and queues a message whose body is never stored', async () => {
    await adminWithEmail();
    const res = await ask('Staff@Campaign.Example');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_REQUESTED });
    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: PASSWORD_RESET_KIND, to_address: ADDRESS, text: null, html: null });
    const message = await renderQueued();
    expect(message?.subject).toBe('Reset your admin password');
    expect(message?.text).toContain('http://localhost:5000/admin/reset-password/');
    expect(message?.html).toContain('/admin/reset-password/');
    // The database holds the reset's id and a salt: the token itself is nowhere in it.
    const token = await resetLink();
    const dump = JSON.stringify(
      (await ctx.database.raw.query('SELECT * FROM admin_password_resets')).rows.concat(await outboxRows()),
    );
    expect(dump).not.toContain(token.split('.')[1]);
  });

  it('answers the same, and queues nothing, for an unknown address, a disabled admin or an admin without one', async () => {
    await adminWithEmail();
    await adminWithEmail('second@campaign.example', {
      username: 'second-admin',
      password: 'Second-Admin-2025!',
    });
    await adminWithEmail(null, { username: 'third-admin', password: 'Third-Admin-2025!' });
    await ctx.database.raw.query(`UPDATE admin_users SET disabled = true WHERE username = 'second-admin'`);
    for (const email of ['nobody@campaign.example', 'second@campaign.example']) {
      const res = await ask(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: RESET_REQUESTED });
    }
    expect(await outboxRows()).toEqual([]);
    // Control: the enabled admin's address does queue one.
    await ask(ADDRESS);
    expect(await outboxRows()).toHaveLength(1);
  });

  it('answers an unknown address no sooner than a known one: both wait for the same floor', async () => {
    await adminWithEmail();
    const timed = async (email: string) => {
      const start = performance.now();
      await ask(email);
      return performance.now() - start;
    };
    const known = await timed(ADDRESS);
    const unknown = await timed('nobody@campaign.example');
    // Both wait for the same floor; what differs is a lookup and an insert, far under it.
    expect(known).toBeGreaterThanOrEqual(295);
    expect(unknown).toBeGreaterThanOrEqual(295);
  });

  it('sends at most 3 per admin per hour, answering the same each time', async () => {
    await adminWithEmail();
    for (let i = 0; i < 4; i += 1) expect((await ask(ADDRESS)).body).toEqual({ message: RESET_REQUESTED });
    expect(await outboxRows()).toHaveLength(3);
    // An hour later the admin may ask again.
    await ctx.database.raw.query(
      `UPDATE admin_password_resets SET created_at = now() - interval '61 minutes'`,
    );
    await ask(ADDRESS);
    expect(await outboxRows()).toHaveLength(4);
  });

  it('is limited per IP like the login: the 6th request in 15 minutes is 429', async () => {
    for (let i = 0; i < 5; i += 1) expect((await ask(`someone${i}@campaign.example`)).status).toBe(200);
    const sixth = await ask('someone@campaign.example');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many requests/);
  });

  it('refuses an invalid address with 400 on email, and needs no session or CSRF token', async () => {
    const res = await ask('not-an-address');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('email');
  });

  it('refuses a cross-site request', async () => {
    const res = await request(ctx.app)
      .post('/api/admin/password-reset')
      .set('Origin', 'https://evil.example')
      .send({ email: ADDRESS });
    expect(res.status).toBe(403);
  });
});

describe('reset requests from places where the admin has not signed in', () => {
  const askFrom = (address: string) =>
    request(ctx.app)
      .post('/api/admin/password-reset')
      .set('X-Forwarded-For', address)
      .send({ email: ADDRESS });

  it('queues ten links an hour from them in all, the 11th none, and still one where the admin signs in', async () => {
    await adminWithEmail();
    // Without X-Forwarded-For: the loopback address becomes a place the admin signed in from.
    await signIn(ctx.app);
    for (let i = 1; i <= 10; i += 1) {
      expect((await askFrom(`203.0.113.${i}`)).body).toEqual({ message: RESET_REQUESTED });
      expect(await outboxRows()).toHaveLength(i);
    }
    expect((await askFrom('203.0.113.11')).body).toEqual({ message: RESET_REQUESTED });
    expect(await outboxRows()).toHaveLength(10);
    await ask(ADDRESS);
    expect(await outboxRows()).toHaveLength(11);
  });
});

describe('POST /api/admin/password-reset/complete', () => {
  it('sets the new password, ends every session of that admin and records it in the audit trail', async () => {
    await adminWithEmail();
    const before = await signIn(ctx.app);
    await ask(ADDRESS);
    const res = await complete(await resetLink());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed' });
    expect((await before.agent.get('/api/admin/session')).status).toBe(401);
    await signIn(ctx.app, { username: TEST_ADMIN.username, password: NEW_PASSWORD });
    expect((await request(ctx.app).post('/api/admin/login').send(TEST_ADMIN)).status).toBe(401);
    const audit = await ctx.database.raw.query('SELECT actor, action, target FROM audit_log');
    expect(audit.rows).toEqual([
      { actor: TEST_ADMIN.username, action: 'admin.password-reset', target: TEST_ADMIN.username },
    ]);
    const { rows } = await ctx.database.raw.query('SELECT password_hash FROM admin_users');
    expect(String(rows[0].password_hash)).toMatch(/^\$2b\$12\$/);
  });

  it('works once: the same link again is 400, and the queued message is then skipped', async () => {
    await adminWithEmail();
    await ask(ADDRESS);
    const token = await resetLink();
    expect((await complete(token)).status).toBe(200);
    const again = await complete(token, 'Another-Council-2029!');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: 'This reset link is invalid or has expired.',
      errors: [{ path: 'token', message: 'This reset link is invalid or has expired.' }],
    });
    expect(await renderQueued()).toBeNull();
  });

  it('refuses an expired link (after one hour)', async () => {
    await adminWithEmail();
    await ask(ADDRESS);
    const token = await resetLink();
    await ctx.database.raw.query(`UPDATE admin_password_resets SET expires_at = now() - interval '1 second'`);
    expect((await complete(token)).status).toBe(400);
    expect(await renderQueued()).toBeNull();
  });

  it("refuses one admin's link with another's reset id in it (the MAC covers the id and salt)", async () => {
    await adminWithEmail();
    await adminWithEmail('second@campaign.example', {
      username: 'second-admin',
      password: TEST_ADMIN.password,
    });
    await ask(ADDRESS);
    await ask('second@campaign.example');
    const [mine, theirs] = [await resetLink(0), await resetLink(1)];
    const forged = `${theirs.split('.')[0]}.${mine.split('.')[1]}`;
    expect(forged).not.toBe(theirs);
    expect((await complete(forged)).status).toBe(400);
  });

  it('refuses a link sent before any later password change', async () => {
    await adminWithEmail();
    await ask(ADDRESS);
    const token = await resetLink();
    const signedIn = await signIn(ctx.app);
    const changed = await signedIn.agent
      .post('/api/admin/password')
      .set('X-CSRF-Token', signedIn.csrfToken)
      .send({
        currentPassword: TEST_ADMIN.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
    expect(changed.status).toBe(200);
    expect((await complete(token, 'Another-Council-2029!')).status).toBe(400);
  });

  it('refuses a link of a disabled admin', async () => {
    await adminWithEmail();
    await ask(ADDRESS);
    const token = await resetLink();
    await ctx.database.raw.query('UPDATE admin_users SET disabled = true');
    expect((await complete(token)).status).toBe(400);
  });

  it('refuses an altered, unknown or malformed token and changes nothing', async () => {
    await adminWithEmail();
    await ask(ADDRESS);
    const token = await resetLink();
    const [id, mac] = token.split('.');
    const flipped = `${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const bad of [flipped, `${Number(id) + 1}.${mac}`, 'garbage', `${id}.${mac}x`]) {
      expect((await complete(bad)).status).toBe(400);
    }
    // Control: the genuine token still works.
    expect((await complete(token)).status).toBe(200);
  });

  it('refuses a token whose id has a leading zero as invalid, not with a server error', async () => {
    await adminWithEmail();
    await ask(ADDRESS);
    const token = await resetLink();
    // It names the same row, one character longer than the genuine token: the constant-time
    // comparison would throw on the two lengths if they were not checked first.
    const padded = await complete(`0${token}`);
    expect(padded.status).toBe(400);
    expect(padded.body.errors).toEqual([{ path: 'token', message: RESET_LINK_INVALID }]);
    expect((await complete(token)).status).toBe(200);
  });

  it("applies SPEC's change-password rules and the common-password list, with field errors", async () => {
    await adminWithEmail();
    await ask(ADDRESS);
    const token = await resetLink();
    const short = await complete(token, 'Short1!');
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toEqual({
      path: 'newPassword',
      message: 'Password must be at least 12 characters long',
    });
    const mismatch = await complete(token, NEW_PASSWORD, 'Something-Else-2028');
    expect(mismatch.body.errors).toEqual([{ path: 'confirmPassword', message: "Passwords don't match" }]);
    // "p030710p$e4o" is on the list; in this letter case it meets every rule of SPEC's form.
    const common = await complete(token, 'P030710p$E4O');
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual([{ path: 'newPassword', message: 'This password is too common' }]);
    const missing = await request(ctx.app).post('/api/admin/password-reset/complete').send({});
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toContain('token');
    // None of them used the link up.
    expect((await complete(token)).status).toBe(200);
  });

  it('limits refused attempts per IP: the 6th wrong token in 15 minutes is 429', async () => {
    for (let i = 0; i < 5; i += 1) expect((await complete(`${i}.${'A'.repeat(43)}`)).status).toBe(400);
    expect((await complete(`9.${'A'.repeat(43)}`)).status).toBe(429);
  });
});

// Each row lock with its race forced (tests/helpers/held-lock.ts): the test holds the row, the
// requests read it unlocked first and then wait for its lock, and see what changed meanwhile.
describeOnPostgres('a reset changed while a request waits for its row', () => {
  it('uses a link once when it is completed twice at once: one 200, one 400', async () => {
    await adminWithEmail();
    await ask(ADDRESS);
    const token = await resetLink();
    const answers = await whileRowHeld(
      ctx,
      'SELECT 1 FROM admin_password_resets FOR UPDATE',
      [],
      [() => complete(token), () => complete(token, 'Another-Council-2029!')],
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.message).toBe(RESET_LINK_INVALID);
    const audit = await ctx.database.raw.query('SELECT action FROM audit_log');
    expect(audit.rows).toEqual([{ action: 'admin.password-reset' }]);
  });

  it('queues nothing for an admin disabled while the request waits', async () => {
    await adminWithEmail();
    const [answer] = await whileRowHeld(
      ctx,
      'UPDATE admin_users SET disabled = true WHERE email = $1',
      [ADDRESS],
      [() => ask(ADDRESS)],
    );
    expect(answer.body).toEqual({ message: RESET_REQUESTED });
    expect(await outboxRows()).toEqual([]);
  });
});
