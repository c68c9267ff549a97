import { sql } from 'drizzle-orm';
import { TREND_DAYS, type DelegateCount } from '../../shared/delegates';
import type { Db } from '../db/client';
import { addDays, localDay } from '../jobs/campaign-clock';

// The count's 60-day trend (CONTRACT section 15), rebuilt from the history: each pledge change adds
// one to the pledge it went to and takes one from the pledge it left, on its day in the campaign's
// zone. A delegate created with a pledge has a history row from `none`, so the changes add up to
// today's figures; the days before the window add up to where the first day starts.

interface DayChange {
  day: string;
  hard: number;
  soft: number;
}

export async function pledgeTrend(
  db: Db,
  timeZone: string,
  now = new Date(),
): Promise<DelegateCount['trend']> {
  const { rows } = (await db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(hard)::int AS hard, sum(soft)::int AS soft
    FROM (
      SELECT (h.at AT TIME ZONE ${timeZone})::date AS day,
        (h.to_value = 'hard')::int - (h.from_value = 'hard')::int AS hard,
        (h.to_value = 'soft')::int - (h.from_value = 'soft')::int AS soft
      FROM delegate_history h
      WHERE h.field = 'pledge' AND h.delegate_id IN (SELECT id FROM delegates WHERE kind = 'delegate')
    ) changes
    GROUP BY day`)) as unknown as { rows: DayChange[] };
  const today = localDay(now, timeZone);
  const first = addDays(today, -(TREND_DAYS - 1));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  let hard = 0;
  let soft = 0;
  for (const r of rows)
    if (r.day < first) {
      hard += Number(r.hard);
      soft += Number(r.soft);
    }
  const trend: DelegateCount['trend'] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const change = byDay.get(day);
    hard += Number(change?.hard ?? 0);
    soft += Number(change?.soft ?? 0);
    trend.push({ date: day, hard, soft });
  }
  return trend;
}
