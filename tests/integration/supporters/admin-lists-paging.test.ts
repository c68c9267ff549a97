import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertContact, insertEndorsement, insertVolunteer, minutesAgo } from '../../helpers/supporter-rows';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const LISTS = ['volunteers', 'contacts', 'newsletter', 'endorsements', 'testimonials'];

async function sixtyVolunteers() {
  await ctx.database.raw.query(
    `INSERT INTO volunteers (first_name, last_name, email, help_type, created_at)
     SELECT 'V' || i, 'Rivera', 'v' || i || '@example.org',
            CASE WHEN i % 3 = 0 THEN 'fundraising' ELSE 'canvassing' END, now() - i * interval '1 minute'
     FROM generate_series(1, 60) AS i`,
  );
}

describe('paging the admin lists', () => {
  it('answers 50 newest first by default, with the total in X-Total-Count', async () => {
    await sixtyVolunteers();
    const res = await admin.agent.get('/api/admin/volunteers');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('60');
    expect(res.body).toHaveLength(50);
    expect(res.body[0].firstName).toBe('V1');
    expect(res.body[49].firstName).toBe('V50');
  });

  it('pages with limit and offset without overlap, and the total stays that of every match', async () => {
    await sixtyVolunteers();
    const first = await admin.agent.get('/api/admin/volunteers?limit=25&offset=0');
    const third = await admin.agent.get('/api/admin/volunteers?limit=25&offset=50');
    expect(first.body.map((v: { firstName: string }) => v.firstName).slice(0, 2)).toEqual(['V1', 'V2']);
    expect(third.body.map((v: { firstName: string }) => v.firstName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `V${51 + i}`),
    );
    expect(third.headers['x-total-count']).toBe('60');
    const beyond = await admin.agent.get('/api/admin/volunteers?offset=500');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('60');
  });

  it('accepts a limit of 200 and filters volunteers by help type', async () => {
    await sixtyVolunteers();
    const res = await admin.agent.get('/api/admin/volunteers?limit=200&helpType=fundraising');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('20');
    expect(new Set(res.body.map((v: { helpType: string }) => v.helpType))).toEqual(new Set(['fundraising']));
  });

  it('counts volunteers with a phone number for the dashboard figures', async () => {
    await insertVolunteer(ctx.database.raw, { firstName: 'Phoned', phone: '555-0100' });
    await insertVolunteer(ctx.database.raw, { firstName: 'Silent' });
    const res = await admin.agent.get('/api/admin/volunteers?hasPhone=true&limit=1');
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body.map((v: { firstName: string }) => v.firstName)).toEqual(['Phoned']);
    expect((await admin.agent.get('/api/admin/volunteers?hasPhone=yes')).status).toBe(400);
  });

  it('filters endorsements and testimonials by status, with the total of that status', async () => {
    await insertEndorsement(ctx.database.raw, { name: 'A', status: 'pending', at: minutesAgo(3) });
    await insertEndorsement(ctx.database.raw, { name: 'B', status: 'approved', at: minutesAgo(2) });
    await insertEndorsement(ctx.database.raw, { name: 'C', status: 'pending', at: minutesAgo(1) });
    const res = await admin.agent.get('/api/admin/endorsements?status=pending&limit=1');
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body.map((e: { name: string }) => e.name)).toEqual(['C']);
  });

  it.each(LISTS)('answers an empty %s list as [] with a total of 0', async (list) => {
    const res = await admin.agent.get(`/api/admin/${list}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});

describe('bad list queries', () => {
  const limitError = 'Limit must be a whole number from 1 to 200';
  it.each([
    ['limit=0', 'limit', limitError],
    ['limit=abc', 'limit', limitError],
    ['limit=201', 'limit', limitError],
    ['limit=-5', 'limit', limitError],
    ['limit=1.5', 'limit', limitError],
    ['offset=-1', 'offset', 'Offset must be a whole number, 0 or more'],
    ['offset=x', 'offset', 'Offset must be a whole number, 0 or more'],
    [`q=${'a'.repeat(1000)}`, 'q', 'Search must be at most 200 characters'],
    ['q=a&q=b', 'q', 'Search must be text'],
  ])('answers ?%s on every list with 400 on %s', async (query, path, message) => {
    for (const list of LISTS) {
      const res = await admin.agent.get(`/api/admin/${list}?${query}`);
      expect(res.status, list).toBe(400);
      expect(res.body).toEqual({ message, errors: [{ path, message }] });
    }
  });

  it('refuses an unknown help type or status with a field error', async () => {
    const help = await admin.agent.get('/api/admin/volunteers?helpType=juggling');
    expect(help.status).toBe(400);
    expect(help.body.errors[0].path).toBe('helpType');
    for (const list of ['endorsements', 'testimonials']) {
      const res = await admin.agent.get(`/api/admin/${list}?status=archived`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'status', message: 'Status must be pending, approved or rejected' },
      ]);
    }
  });

  it('still lists the rows after a refused query: nothing was changed', async () => {
    await insertVolunteer(ctx.database.raw, { firstName: 'Dana' });
    await insertContact(ctx.database.raw, { firstName: 'Ann' });
    expect((await admin.agent.get('/api/admin/volunteers?limit=0')).status).toBe(400);
    expect((await admin.agent.get('/api/admin/volunteers')).headers['x-total-count']).toBe('1');
    expect((await admin.agent.get('/api/admin/contacts')).headers['x-total-count']).toBe('1');
  });
});
