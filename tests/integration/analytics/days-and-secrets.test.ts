// CONTRACT section 17's days: counted in CAMPAIGN_TIME_ZONE (here UTC+14, where the date differs from
// UTC's for ten hours of every day), a visitor once per day, and the day's secret and hashes deleted
// when the day ends while its counts stay. The clock is set (Date only), so the day's end is exact.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsJob, flushVisits } from '../../../server/analytics';
import { analyticsReport } from '../../../server/analytics/report';
import { BROWSER, hit } from '../../helpers/analytics';
import { jobDeps } from '../../helpers/mail-jobs';
import { useTestApp } from '../../helpers/test-app';

const ZONE = 'Pacific/Kiritimati';
const ctx = useTestApp({ CAMPAIGN_TIME_ZONE: ZONE, TRUST_PROXY: '1' });
const viewer = { 'User-Agent': BROWSER, 'X-Forwarded-For': '203.0.113.50' };

// 10:00 UTC is midnight in Kiritimati: 9 March 23:59:30 there, then 10 March 00:00:05.
const BEFORE_MIDNIGHT = new Date('2026-03-09T09:59:30Z');
const AFTER_MIDNIGHT = new Date('2026-03-09T10:00:05Z');

const at = (instant: Date) => vi.setSystemTime(instant);
afterEach(() => void vi.useRealTimers());

async function rows(table: string, column = 'day') {
  const { rows: found } = await ctx.database.raw.query(
    `SELECT ${column}::text AS v FROM ${table} ORDER BY 1`,
  );
  return found.map((r) => String(r.v));
}

describe('days in the campaign time zone', () => {
  it("counts a view just before the zone's midnight on that day, and just after on the next", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(BEFORE_MIDNIGHT);
    await hit(ctx.app, { path: '/' }, viewer);
    at(AFTER_MIDNIGHT);
    await hit(ctx.app, { path: '/' }, viewer);
    await hit(ctx.app, { path: '/vision' }, viewer);
    await flushVisits(ctx.db, Date.now());
    const report = await analyticsReport(ctx.db, 7, ZONE, AFTER_MIDNIGHT);
    expect(report.byDay.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    // The same person on two days is a visitor of each; on one day, of two pages, one visitor.
    expect(report.byDay.slice(-2)).toEqual([
      { date: '2026-03-09', visitors: 1, views: 1, signups: 0 },
      { date: '2026-03-10', visitors: 1, views: 2, signups: 0 },
    ]);
    expect(report.visitors).toBe(2);
    expect(report.pages.find((p) => p.path === '/')).toEqual({
      path: '/',
      visitors: 2,
      views: 2,
      signups: 0,
    });
  });

  it('lists every day of 30 and 90 day periods, oldest first, empty ones included', async () => {
    for (const days of [30, 90] as const) {
      const report = await analyticsReport(ctx.db, days, ZONE, AFTER_MIDNIGHT);
      expect(report.byDay).toHaveLength(days);
      expect(report.byDay.at(-1)).toEqual({ date: '2026-03-10', visitors: 0, views: 0, signups: 0 });
      expect(report.conversion).toBe(0);
    }
  });
});

describe("the day's secret and the visitors' hashes", () => {
  it('are deleted when their day ends, and the counts stay', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(BEFORE_MIDNIGHT);
    await hit(ctx.app, { path: '/' }, viewer);
    await flushVisits(ctx.db, Date.now());
    // The day is open: its secret (and the next day's, made ahead) and its hashes are kept.
    expect(await rows('analytics_secrets')).toEqual(['2026-03-09', '2026-03-10']);
    expect(await rows('analytics_visitors')).toEqual(['2026-03-09', '2026-03-09', '2026-03-09']);
    const { rows: ninth } = await ctx.database.raw.query(
      `SELECT secret FROM analytics_secrets WHERE day = '2026-03-09'`,
    );
    const secret = String(ninth[0].secret);

    // 40 s into 10 March there: 9 March has ended (the job leaves a 30 s grace for the last flush).
    const job = jobDeps(ctx);
    await analyticsJob.run(job, new Date('2026-03-09T10:00:40Z'));
    // 9 March's secret is gone; 10 March's stays, with 11 March's, made ahead by the job's flush.
    expect(await rows('analytics_secrets')).toEqual(['2026-03-10', '2026-03-11']);
    expect(await rows('analytics_secrets', 'secret')).not.toContain(secret);
    expect(await rows('analytics_visitors')).toEqual([]);
    expect(await rows('analytics_counts', "day || ' ' || kind")).toEqual([
      '2026-03-09 page',
      '2026-03-09 site',
      '2026-03-09 source',
    ]);
    const report = await analyticsReport(ctx.db, 7, ZONE, AFTER_MIDNIGHT);
    expect(report.byDay.find((d) => d.date === '2026-03-09')).toMatchObject({ visitors: 1, views: 1 });
  });

  it('keep nothing of the address or the user agent', async () => {
    await hit(ctx.app, { path: '/' }, viewer);
    await flushVisits(ctx.db);
    const { rows: stored } = await ctx.database.raw.query(
      `SELECT (SELECT string_agg(t::text, ' ') FROM analytics_visitors t) AS visitors,
              (SELECT string_agg(t::text, ' ') FROM analytics_counts t) AS counts`,
    );
    const text = `${stored[0].visitors} ${stored[0].counts}`;
    expect(text).not.toContain('203.0.113');
    expect(text).not.toContain('Chrome');
    expect(text).toContain('/');
  });
});
