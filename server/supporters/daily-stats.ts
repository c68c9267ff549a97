import { sql } from 'drizzle-orm';
import type { DailyStat } from '../../shared/api-types';
import { signupCounts } from '../../shared/schema';
import type { Db } from '../db/client';

// Sign-ups per UTC calendar day for the dashboard's chart (CONTRACT section 9): one item per day,
// oldest first, empty days included. The triggers' counters (signup-counts.ts) are already per UTC
// day, so this adds up at most a few counters per list and day; generate_series supplies the days.

export async function dailyStats(db: Db, days: number): Promise<DailyStat[]> {
  const perList = signupCounts.list.enumValues.map(
    (list) => `coalesce(sum(c.n) FILTER (WHERE c.list = '${list}'), 0) AS ${list}`,
  );
  const result = (await db.execute(sql`
    WITH bounds AS (
      SELECT (now() AT TIME ZONE 'UTC')::date - (${days}::int - 1) AS first_day
    ),
    days AS (
      SELECT (first_day + i) AS day FROM bounds, generate_series(0, ${days}::int - 1) AS i
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date, ${sql.raw(perList.join(', '))}
    FROM days LEFT JOIN signup_counts c ON c.day = days.day
    GROUP BY days.day
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
