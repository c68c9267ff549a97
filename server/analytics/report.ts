import { sql } from 'drizzle-orm';
import type { AnalyticsPeriod, AnalyticsReport } from '../../shared/schemas/analytics';
import type { Db } from '../db/client';
import { addDays, localDay, zonedInstant } from '../jobs/campaign-clock';
import { recruiterCounts, signupGroups, type SignupGroup } from './signup-rows';

// GET /api/admin/analytics (CONTRACT section 17). Visitors are counted per day (no identifier
// outlives its day), so a period's visitors add up its days': someone who came on three days counts
// three times, in the totals, the pages, the sources and the campaigns alike.

const TOP = 50;

interface Period {
  first: string;
  last: string;
  from: Date;
}

/** The period's days in the zone, oldest first, today last; `from` is the first day's midnight. */
export function periodOf(days: AnalyticsPeriod, timeZone: string, now: Date): Period {
  const last = localDay(now, timeZone);
  const first = addDays(last, -(days - 1));
  return { first, last, from: zonedInstant(first, 0, timeZone) };
}

interface Tally {
  visitors: number;
  views: number;
  signups: number;
}
const blank = (): Tally => ({ visitors: 0, views: 0, signups: 0 });

class Tallies {
  readonly byKey = new Map<string, Tally>();
  of(key: string): Tally {
    let t = this.byKey.get(key);
    if (!t) this.byKey.set(key, (t = blank()));
    return t;
  }
  /** Most visitors first (then sign-ups, then views, then name), at most 50. */
  top(): [string, Tally][] {
    return [...this.byKey]
      .sort(
        ([a, x], [b, y]) =>
          y.visitors - x.visitors || y.signups - x.signups || y.views - x.views || a.localeCompare(b),
      )
      .slice(0, TOP);
  }
}

export async function analyticsReport(
  db: Db,
  days: AnalyticsPeriod,
  timeZone: string,
  now = new Date(),
): Promise<AnalyticsReport> {
  const period = periodOf(days, timeZone, now);
  const [visits, signups] = await Promise.all([
    visitRows(db, period),
    signupGroups(db, period.from, timeZone),
  ]);
  const byKind = { site: new Tallies(), page: new Tallies(), source: new Tallies(), campaign: new Tallies() };
  for (const row of visits) {
    const t = byKind[row.kind].of(row.kind === 'site' ? row.day : row.key);
    t.visitors += row.visitors;
    t.views += row.views;
  }
  addSignups(byKind, signups, period);
  const byDay = [];
  for (let date = period.first; date <= period.last; date = addDays(date, 1)) {
    byDay.push({ date, ...(byKind.site.byKey.get(date) ?? blank()) });
  }
  const visitors = byDay.reduce((n, d) => n + d.visitors, 0);
  const signupTotal = byDay.reduce((n, d) => n + d.signups, 0);
  return {
    visitors,
    views: byDay.reduce((n, d) => n + d.views, 0),
    signups: signupTotal,
    conversion: visitors > 0 ? signupTotal / visitors : 0,
    byDay,
    pages: byKind.page.top().map(([path, t]) => ({ path, ...t })),
    sources: byKind.source.top().map(([source, t]) => ({ source, visitors: t.visitors, signups: t.signups })),
    campaigns: byKind.campaign
      .top()
      .map(([campaign, t]) => ({ campaign, visitors: t.visitors, signups: t.signups })),
  };
}

type Kind = 'site' | 'page' | 'source' | 'campaign';

function addSignups(byKind: Record<Kind, Tallies>, groups: SignupGroup[], period: Period) {
  for (const g of groups) {
    if (g.day < period.first || g.day > period.last) continue;
    byKind.site.of(g.day).signups += g.n;
    byKind.source.of(g.source).signups += g.n;
    if (g.formPath) byKind.page.of(g.formPath).signups += g.n;
    if (g.campaign) byKind.campaign.of(g.campaign).signups += g.n;
  }
}

async function visitRows(db: Db, { first, last }: Period) {
  const result = (await db.execute(sql`
    SELECT day::text AS day, kind, key, views, visitors FROM analytics_counts
    WHERE day BETWEEN ${first}::date AND ${last}::date`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    day: String(row.day),
    kind: row.kind as Kind,
    key: String(row.key),
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

export async function recruitersReport(db: Db, days: AnalyticsPeriod, timeZone: string, now = new Date()) {
  return recruiterCounts(db, periodOf(days, timeZone, now).from);
}
