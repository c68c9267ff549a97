import { sql } from 'drizzle-orm';
import type { DailyStat } from '../../shared/api-types';
import type { Db } from '../db/client';

// Sign-ups per UTC calendar day for the dashboard's chart (CONTRACT section 9): one item per day,
// oldest first, empty days included. Each table is counted once, grouped by day, over a created_at
// range its created_at index serves; generate_series supplies the days that have nothing.

const TABLES = ['volunteers', 'endorsements', 'testimonials', 'contacts', 'newsletters'] as const;

const perDay = (table: string) =>
  sql.raw(`${table}_per_day AS (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
    FROM ${table}, bounds
    WHERE created_at >= bounds.since AND created_at < bounds.until
    GROUP BY 1)`);

export async function dailyStats(db: Db, days: number): Promise<DailyStat[]> {
  const counts = TABLES.map((t) => `coalesce(${t}_per_day.n, 0) AS ${t}`).join(', ');
  const joins = TABLES.map((t) => `LEFT JOIN ${t}_per_day ON ${t}_per_day.day = days.day`).join(' ');
  const result = (await db.execute(sql`
    WITH bounds AS (
      SELECT ((now() AT TIME ZONE 'UTC')::date - (${days}::int - 1)) AS first_day,
             (((now() AT TIME ZONE 'UTC')::date - (${days}::int - 1))::timestamp AT TIME ZONE 'UTC') AS since,
             (((now() AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC') AS until
    ),
    days AS (
      SELECT (first_day + i) AS day FROM bounds, generate_series(0, ${days}::int - 1) AS i
    ),
    ${sql.join(TABLES.map(perDay), sql`, `)}
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date, ${sql.raw(counts)}
    FROM days ${sql.raw(joins)}
    ORDER BY days.day`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    date: String(row.date),
    volunteers: Number(row.volunteers),
    endorsements: Number(row.endorsements),
    testimonials: Number(row.testimonials),
    contacts: Number(row.contacts),
    newsletters: Number(row.newsletters),
  }));
}
