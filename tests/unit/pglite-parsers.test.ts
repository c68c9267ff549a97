import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, pgliteDatabase, type Database } from '../../server/db/client';
import { scaled } from '../helpers/machine-speed';

// server/db/client.ts sets drizzle's parsers on a PGlite client once (issue 23: PGlite copied its
// whole parser table for every drizzle query). PGlite sets its array parsers as it starts, so a
// client wrapped before it is ready would lose them; a clone (as the integration tests make) is
// ready when clone() resolves.
// Each PGlite start is seconds of CPU (2 s quiet, over 5 s in CI beside tsc, eslint and the other
// unit worker), so this file's limits scale with the machine as the integration tests' do.
const LIMIT = scaled(30_000);

const INSTANT = '2026-01-02 03:04:05+00';

describe('drizzle parsers on PGlite', { timeout: LIMIT }, () => {
  let template: PGlite;
  let clone: PGlite;
  let database: Database;

  beforeAll(async () => {
    template = await createPglite();
    clone = (await template.clone()) as PGlite;
    await clone.waitReady;
    database = pgliteDatabase(clone);
  }, LIMIT);

  afterAll(async () => {
    await database.close();
    await template.close();
  }, LIMIT);

  it('drizzle reads dates and arrays of them as PostgreSQL writes them, on a clone', async () => {
    const result = await database.db.execute(
      sql`SELECT ${INSTANT}::timestamptz AS t, ARRAY[${INSTANT}::timestamptz] AS a, 1.50::numeric AS n`,
    );
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(row).toEqual({ t: INSTANT, a: `{"${INSTANT}"}`, n: '1.50' });
  });

  it('raw queries keep PGlite’s own values: Date, and arrays of Date', async () => {
    const { rows } = await database.raw.query(
      `SELECT '${INSTANT}'::timestamptz AS t, ARRAY['${INSTANT}'::timestamptz] AS a`,
    );
    const instant = new Date('2026-01-02T03:04:05Z');
    expect(rows[0]).toEqual({ t: instant, a: [instant] });
  });

  it('drizzle queries in a transaction read the same way', async () => {
    const value = await database.db.transaction(async (tx) => {
      const result = await tx.execute(sql`SELECT ARRAY[${INSTANT}::timestamptz] AS a`);
      return (result as unknown as { rows: Record<string, unknown>[] }).rows[0].a;
    });
    expect(value).toBe(`{"${INSTANT}"}`);
  });

  it('refuses a client that is not ready yet, whose start would undo the parsers', async () => {
    const early = new PGlite();
    try {
      expect(() => pgliteDatabase(early)).toThrow(/before it is ready/);
    } finally {
      await early.waitReady;
      await early.close();
    }
  });
});
