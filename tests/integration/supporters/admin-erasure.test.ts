import { afterEach, describe, expect, it } from 'vitest';
import { compactErasedTables, compactorFor } from '../../../server/supporters/erasure-compaction';
import { TEST_ADMIN, useSignedInAdmin } from '../../helpers/admin-agent';
import {
  insertContact,
  insertEndorsement,
  insertSubscriber,
  insertTestimonial,
  insertVolunteer,
} from '../../helpers/supporter-rows';
import { PUBLIC_CACHE_ON, readBeforeAndAfter } from '../../helpers/public-reader';
import { useTestApp } from '../../helpers/test-app';

// The public cache is on, as in production: an erased story leaves the public site at once.
const ctx = useTestApp(PUBLIC_CACHE_ON);
const admin = useSignedInAdmin(ctx);
// The table files are rewritten after the answer: each test waits for that before the next one.
const compactor = () => compactorFor(ctx.database, (err) => ctx.serverErrors.push(err));
afterEach(() => compactor().idle());

const erase = (body: object) =>
  admin.agent.post('/api/admin/erasure').set('X-CSRF-Token', admin.csrfToken).send(body);
const count = async (table: string) =>
  Number((await ctx.database.raw.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

async function seedPerson() {
  const raw = ctx.database.raw;
  await insertVolunteer(raw, { firstName: 'Dana', email: 'dana@example.org' });
  await insertVolunteer(raw, { firstName: 'Dana', email: 'DANA@Example.org' });
  await insertContact(raw, { firstName: 'Dana', email: 'dana@example.org' });
  await insertSubscriber(raw, 'dana@example.org');
  await insertTestimonial(raw, { name: 'Dana', email: 'dana@example.org', status: 'approved' });
  // Someone else, who stays.
  await insertVolunteer(raw, { firstName: 'Sam', email: 'sam@example.org' });
  await insertContact(raw, { firstName: 'Sam', email: 'sam@example.org' });
  await insertSubscriber(raw, 'dana@example.org.uk');
  await insertEndorsement(raw, { name: 'Dana' });
}

describe('POST /api/admin/erasure', () => {
  it('deletes every row with the address in any case, answers the counts, and audits without the address', async () => {
    await seedPerson();
    let res = undefined as unknown as Awaited<ReturnType<typeof erase>>;
    const stories = await readBeforeAndAfter(ctx, '/api/testimonials/approved', async () => {
      res = await erase({ email: '  Dana@EXAMPLE.org ', currentPassword: TEST_ADMIN.password });
    });
    expect(stories.before.body).toHaveLength(1);
    expect(stories.after.body).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ volunteers: 2, contacts: 1, newsletter: 1, testimonials: 1, delegates: 0 });
    expect([await count('volunteers'), await count('contacts'), await count('newsletters')]).toEqual([
      1, 1, 1,
    ]);
    expect(await count('testimonials')).toBe(0);
    expect(await count('endorsements')).toBe(1);
    const { rows } = await ctx.database.raw.query(`SELECT actor, action, target, details FROM audit_log`);
    expect(rows).toEqual([
      {
        actor: 'campaign-admin',
        action: 'supporter.erase',
        target: null,
        details: {
          volunteers: 2,
          contacts: 1,
          newsletter: 1,
          testimonials: 1,
          delegates: 0,
          rsvps: 0,
          outbox: expect.any(Number),
        },
      },
    ]);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('dana');
  });

  it('answers zeros for an address it does not hold', async () => {
    const res = await erase({ email: 'nobody@example.org', currentPassword: TEST_ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ volunteers: 0, contacts: 0, newsletter: 0, testimonials: 0, delegates: 0 });
  });

  it.each([
    [{ email: 'dana@example.org' }, 'currentPassword', 'Current password is required'],
    [{ email: 'dana@example.org', currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [
      { email: 'dana@example.org', currentPassword: 'wrong-password' },
      'currentPassword',
      'Current password is incorrect',
    ],
    [
      { email: 'not-an-address', currentPassword: TEST_ADMIN.password },
      'email',
      'Please enter a valid email address',
    ],
    [{ currentPassword: TEST_ADMIN.password }, 'email', 'Email is required'],
  ])('answers %j with 400 on %s and deletes nothing', async (body, path, message) => {
    await seedPerson();
    const res = await erase(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await count('volunteers')).toBe(3);
    expect(await count('testimonials')).toBe(1);
    expect(await count('audit_log')).toBe(0);
  });

  it('needs a signed-in admin and the CSRF token', async () => {
    await seedPerson();
    const noToken = await admin.agent.post('/api/admin/erasure').send({
      email: 'dana@example.org',
      currentPassword: TEST_ADMIN.password,
    });
    expect(noToken.status).toBe(403);
    expect(await count('volunteers')).toBe(3);
  });

  it('asks for the table files to be rewritten in the same transaction, and does it after the answer', async () => {
    await seedPerson();
    // The request row is written with the erasure: were the server stopped now, its next start would
    // find it (server/index.ts) and finish the work.
    const res = await erase({ email: 'dana@example.org', currentPassword: TEST_ADMIN.password });
    expect(res.status).toBe(200);
    await compactor().idle();
    expect(await count('erasure_compactions')).toBe(0);
  });

  it('finishes a rewrite left over by a stopped server, and has nothing to do when none is left', async () => {
    await ctx.database.raw.query('INSERT INTO erasure_compactions DEFAULT VALUES');
    expect(await compactErasedTables(ctx.database)).toBe(true);
    expect(await count('erasure_compactions')).toBe(0);
    expect(await compactErasedTables(ctx.database)).toBe(false);
  });

  it('also deletes the outbox copies of messages sent to the address', async () => {
    await ctx.database.raw.query(
      `INSERT INTO outbox (kind, to_address, subject) VALUES ('test', 'Dana@Example.org', 'Welcome'), ('test', 'sam@example.org', 'Welcome')`,
    );
    const res = await erase({ email: 'dana@example.org', currentPassword: TEST_ADMIN.password });
    expect(res.body).toEqual({ volunteers: 0, contacts: 0, newsletter: 0, testimonials: 0, delegates: 0 });
    await compactor().idle();
    const { rows } = await ctx.database.raw.query('SELECT to_address FROM outbox');
    expect(rows).toEqual([{ to_address: 'sam@example.org' }]);
    const audit = await ctx.database.raw.query('SELECT details FROM audit_log');
    expect(audit.rows[0].details).toMatchObject({ outbox: 1 });
  });
});
