import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import request from 'supertest';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { runMigrations } from '../../../server/prepare-database';
import { APPROVAL_STATUSES, HELP_TYPE_VALUES } from '../../../shared/constants';
import { adminAgent, TEST_ADMIN, type SignedIn } from '../../helpers/admin-agent';
import {
  insertContact,
  insertEndorsement,
  insertSubscriber,
  insertTestimonial,
  insertVolunteer,
} from '../../helpers/supporter-rows';
import { useTestApp } from '../../helpers/test-app';

// The dashboard's figures, the daily chart and an unsearched list's X-Total-Count come from the
// counters the supporter tables' triggers keep (migration 0007). Whatever writes the rows (public
// forms, moderation one by one or in bulk, erasure, a DELETE or TRUNCATE by hand, many writers at
// once), each figure must equal a count of the rows themselves.

const ctx = useTestApp();
let admin: SignedIn;

beforeEach(async () => {
  admin = await adminAgent(ctx);
});

const DAY = 86_400_000;
const daysAgo = (d: number, hour = 12) =>
  new Date(
    Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), hour) - d * DAY,
  );

const rowCount = async (sql: string) => Number((await ctx.database.raw.query(sql)).rows[0].n);

/** Every total the admin can see, each beside count(*) of the rows it names. */
async function totalsSeenAndCounted() {
  const lists: [string, string][] = [
    ['/api/admin/volunteers', 'SELECT count(*) AS n FROM volunteers'],
    ['/api/admin/volunteers?hasPhone=true', `SELECT count(*) AS n FROM volunteers WHERE phone <> ''`],
    ['/api/admin/contacts', 'SELECT count(*) AS n FROM contacts'],
    ['/api/admin/newsletter', 'SELECT count(*) AS n FROM newsletters'],
    ['/api/admin/endorsements', 'SELECT count(*) AS n FROM endorsements'],
    ['/api/admin/testimonials', 'SELECT count(*) AS n FROM testimonials'],
    ...HELP_TYPE_VALUES.flatMap((h): [string, string][] => [
      [
        `/api/admin/volunteers?helpType=${h}`,
        `SELECT count(*) AS n FROM volunteers WHERE help_type = '${h}'`,
      ],
      [
        `/api/admin/volunteers?helpType=${h}&hasPhone=true`,
        `SELECT count(*) AS n FROM volunteers WHERE help_type = '${h}' AND phone <> ''`,
      ],
    ]),
    ...APPROVAL_STATUSES.flatMap((s): [string, string][] => [
      [
        `/api/admin/endorsements?status=${s}`,
        `SELECT count(*) AS n FROM endorsements WHERE approved = '${s}'`,
      ],
      [
        `/api/admin/testimonials?status=${s}`,
        `SELECT count(*) AS n FROM testimonials WHERE approved = '${s}'`,
      ],
    ]),
  ];
  const seen: Record<string, number> = {};
  const counted: Record<string, number> = {};
  for (const [url, sql] of lists) {
    const res = await admin.agent.get(`${url}${url.includes('?') ? '&' : '?'}limit=1`);
    expect(res.status).toBe(200);
    seen[url] = Number(res.headers['x-total-count']);
    counted[url] = await rowCount(sql);
  }
  const stats = (await admin.agent.get('/api/admin/stats')).body;
  for (const [figure, sql] of [
    ['volunteers', 'SELECT count(*) AS n FROM volunteers'],
    ['contacts', 'SELECT count(*) AS n FROM contacts'],
    ['newsletters', 'SELECT count(*) AS n FROM newsletters'],
    ['endorsements', `SELECT count(*) AS n FROM endorsements WHERE approved = 'pending'`],
    ['testimonials', `SELECT count(*) AS n FROM testimonials WHERE approved = 'pending'`],
  ]) {
    seen[`stats.${figure}`] = stats[figure];
    counted[`stats.${figure}`] = await rowCount(sql);
  }
  return { seen, counted };
}

/** The daily chart of the last 40 days beside the rows grouped by UTC day. */
async function dailySeenAndCounted() {
  const res = await admin.agent.get('/api/admin/stats/daily?days=40');
  expect(res.status).toBe(200);
  const counted = [];
  for (const day of res.body as { date: string }[]) {
    const on = (table: string) =>
      rowCount(
        `SELECT count(*) AS n FROM ${table} WHERE (created_at AT TIME ZONE 'UTC')::date = '${day.date}'`,
      );
    counted.push({
      date: day.date,
      volunteers: await on('volunteers'),
      endorsements: await on('endorsements'),
      testimonials: await on('testimonials'),
      contacts: await on('contacts'),
      newsletters: await on('newsletters'),
    });
  }
  return { seen: res.body, counted };
}

async function expectEveryFigureExact() {
  const totals = await totalsSeenAndCounted();
  expect(totals.seen).toEqual(totals.counted);
  const daily = await dailySeenAndCounted();
  expect(daily.seen).toEqual(daily.counted);
}

async function seedMixedRows() {
  const raw = ctx.database.raw;
  for (let i = 0; i < 12; i++) {
    await insertVolunteer(raw, {
      firstName: `V${i}`,
      email: i % 4 === 0 ? 'dana@example.org' : `v${i}@example.org`,
      helpType: HELP_TYPE_VALUES[i % HELP_TYPE_VALUES.length],
      phone: ['555-0100', '', undefined][i % 3],
      at: daysAgo(i * 3, i % 2 ? 0 : 23),
    });
    await insertContact(raw, {
      firstName: `C${i}`,
      email: i % 5 === 0 ? 'DANA@example.org' : undefined,
      at: daysAgo(i),
    });
    await insertSubscriber(raw, `s${i}@example.org`, daysAgo(i * 4));
    await insertEndorsement(raw, { name: `E${i}`, status: APPROVAL_STATUSES[i % 3], at: daysAgo(i * 2) });
    await insertTestimonial(raw, {
      name: `T${i}`,
      email: i === 3 ? 'dana@example.org' : undefined,
      status: APPROVAL_STATUSES[(i + 1) % 3],
      at: daysAgo(i),
    });
  }
}

describe('supporter figures kept by counters', () => {
  it('equal the rows themselves after inserts, moderation, bulk moderation, erasure, deletes and a truncate', async () => {
    await seedMixedRows();
    await expectEveryFigureExact();

    // The public forms.
    const volunteer = await request(ctx.app).post('/api/volunteers').send({
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@example.org',
      phone: '555-0199',
      helpType: HELP_TYPE_VALUES[0],
    });
    expect(volunteer.status).toBe(201);
    const endorsement = await request(ctx.app).post('/api/endorsements').send({
      name: 'Robin Diaz',
      endorsement: 'A steady hand for our members, and a fair one.',
      turnstileToken: 'any-token',
      website: '',
    });
    expect(endorsement.status).toBe(201);
    await expectEveryFigureExact();

    // Moderation, one by one and in bulk.
    const pending = (await admin.agent.get('/api/admin/endorsements?status=pending&limit=200')).body;
    const [first, ...rest] = pending.map((e: { id: string }) => e.id);
    const one = await admin.agent
      .patch(`/api/admin/endorsements/${first}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ status: 'approved' });
    expect(one.status).toBe(200);
    const bulk = await admin.agent
      .patch('/api/admin/endorsements')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ ids: rest, status: 'rejected' });
    expect(bulk.status).toBe(200);
    const testimonials = (await admin.agent.get('/api/admin/testimonials?status=pending&limit=200')).body;
    const bulkTestimonials = await admin.agent
      .patch('/api/admin/testimonials')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ ids: testimonials.map((t: { id: string }) => t.id), status: 'approved' });
    expect(bulkTestimonials.status).toBe(200);
    await expectEveryFigureExact();

    // Erasure, then rows deleted and a table emptied by hand.
    const erased = await admin.agent
      .post('/api/admin/erasure')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email: 'dana@example.org', currentPassword: TEST_ADMIN.password });
    expect(erased.status).toBe(200);
    expect(erased.body.volunteers).toBeGreaterThan(0);
    await ctx.database.raw.query(`DELETE FROM volunteers WHERE phone IS NULL`);
    await ctx.database.raw.query(`UPDATE volunteers SET help_type = $1, phone = NULL`, [HELP_TYPE_VALUES[1]]);
    await ctx.database.raw.query('TRUNCATE contacts');
    await expectEveryFigureExact();
    expect((await admin.agent.get('/api/admin/contacts')).headers['x-total-count']).toBe('0');
  });

  it('stay exact with many writers at once', async () => {
    const raw = ctx.database.raw;
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        insertEndorsement(raw, { name: `E${i}`, at: daysAgo(i % 3, (i * 7) % 24) }),
      ),
    );
    // Bulk decisions over overlapping rows and days, all at once, beside new rows.
    const results = await Promise.all([
      ...[0, 1, 2, 3].map((k) =>
        admin.agent
          .patch('/api/admin/endorsements')
          .set('X-CSRF-Token', admin.csrfToken)
          .send({ ids: ids.filter((_, i) => i % 4 !== k), status: k % 2 ? 'approved' : 'rejected' }),
      ),
      ...Array.from({ length: 20 }, (_, i) => insertEndorsement(raw, { name: `N${i}`, at: daysAgo(i % 3) })),
      ...Array.from({ length: 20 }, (_, i) =>
        insertVolunteer(raw, { firstName: `P${i}`, phone: i % 2 ? '555' : undefined, at: daysAgo(i % 3) }),
      ),
    ]);
    for (const r of results.slice(0, 4)) expect((r as { status: number }).status).toBe(200);
    await expectEveryFigureExact();
  });
});

describe('migration 0007 on a database that already holds supporters', () => {
  it('counts the rows written before it', async () => {
    // Every migration up to 0006 from a copy of the folder, rows, then the rest as a deploy would.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    const source = path.resolve(import.meta.dirname, '../../../migrations');
    fs.cpSync(source, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0007');
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
      await insertVolunteer(database.raw, { firstName: 'A', helpType: HELP_TYPE_VALUES[0], phone: '555' });
      await insertVolunteer(database.raw, { firstName: 'B', helpType: HELP_TYPE_VALUES[0], at: daysAgo(2) });
      await insertEndorsement(database.raw, { name: 'E', status: 'approved' });
      await runMigrations(database);
      const { rows } = await database.raw.query(
        `SELECT list, bucket, has_phone AS "hasPhone", day::text AS day, n FROM signup_counts ORDER BY list, day, has_phone`,
      );
      const today = daysAgo(0).toISOString().slice(0, 10);
      expect(rows).toEqual([
        { list: 'endorsements', bucket: 'approved', hasPhone: false, day: today, n: 1 },
        {
          list: 'volunteers',
          bucket: HELP_TYPE_VALUES[0],
          hasPhone: false,
          day: daysAgo(2).toISOString().slice(0, 10),
          n: 1,
        },
        { list: 'volunteers', bucket: HELP_TYPE_VALUES[0], hasPhone: true, day: today, n: 1 },
      ]);
      // And counts from then on.
      await insertVolunteer(database.raw, { firstName: 'C', helpType: HELP_TYPE_VALUES[0], phone: '555' });
      const after = await database.raw.query(
        `SELECT n FROM signup_counts WHERE list = 'volunteers' AND has_phone AND day = $1`,
        [today],
      );
      expect(after.rows).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
