// npm run lighthouse reports each route as the median of its runs (issue 26): one run on a shared
// machine moves by ten points, so a single figure says little.
import { describe, expect, it } from 'vitest';
import { median, medianOfRuns, runsPerRoute, type RouteRun } from '../../bench/lighthouse-median';

const run = (performance: number | null, tbt?: number): RouteRun => ({
  path: '/updates',
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  failing: { performance: [{ id: `tbt-${tbt}`, title: 'Total Blocking Time', score: 50 }] },
  metrics: tbt === undefined ? undefined : { tbt, lcp: 2000, fcp: 1000, cls: 0 },
  loadAverage: 1,
});

describe('the median of a route’s Lighthouse runs', () => {
  it('is the middle value of an odd count and the mean of the two middle values of an even one', () => {
    expect(median([90, 68, 91])).toBe(90);
    expect(median([3, 1, 4, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it('takes each metric’s own median and lists the failing audits of the run with the median score', () => {
    const result = medianOfRuns([run(90, 172), run(68, 937), run(91, 127)]);
    expect(result.performance).toBe(90);
    expect(result.metrics.tbt).toBe(172);
    expect(result.median.failing.performance?.[0].id).toBe('tbt-172');
  });

  it('leaves out a run Lighthouse could not score', () => {
    const result = medianOfRuns([run(null), run(80, 300), run(96, 40)]);
    expect(result.performance).toBe(88);
    expect(result.metrics.tbt).toBe(170);
    expect(result.median.scores.performance).toBe(80);
  });

  it('runs three times unless LIGHTHOUSE_RUNS says otherwise, and rejects a count that is no count', () => {
    expect(runsPerRoute({})).toBe(3);
    expect(runsPerRoute({ LIGHTHOUSE_RUNS: '1' })).toBe(1);
    expect(() => runsPerRoute({ LIGHTHOUSE_RUNS: '0' })).toThrow(/LIGHTHOUSE_RUNS/);
    expect(() => runsPerRoute({ LIGHTHOUSE_RUNS: 'three' })).toThrow(/LIGHTHOUSE_RUNS/);
  });
});
