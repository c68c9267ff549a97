// One route's Lighthouse runs reduced to their median (issue 26: a score of one run on a shared
// machine moves by ten points from one run to the next; the median of three settles it).
import os from 'node:os';
import type { RouteAudit } from './lighthouse-audit';

/** The performance metrics the report prints: TBT, LCP and FCP in ms, CLS unitless. */
export interface RouteMetrics {
  tbt?: number;
  lcp?: number;
  fcp?: number;
  cls?: number;
}

/** One run of a route, with the machine's one-minute load average as it started. */
export type RouteRun = RouteAudit & { loadAverage: number };

/** A route's runs and their medians; `median` is the run whose performance score is the median. */
export interface RouteMedian {
  path: string;
  runs: RouteRun[];
  median: RouteRun;
  /** Each metric's own median over the runs that measured it. */
  metrics: RouteMetrics;
  performance: number | null;
}

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const defined = (values: (number | undefined | null)[]) =>
  values.filter((v): v is number => typeof v === 'number');

export function medianOfRuns(runs: RouteRun[]): RouteMedian {
  const scored = runs.filter((r) => r.scores.performance !== null);
  const byScore = [...(scored.length > 0 ? scored : runs)].sort(
    (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0),
  );
  const metric = (key: keyof RouteMetrics) => median(defined(runs.map((r) => r.metrics?.[key])));
  return {
    path: runs[0].path,
    runs,
    median: byScore[Math.floor((byScore.length - 1) / 2)],
    metrics: { tbt: metric('tbt'), lcp: metric('lcp'), fcp: metric('fcp'), cls: metric('cls') },
    performance: median(defined(runs.map((r) => r.scores.performance))) ?? null,
  };
}

export const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;

/** `TBT 120 ms  LCP 2.1 s  FCP 1.2 s  CLS 0.000`, leaving out what was not measured. */
export function formatMetrics(m: RouteMetrics): string {
  const parts: string[] = [];
  if (m.tbt !== undefined) parts.push(`TBT ${Math.round(m.tbt)} ms`);
  if (m.lcp !== undefined) parts.push(`LCP ${(m.lcp / 1000).toFixed(1)} s`);
  if (m.fcp !== undefined) parts.push(`FCP ${(m.fcp / 1000).toFixed(1)} s`);
  if (m.cls !== undefined) parts.push(`CLS ${m.cls.toFixed(3)}`);
  return parts.join('  ');
}

/** The number of runs per route: `LIGHTHOUSE_RUNS`, else three (the median of three). */
export function runsPerRoute(env = process.env): number {
  const runs = Number(env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('LIGHTHOUSE_RUNS must be a whole number of 1 or more');
  return runs;
}
