import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchCondition } from '../../../server/db/list-query';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import {
  insertContact,
  insertEndorsement,
  insertSubscriber,
  insertTestimonial,
  insertVolunteer,
} from '../../helpers/supporter-rows';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

async function search(list: string, q: string, field: string) {
  const res = await admin.agent.get(`/api/admin/${list}`).query({ q });
  expect(res.status).toBe(200);
  expect(res.headers['x-total-count']).toBe(String(res.body.length));
  return res.body.map((row: Record<string, string>) => row[field]).sort();
}

describe('searching the admin lists with q', () => {
  it('finds volunteers by first or last name, by "first last" and by an e-mail fragment, in any case', async () => {
    const raw = ctx.database.raw;
    await insertVolunteer(raw, { firstName: 'Dana', lastName: 'Okafor', email: 'dana.o@union.example' });
    await insertVolunteer(raw, { firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.org' });
    expect(await search('volunteers', 'dana', 'firstName')).toEqual(['Dana']);
    expect(await search('volunteers', 'OKAF', 'firstName')).toEqual(['Dana']);
    expect(await search('volunteers', 'Dana Okafor', 'firstName')).toEqual(['Dana']);
    expect(await search('volunteers', 'union.exa', 'firstName')).toEqual(['Dana']);
    expect(await search('volunteers', '  sam  ', 'firstName')).toEqual(['Sam']);
    expect(await search('volunteers', 'nobody', 'firstName')).toEqual([]);
  });

  it('answers the total of every match on full, partial, empty and past-the-end pages', async () => {
    const raw = ctx.database.raw;
    for (let i = 0; i < 7; i++)
      await insertVolunteer(raw, { firstName: `Match${i}`, email: `m${i}@union.example` });
    await insertVolunteer(raw, { firstName: 'Other', email: 'other@example.org' });
    const page = async (limit: number, offset: number) => {
      const res = await admin.agent.get('/api/admin/volunteers').query({ q: 'union.example', limit, offset });
      expect(res.status).toBe(200);
      return [res.body.length, res.headers['x-total-count']];
    };
    expect(await page(3, 0)).toEqual([3, '7']);
    expect(await page(3, 3)).toEqual([3, '7']);
    expect(await page(3, 6)).toEqual([1, '7']);
    expect(await page(7, 0)).toEqual([7, '7']);
    expect(await page(10, 0)).toEqual([7, '7']);
    expect(await page(3, 7)).toEqual([0, '7']);
    expect(await page(3, 50)).toEqual([0, '7']);
    const none = await admin.agent.get('/api/admin/volunteers').query({ q: 'nobody-at-all' });
    expect([none.body.length, none.headers['x-total-count']]).toEqual([0, '0']);
  });

  it('combines q with the help type filter', async () => {
    await insertVolunteer(ctx.database.raw, { firstName: 'Ann', helpType: 'fundraising' });
    await insertVolunteer(ctx.database.raw, { firstName: 'Anna', helpType: 'canvassing' });
    const res = await admin.agent.get('/api/admin/volunteers?q=ann&helpType=canvassing');
    expect(res.body.map((v: { firstName: string }) => v.firstName)).toEqual(['Anna']);
  });

  it('finds contacts by name, e-mail, subject and message', async () => {
    const raw = ctx.database.raw;
    await insertContact(raw, { firstName: 'Ann', subject: 'Pension question', message: 'About the fund' });
    await insertContact(raw, { firstName: 'Bo', subject: 'Rally', message: 'Can I bring a banner?' });
    expect(await search('contacts', 'pension', 'firstName')).toEqual(['Ann']);
    expect(await search('contacts', 'BANNER', 'firstName')).toEqual(['Bo']);
    expect(await search('contacts', 'bo@example', 'firstName')).toEqual(['Bo']);
  });

  it('finds newsletter sign-ups by e-mail fragment', async () => {
    await insertSubscriber(ctx.database.raw, 'reader@local17.example');
    await insertSubscriber(ctx.database.raw, 'other@example.org');
    expect(await search('newsletter', 'LOCAL17', 'email')).toEqual(['reader@local17.example']);
  });

  it('finds endorsements by name, title and text, and stories by name, e-mail and story', async () => {
    const raw = ctx.database.raw;
    await insertEndorsement(raw, { name: 'Pat', title: 'Steward, Local 17', text: 'A fighter' });
    await insertEndorsement(raw, { name: 'Lou', title: null, text: 'Trustworthy and steady' });
    expect(await search('endorsements', 'steward', 'name')).toEqual(['Pat']);
    expect(await search('endorsements', 'steady', 'name')).toEqual(['Lou']);
    await insertTestimonial(raw, { name: 'Mo', email: 'mo@nurses.example', story: 'Night shifts' });
    await insertTestimonial(raw, { name: 'Jo', email: 'jo@example.org', story: 'Our contract' });
    expect(await search('testimonials', 'nurses', 'name')).toEqual(['Mo']);
    expect(await search('testimonials', 'contract', 'name')).toEqual(['Jo']);
    expect(await search('testimonials', 'jo', 'name')).toEqual(['Jo']);
  });

  it('treats %, _ and \\ as themselves, not as wildcards', async () => {
    const raw = ctx.database.raw;
    await insertContact(raw, { firstName: 'Pct', message: 'A 5% raise' });
    await insertContact(raw, { firstName: 'Under', message: 'snake_case' });
    await insertContact(raw, { firstName: 'Slash', message: 'back\\slash' });
    await insertContact(raw, { firstName: 'Plain', message: 'nothing special here' });
    expect(await search('contacts', '%', 'firstName')).toEqual(['Pct']);
    expect(await search('contacts', '_', 'firstName')).toEqual(['Under']);
    expect(await search('contacts', '\\', 'firstName')).toEqual(['Slash']);
    expect(await search('contacts', "'; DROP TABLE contacts; --", 'firstName')).toEqual([]);
    expect(await search('contacts', '.*', 'firstName')).toEqual([]);
    expect((await admin.agent.get('/api/admin/contacts')).body).toHaveLength(4);
  });

  it('finds with one- and two-character searches too (too short for trigrams)', async () => {
    await insertVolunteer(ctx.database.raw, { firstName: 'Xi', email: 'xi@example.org' });
    await insertVolunteer(ctx.database.raw, { firstName: 'Bo', email: 'bo@example.org' });
    expect(await search('volunteers', 'b', 'firstName')).toEqual(['Bo']);
    expect(await search('volunteers', 'XI', 'firstName')).toEqual(['Xi']);
  });

  it('answers an empty q as no search', async () => {
    await insertSubscriber(ctx.database.raw, 'a@example.org');
    expect(await search('newsletter', '   ', 'email')).toEqual(['a@example.org']);
  });
});

describe('the search indexes', () => {
  it.each(['volunteers', 'contacts', 'newsletters', 'endorsements', 'testimonials'] as const)(
    'serve a search of %s from its trigram index',
    async (table) => {
      // The planner prefers a scan on a tiny table; forbidding scans shows that the index covers the
      // very condition the list queries build (a mismatched expression would scan all the same).
      const plan = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return tx.execute(
          sql`EXPLAIN SELECT id FROM ${sql.raw(table)} WHERE ${searchCondition(table, 'example')}`,
        );
      });
      expect(JSON.stringify(plan)).toContain(`${table}_search_idx`);
    },
  );
});
