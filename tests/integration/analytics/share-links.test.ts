// CONTRACT section 17's share links: a code for every volunteer and subscriber, offered in their
// e-mail as SITE_URL/?ref=<code>; sign-ups through it credited to that person, once per address,
// never to themselves; the recruiters list and the roles that may read it.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../shared/schema';
import { adminAgent, useSignedInAdmin } from '../../helpers/admin-agent';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp({ RATE_LIMIT_FORMS: '10000', SITE_URL: 'http://site.example' });
const admin = useSignedInAdmin(ctx);

const volunteer = (email: string, extra: Record<string, unknown> = {}) =>
  request(ctx.app)
    .post('/api/volunteers')
    .send({ firstName: 'Ana', lastName: 'Reyes', email, helpType: 'canvassing', ...extra });
const withRef = (ref: string) => ({ attribution: { ref, landingPath: '/', formPath: '/get-involved' } });

/** The share code an e-mail offered, read from its text part. */
async function offeredCode(kind: string, to: string): Promise<string> {
  const rows = await ctx.db.select().from(outbox);
  const message = rows.find((m) => m.kind === kind && m.toAddress === to);
  const code = message?.text?.match(/http:\/\/site\.example\/\?ref=([0-9a-f]{12})\b/)?.[1];
  if (!code) throw new Error(`No share link in the ${kind} message to ${to}: ${message?.text}`);
  return code;
}

const recruiters = async (days = 30) =>
  (await admin.agent.get(`/api/admin/analytics/recruiters?days=${days}`)).body;

describe('share links', () => {
  it("offers a volunteer's own link in the welcome, and credits sign-ups through it by name", async () => {
    await volunteer('ana@example.org');
    const code = await offeredCode('volunteer-welcome', 'ana@example.org');
    await request(ctx.app)
      .post('/api/newsletter')
      .send({ email: 'friend@example.org', ...withRef(code) });
    await volunteer('other@example.org', { firstName: 'Bo', ...withRef(code) });
    const subscribers = (await admin.agent.get('/api/admin/newsletter')).body;
    expect(subscribers[0]).toMatchObject({ email: 'friend@example.org', recruitedBy: { name: 'Ana Reyes' } });
    const volunteers = (await admin.agent.get('/api/admin/volunteers')).body;
    expect(volunteers.find((v: { email: string }) => v.email === 'other@example.org').recruitedBy).toEqual({
      name: 'Ana Reyes',
    });
    expect(await recruiters()).toEqual([{ name: 'Ana Reyes', signups: 2 }]);
  });

  it("offers a subscriber's own link in the confirmation, credited under their address", async () => {
    await request(ctx.app).post('/api/newsletter').send({ email: 'reader@example.org' });
    const code = await offeredCode('newsletter-confirm', 'reader@example.org');
    await volunteer('new@example.org', withRef(code));
    expect((await admin.agent.get('/api/admin/volunteers')).body[0].recruitedBy).toEqual({
      name: 'reader@example.org',
    });
    expect(await recruiters(7)).toEqual([{ name: 'reader@example.org', signups: 1 }]);
  });

  it('gives every volunteer and subscriber a code of their own', async () => {
    for (let i = 0; i < 20; i++) await volunteer(`v${i}@example.org`);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add(await offeredCode('volunteer-welcome', `v${i}@example.org`));
    expect(codes.size).toBe(20);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{12}$/);
  });

  it('credits one sign-up per address, however often and through however many forms it comes back', async () => {
    await volunteer('ana@example.org');
    const code = await offeredCode('volunteer-welcome', 'ana@example.org');
    for (let i = 0; i < 30; i++) await volunteer('Same@Example.org', withRef(code));
    await request(ctx.app)
      .post('/api/contacts')
      .send({
        firstName: 'S',
        lastName: 'S',
        email: 'same@example.org',
        subject: 'x',
        message: 'y',
        ...withRef(code),
      });
    await request(ctx.app)
      .post('/api/newsletter')
      .send({ email: 'same@example.org', ...withRef(code) });
    expect(await recruiters()).toEqual([{ name: 'Ana Reyes', signups: 1 }]);
  });

  it('never credits people with their own sign-ups, and ignores a ref that is no code', async () => {
    await volunteer('ana@example.org');
    const code = await offeredCode('volunteer-welcome', 'ana@example.org');
    await request(ctx.app)
      .post('/api/newsletter')
      .send({ email: 'ana@example.org', ...withRef(code) });
    await volunteer('x@example.org', withRef('flyer-2026'));
    expect(await recruiters()).toEqual([]);
    const volunteers = (await admin.agent.get('/api/admin/volunteers')).body;
    expect(volunteers.find((v: { email: string }) => v.email === 'x@example.org')).toMatchObject({
      recruitedBy: null,
      source: { ref: 'flyer-2026' },
    });
  });

  it('orders recruiters by sign-ups, and refuses a period other than 7, 30 or 90 days', async () => {
    await volunteer('one@example.org', { firstName: 'One' });
    await volunteer('two@example.org', { firstName: 'Two' });
    const one = await offeredCode('volunteer-welcome', 'one@example.org');
    const two = await offeredCode('volunteer-welcome', 'two@example.org');
    await volunteer('a@example.org', withRef(two));
    await volunteer('b@example.org', withRef(two));
    await volunteer('c@example.org', withRef(one));
    expect(await recruiters(90)).toEqual([
      { name: 'Two Reyes', signups: 2 },
      { name: 'One Reyes', signups: 1 },
    ]);
    for (const days of ['1', '31', 'abc', '7.0']) {
      const res = await admin.agent.get(`/api/admin/analytics/recruiters?days=${days}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe('days');
    }
  });

  it('lets editors read the recruiters, and no viewer, moderator or coordinator (403)', async () => {
    const editor = await adminAgent(ctx, {
      username: 'ed-itor',
      password: 'Editor-password-1!',
      role: 'editor',
    });
    expect((await editor.agent.get('/api/admin/analytics/recruiters')).status).toBe(200);
    for (const role of ['viewer', 'moderator', 'coordinator']) {
      const other = await adminAgent(ctx, { username: `${role}-one`, password: 'Some-password-1!', role });
      const res = await other.agent.get('/api/admin/analytics/recruiters');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'You do not have permission to do that.' });
    }
  });
});
