import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveSlugs } from '../posts';
import { publicEventSlugs } from '../events';
import { EVENT_PATH, POST_PATH } from '../web/route-paths';
import type { Batch, PathCounts, TallyStore } from './tally';
import { newDaySecret } from './visitor-hash';

// The database side of the visit counts: the day's shared secret, and a batch written in one
// transaction (the visitors first, so that only a hash no instance wrote before adds a visitor).

type Rows = { rows: Record<string, unknown>[] };

async function secretFor(db: Db, day: string): Promise<string> {
  await db.execute(sql`
    INSERT INTO analytics_secrets (day, secret) VALUES (${day}::date, ${newDaySecret()})
    ON CONFLICT (day) DO NOTHING`);
  const result = (await db.execute(
    sql`SELECT secret FROM analytics_secrets WHERE day = ${day}::date`,
  )) as unknown as Rows;
  return String(result.rows[0].secret);
}

/** The posts' and events' paths of the batch that name one anyone may read now. */
async function livePaths(db: Db, batch: Batch): Promise<Set<string>> {
  const posts = new Set<string>();
  const events = new Set<string>();
  for (const paths of batch.values())
    for (const path of paths.keys()) {
      const post = POST_PATH.exec(path)?.[1];
      const event = post ? undefined : EVENT_PATH.exec(path)?.[1];
      if (post) posts.add(post);
      if (event) events.add(event);
    }
  const [livePosts, liveEvents] = await Promise.all([
    liveSlugs(db, [...posts]),
    publicEventSlugs(db, [...events]),
  ]);
  return new Set([...livePosts.map((s) => `/updates/${s}`), ...liveEvents.map((s) => `/events/${s}`)]);
}

const isDataPath = (path: string) => POST_PATH.test(path) || EVENT_PATH.test(path);

interface CountRow {
  day: string;
  kind: string;
  key: string;
  views: number;
  visitors: number;
}

async function write(db: Db, batch: Batch, firstOpenDay: string): Promise<Map<string, Set<string>>> {
  const live = await livePaths(db, batch);
  const counts = new Map<string, CountRow>();
  const count = (day: string, kind: string, key: string) => {
    const id = `${day}\t${kind}\t${key}`;
    let row = counts.get(id);
    if (!row) counts.set(id, (row = { day, kind, key, views: 0, visitors: 0 }));
    return row;
  };
  const marks = new Map<string, Set<string>>();
  const visitorRows: { day: string; kind: string; key: string; hash: string }[] = [];
  const take = (day: string, path: string, { views, marks: pathMarks }: PathCounts) => {
    count(day, 'site', '').views += views;
    count(day, 'page', path).views += views;
    if (day < firstOpenDay) return;
    let dayMarks = marks.get(day);
    if (!dayMarks) marks.set(day, (dayMarks = new Set()));
    for (const mark of pathMarks) {
      if (dayMarks.has(mark)) continue;
      dayMarks.add(mark);
      const [kind, key, hash] = mark.split('\t');
      visitorRows.push({ day, kind, key, hash });
    }
  };
  for (const [day, paths] of batch)
    for (const [path, pathCounts] of paths)
      if (!isDataPath(path) || live.has(path)) take(day, path, pathCounts);

  await db.transaction(async (tx) => {
    if (visitorRows.length > 0) {
      const added = (await tx.execute(sql`
        INSERT INTO analytics_visitors (day, kind, key, hash)
        SELECT day, kind, key, hash
        FROM json_to_recordset(${JSON.stringify(visitorRows)}::json) AS v(day date, kind text, key text, hash text)
        ORDER BY day, kind, key, hash
        ON CONFLICT DO NOTHING
        RETURNING day::text AS day, kind, key`)) as unknown as Rows;
      for (const row of added.rows) count(String(row.day), String(row.kind), String(row.key)).visitors += 1;
    }
    if (counts.size === 0) return;
    // In key order, so that two instances' flushes never wait on each other's rows in a cycle.
    await tx.execute(sql`
      INSERT INTO analytics_counts AS c (day, kind, key, views, visitors)
      SELECT day, kind, key, views, visitors
      FROM json_to_recordset(${JSON.stringify([...counts.values()])}::json)
        AS v(day date, kind text, key text, views integer, visitors integer)
      ORDER BY day, kind, key
      ON CONFLICT (day, kind, key)
      DO UPDATE SET views = c.views + EXCLUDED.views, visitors = c.visitors + EXCLUDED.visitors`);
  });
  return marks;
}

export function countsStore(db: Db): TallyStore {
  return {
    secretFor: (day) => secretFor(db, day),
    write: (batch, firstOpenDay) => write(db, batch, firstOpenDay),
  };
}

/** Deletes the secrets and visitor hashes of the days before `firstOpenDay`: they ended. */
export async function forgetEndedDays(db: Db, firstOpenDay: string): Promise<void> {
  await db.execute(sql`DELETE FROM analytics_secrets WHERE day < ${firstOpenDay}::date`);
  await db.execute(sql`DELETE FROM analytics_visitors WHERE day < ${firstOpenDay}::date`);
}
