// One Lighthouse CLI run (default mobile settings) against one URL, reduced to what the report shows.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measuringLaunchOptions } from '../scripts/chromium';
import type { RouteMetrics } from './lighthouse-median';
import { projectRoot } from './paths';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

export interface RouteAudit {
  path: string;
  /** 0-100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** Per category under 100: the audits that cost it points. */
  failing: Partial<Record<Category, FailingAudit[]>>;
  /** Lighthouse's CPU benchmark of this machine at the time: low means busy, and slower scores. */
  benchmarkIndex?: number;
  /** Total Blocking Time, LCP, FCP and CLS as Lighthouse measured them. */
  metrics?: RouteMetrics;
  runtimeError?: string;
}

interface Lhr {
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
    }
  >;
}

const measuring = measuringLaunchOptions();
const CHROME_PATH = measuring.executablePath;
// The flags the browser tests use (they keep Chromium off the closed network), plus headless.
export const CHROME_FLAGS = ['--headless', ...measuring.args].join(' ');

const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

function failingAudits(lhr: Lhr, category: Category): FailingAudit[] {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit && audit.score !== null && audit.score < 1 && SCORED_MODES.has(audit.scoreDisplayMode),
    )
    .map(({ id, audit }) => ({
      id,
      title: audit.title,
      score: Math.round((audit.score ?? 0) * 100),
      displayValue: audit.displayValue,
    }));
}

function runCli(url: string, outputPath: string): Promise<void> {
  const cli = path.join(projectRoot, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Lighthouse exited with code ${code} for ${url}: ${stderr}`)),
    );
  });
}

/**
 * Audits one route; with `keepReportAs`, the full Lighthouse report is also copied there (every
 * audit's details: the LCP element, the main-thread tasks, each image's wasted bytes).
 */
export async function auditRoute(
  baseUrl: string,
  routePath: string,
  keepReportAs?: string,
): Promise<RouteAudit> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    const output = path.join(dir, 'report.json');
    await runCli(`${baseUrl}${routePath}`, output);
    if (keepReportAs) fs.copyFileSync(output, keepReportAs);
    const lhr = JSON.parse(fs.readFileSync(output, 'utf8')) as Lhr;
    const scores = {} as RouteAudit['scores'];
    const failing: RouteAudit['failing'] = {};
    for (const category of CATEGORIES) {
      const score = lhr.categories[category]?.score;
      scores[category] = score === null || score === undefined ? null : Math.round(score * 100);
      if (scores[category] !== 100 && lhr.categories[category])
        failing[category] = failingAudits(lhr, category);
    }
    return {
      path: routePath,
      scores,
      failing,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      metrics: {
        tbt: lhr.audits['total-blocking-time']?.numericValue,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue,
        fcp: lhr.audits['first-contentful-paint']?.numericValue,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      },
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
