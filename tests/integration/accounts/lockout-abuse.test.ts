import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, TEST_ADMIN } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

// Issue 34, finding 9: a stranger could lock a known admin out of sign-in and recovery together.
// Ten wrong passwords from eleven addresses made the right password 429 for 15 minutes, and three
// reset requests an hour from one address used up the admin's reset links. CONTRACT section 10:
// the right password from an address where the account signed in during the last 30 days is not
// held by the per-username limit (the per-IP one still holds); reset requests count per admin and
// requesting address. Each test plays the attack first, then the admin.
const ctx = useTestApp({ TRUST_PROXY: '1' });

const HOME = '198.51.100.7';
const STAFF = 'staff@campaign.example';
let stranger = 0;
/** A fresh address of the stranger's (an IPv6 /48 holds 65,536 /64s). */
const strangerAddress = () => `2001:db8:${(stranger += 1).toString(16)}::1`;

const login = (body: object, from: string) =>
  request(ctx.app).post('/api/admin/login').set('X-Forwarded-For', from).send(body);
const wrong = { username: TEST_ADMIN.username, password: 'a-wrong-guess' };

beforeEach(async () => {
  const id = await insertAdmin(ctx.db);
  await ctx.database.raw.query('UPDATE admin_users SET email = $1 WHERE id = $2', [STAFF, id]);
});

/** Ten wrong passwords for the admin's name, from as many addresses. */
async function lockTheUsername() {
  for (let i = 0; i < 10; i += 1) expect((await login(wrong, strangerAddress())).status).toBe(401);
  expect((await login(TEST_ADMIN, strangerAddress())).status).toBe(429);
}

describe('the per-username limit, turned against the admin', () => {
  it('lets the right password in from an address the account signed in from in the last 30 days', async () => {
    expect((await login(TEST_ADMIN, HOME)).status).toBe(200);
    await lockTheUsername();
    const res = await login(TEST_ADMIN, HOME);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ admin: { username: TEST_ADMIN.username, role: 'admin' } });
  });

  it('still holds a wrong password from that address, and the right one from any other', async () => {
    expect((await login(TEST_ADMIN, HOME)).status).toBe(200);
    await lockTheUsername();
    expect((await login(wrong, HOME)).status).toBe(429);
    expect((await login(TEST_ADMIN, '203.0.113.9')).status).toBe(429);
  });

  it('forgets an address 30 days after its last sign-in', async () => {
    expect((await login(TEST_ADMIN, HOME)).status).toBe(200);
    await ctx.database.raw.query(`UPDATE admin_sign_in_places SET last_at = now() - interval '31 days'`);
    await lockTheUsername();
    expect((await login(TEST_ADMIN, HOME)).status).toBe(429);
  });

  it('keeps the per-IP limit at that address', async () => {
    expect((await login(TEST_ADMIN, HOME)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(wrong, HOME)).status).toBe(401);
    expect((await login(TEST_ADMIN, HOME)).status).toBe(429);
  });
});

describe('reset links, used up by a stranger', () => {
  const ask = (from: string) =>
    request(ctx.app).post('/api/admin/password-reset').set('X-Forwarded-For', from).send({ email: STAFF });
  const queued = async () =>
    (
      await ctx.database.raw.query(
        `SELECT count(*)::int AS n FROM outbox WHERE kind = 'admin-password-reset'`,
      )
    ).rows[0].n as number;

  it('counts per admin and requesting address: the admin still gets a link after a stranger’s three', async () => {
    const from = strangerAddress();
    for (let i = 0; i < 5; i += 1) expect((await ask(from)).status).toBe(200);
    expect(await queued()).toBe(3);
    expect((await ask(HOME)).status).toBe(200);
    expect(await queued()).toBe(4);
  });

  it('keeps the admin’s link where they sign in even after strangers from many addresses', async () => {
    expect((await login(TEST_ADMIN, HOME)).status).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      const from = strangerAddress();
      for (let j = 0; j < 3; j += 1) await ask(from);
    }
    const before = await queued();
    expect((await ask(HOME)).status).toBe(200);
    expect(await queued()).toBe(before + 1);
  });
});
