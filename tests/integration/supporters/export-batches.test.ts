import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstBatchRead, newestFirst, newestPerEmail } from '../../../server/supporters/export-batches';
import {
  csvStringifier,
  hasPresets,
  neutralizeFormula,
  openExport,
} from '../../../server/supporters/exports';
import { subscriberSource, volunteerSource } from '../../../server/supporters/people';
import { resetDatabase, testDatabaseForFile, type TestDatabase } from '../../helpers/database';
import { insertVolunteer, minutesAgo } from '../../helpers/supporter-rows';
import { EXPORT_ORIGIN_COLUMNS } from '../../../server/analytics';

// The exports' keyset batches and CSV writer on a few rows with batches of 2, so every batch edge
// (ties, an exact multiple, the last short batch) is reached without the thousands of rows
// admin-export-stream.test.ts streams through the app. No app here: the services alone.
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await testDatabaseForFile();
});
afterAll(() => testDb?.drop());
beforeEach(() => resetDatabase(testDb.database));

const db = () => testDb.database.db;
const raw = () => testDb.database.raw;

async function collect<T>(gen: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of gen) out.push(item);
  return out;
}

/** `n` subscribers, `perTick` to a microsecond, so batch edges fall inside ties. */
async function subscribers(n: number, perTick: number) {
  await raw().query(
    `INSERT INTO newsletters (email, created_at)
     SELECT 'r' || i || '@example.org', timestamptz '2026-01-01 12:00:00.000000+00' - (i / $2) * interval '1 microsecond'
     FROM generate_series(1, $1::int) AS i`,
    [n, perTick],
  );
  const { rows } = await raw().query('SELECT id FROM newsletters ORDER BY created_at DESC, id DESC');
  return rows.map((r) => String(r.id));
}

const ids = (batches: Record<string, unknown>[][]) => batches.flat().map((r) => String(r.id));

describe('newestFirst', () => {
  it('reads every row once, newest first and ties by id, in batches of the size asked', async () => {
    const expected = await subscribers(7, 3);
    const batches = await collect(newestFirst(db(), subscriberSource({}), 2));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2, 1]);
    expect(ids(batches)).toEqual(expected);
  });

  it('ends without an empty batch when the rows fill the last batch exactly', async () => {
    const expected = await subscribers(6, 2);
    const batches = await collect(newestFirst(db(), subscriberSource({}), 2));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2]);
    expect(ids(batches)).toEqual(expected);
  });

  it('yields nothing for no rows, and keeps to the filter across batches', async () => {
    expect(await collect(newestFirst(db(), subscriberSource({}), 2))).toEqual([]);
    await subscribers(5, 1);
    await raw().query(
      `UPDATE newsletters SET status = 'confirmed' WHERE email IN ('r1@example.org', 'r3@example.org', 'r5@example.org')`,
    );
    const batches = await collect(newestFirst(db(), subscriberSource({ status: 'confirmed' }), 2));
    expect(batches.flat().map((r) => r.email)).toEqual([
      'r1@example.org',
      'r3@example.org',
      'r5@example.org',
    ]);
  });
});

describe('newestPerEmail', () => {
  it('gives one row per address whatever its case, the newest sign-up winning, in address order', async () => {
    const r = raw();
    await insertVolunteer(r, { firstName: 'OldA', email: 'a@example.org', at: minutesAgo(9) });
    const newA = await insertVolunteer(r, { firstName: 'NewA', email: 'A@Example.org', at: minutesAgo(1) });
    const b = await insertVolunteer(r, { firstName: 'B', email: 'b@example.org', at: minutesAgo(3) });
    const newC = await insertVolunteer(r, { firstName: 'NewC', email: 'c@example.org', at: minutesAgo(2) });
    await insertVolunteer(r, { firstName: 'OldC', email: 'C@example.org', at: minutesAgo(4) });
    const d = await insertVolunteer(r, { firstName: 'D', email: 'd@example.org', at: minutesAgo(5) });
    const e = await insertVolunteer(r, { firstName: 'E', email: 'e@example.org', at: minutesAgo(6) });
    const batches = await collect(newestPerEmail(db(), volunteerSource({}), 2));
    expect(batches.map((x) => x.length)).toEqual([2, 2, 1]);
    expect(ids(batches)).toEqual([newA, b, newC, d, e]);
  });

  it('ends without an empty batch on an exact multiple, and yields nothing for no rows', async () => {
    expect(await collect(newestPerEmail(db(), volunteerSource({}), 2))).toEqual([]);
    for (const name of ['p', 'q', 'r', 's']) await insertVolunteer(raw(), { firstName: name });
    const batches = await collect(newestPerEmail(db(), volunteerSource({}), 2));
    expect(batches.map((x) => x.length)).toEqual([2, 2]);
  });
});

describe('firstBatchRead', () => {
  it('reads the first batch before the rows are asked for, so a failing query fails the call', async () => {
    async function* failing(): AsyncGenerator<Record<string, unknown>[]> {
      yield await Promise.reject(new Error('relation does not exist'));
    }
    await expect(firstBatchRead(failing())).rejects.toThrow('relation does not exist');
  });

  it('flattens the batches, and gives no rows for none', async () => {
    async function* batches() {
      yield [{ n: 1 }, { n: 2 }];
      yield [{ n: 3 }];
    }
    expect(await collect(await firstBatchRead(batches()))).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    async function* none(): AsyncGenerator<Record<string, unknown>[]> {}
    expect(await collect(await firstBatchRead(none()))).toEqual([]);
  });
});

describe('openExport', () => {
  it("answers a dataset's own columns and rows, newest first, without a preset", async () => {
    await raw().query(`INSERT INTO contacts (first_name, last_name, email, subject, message, created_at)
      VALUES ('Old', 'L', 'old@example.org', 'S', 'M', now() - interval '1 hour'), ('New', 'L', 'new@example.org', 'S', 'M', now())`);
    const { columns, rows } = await openExport(db(), 'contacts', {});
    expect(columns).toEqual([
      'id',
      'firstName',
      'lastName',
      'email',
      'subject',
      'message',
      'createdAt',
      ...EXPORT_ORIGIN_COLUMNS,
    ]);
    expect((await collect(rows)).map((r) => r.firstName)).toEqual(['New', 'Old']);
  });

  it("maps a preset's rows, and holds only confirmed subscribers whatever the filter asks", async () => {
    await raw().query(
      `INSERT INTO newsletters (email, status) VALUES ('reader@example.org', 'confirmed'), ('waiting@example.org', 'pending')`,
    );
    const open = await openExport(db(), 'newsletter', { status: 'pending' }, 'action-network');
    expect(open.columns).toEqual(['email']);
    // The preset's own status wins over the request's: an importer's list is who may be mailed.
    expect(await collect(open.rows)).toEqual([{ email: 'reader@example.org' }]);
    const all = await openExport(db(), 'newsletter', {}, 'action-network');
    expect(await collect(all.rows)).toEqual([{ email: 'reader@example.org' }]);
    const plain = await openExport(db(), 'newsletter', {});
    expect((await collect(plain.rows)).map((r) => r.email).sort()).toEqual([
      'reader@example.org',
      'waiting@example.org',
    ]);
  });

  it('offers presets for volunteers, subscribers and RSVPs only, and exports plainly otherwise', async () => {
    expect(['volunteers', 'newsletter', 'rsvps'].every((n) => hasPresets(n as 'volunteers'))).toBe(true);
    expect(['contacts', 'endorsements', 'testimonials'].some((n) => hasPresets(n as 'contacts'))).toBe(false);
    const { columns } = await openExport(db(), 'contacts', {}, 'action-network');
    expect(columns).toEqual([
      'id',
      'firstName',
      'lastName',
      'email',
      'subject',
      'message',
      'createdAt',
      ...EXPORT_ORIGIN_COLUMNS,
    ]);
  });

  it("keeps the request's own filter under a preset", async () => {
    await insertVolunteer(raw(), { firstName: 'Ann', helpType: 'fundraising' });
    await insertVolunteer(raw(), { firstName: 'Bo', helpType: 'canvassing' });
    const { columns, rows } = await openExport(
      db(),
      'volunteers',
      { helpType: 'canvassing' },
      'action-network',
    );
    expect(columns).toEqual(['email', 'first_name', 'last_name', 'phone', 'help_type']);
    expect((await collect(rows)).map((r) => r.first_name)).toEqual(['Bo']);
  });
});

async function csv(columns: string[], records: Record<string, unknown>[]): Promise<string> {
  const writer = csvStringifier(columns);
  const chunks: string[] = [];
  writer.on('data', (chunk: Buffer | string) => chunks.push(chunk.toString()));
  const done = new Promise((resolve, reject) => {
    writer.on('end', resolve);
    writer.on('error', reject);
  });
  for (const record of records) writer.write(record);
  writer.end();
  await done;
  return chunks.join('');
}

describe('csvStringifier', () => {
  it('writes RFC 4180: a header row, CRLF after each record, line breaks quoted, dates in ISO 8601', async () => {
    const text = await csv(
      ['name', 'note', 'at'],
      [
        { name: 'Ann', note: 'two\nlines', at: new Date('2026-03-01T12:00:00.123Z') },
        { name: 'Bo', note: 'a\rb', at: null },
      ],
    );
    expect(text).toBe('name,note,at\r\nAnn,"two\nlines",2026-03-01T12:00:00.123Z\r\nBo,"a\rb",\r\n');
  });

  it('sends the header row alone for no records', async () => {
    expect(await csv(['id', 'email'], [])).toBe('id,email\r\n');
  });

  it('makes a cell a spreadsheet would run as a formula plain text', async () => {
    const cells = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '1=1', 'plain'];
    const text = await csv(
      ['v'],
      cells.map((v) => ({ v })),
    );
    expect(text).toBe("v\r\n'=1+1\r\n'+1\r\n'-1\r\n'@SUM(A1)\r\n'\tx\r\n1=1\r\nplain\r\n");
    expect(neutralizeFormula('\r=1')).toBe("'\r=1");
    expect(neutralizeFormula('a-b')).toBe('a-b');
  });
});
