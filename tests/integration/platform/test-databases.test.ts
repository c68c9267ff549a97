import { expect, it } from 'vitest';
import { testDatabaseForFile, type TestDatabase } from '../../helpers/database';
import { describeOnPglite } from '../../helpers/test-app';

// The test databases themselves: on PGlite a worker hands its next file a clone another file gave
// back (tests/helpers/database.ts), which must then be the migrated template again, rows, triggers
// and session alike, or files would see each other's work.

/** Every table's rows, in a fixed order and in UTC whatever the session's zone. */
async function everyRow({ database }: TestDatabase): Promise<Record<string, string>> {
  const { rows: tables } = await database.raw.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const zone = (await database.raw.query(`SELECT current_setting('TimeZone') AS zone`)).rows[0].zone;
  await database.raw.query(`SET TIME ZONE 'UTC'`);
  const all: Record<string, string> = {};
  for (const { tablename } of tables) {
    const { rows } = await database.raw.query(
      `SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text AS rows FROM public."${String(tablename)}" t`,
    );
    all[String(tablename)] = String(rows[0].rows);
  }
  await database.raw.query(`SET TIME ZONE '${String(zone)}'`);
  return all;
}

describeOnPglite('a PGlite test database given back and handed out again', () => {
  it('is the template again: rows, counts, triggers and time zone', async () => {
    const zoneOf = async ({ database }: TestDatabase) =>
      (await database.raw.query(`SELECT current_setting('TimeZone') AS zone`)).rows[0].zone;
    const first = await testDatabaseForFile();
    const template = await everyRow(first);
    const templateZone = await zoneOf(first);
    expect(Number(JSON.parse(template.site_pages).length)).toBeGreaterThan(0);
    // What a file may leave behind: seeded rows changed or gone, rows of its own (a trigger counts
    // the sign-up), a time zone for its session.
    await first.database.raw.query(`UPDATE site_pages SET updated_at = updated_at - interval '1 day'`);
    await first.database.raw.query(`DELETE FROM videos`);
    await first.database.raw.query(
      `INSERT INTO volunteers (first_name, last_name, email, help_type) VALUES ('Left', 'Behind', 'left@example.org', 'other')`,
    );
    await first.database.raw.query(`SET TIME ZONE 'Pacific/Kiritimati'`);
    expect(await everyRow(first)).not.toEqual(template);
    await first.drop();

    // Anything of that file still running is refused, as by a closed database.
    await expect(first.database.raw.query('SELECT 1')).rejects.toThrow('PGlite is closed');

    const next = await testDatabaseForFile();
    try {
      expect(await everyRow(next)).toEqual(template);
      expect(await zoneOf(next)).toBe(templateZone);
      // The counting trigger is on again: a sign-up counts.
      await next.database.raw.query(
        `INSERT INTO volunteers (first_name, last_name, email, help_type) VALUES ('New', 'One', 'new@example.org', 'other')`,
      );
      expect(JSON.parse((await everyRow(next)).signup_counts)).not.toEqual([]);
    } finally {
      await next.drop();
    }
  });
});
