// `npm run lighthouse`: Lighthouse (default mobile settings) against the production build for every
// public route and one post page; prints the four scores per route and what cost any of them points.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicRoutes } from '../shared/content/pages';
import { ensureClientBuild } from './build';
import { auditRoute, CATEGORIES, CHROME_FLAGS, type RouteAudit } from './lighthouse-audit';
import {
  formatMetrics,
  loadAverage,
  medianOfRuns,
  runsPerRoute,
  type RouteMedian,
  type RouteRun,
} from './lighthouse-median';
import { BENCH_BUILD_DIR, projectRoot, RESULTS_DIR } from './paths';
import { seedDatabase } from './seed';
import { startServer, type BenchServer } from './server';
import { captureFixture } from './suite';

// Enough content to fill the home page's latest news, an updates page and the endorsements wall.
const LIGHTHOUSE_SEED = { posts: 24, volunteers: 0, endorsements: 40, contacts: 0 };

function printRun(run: RouteRun, index: number, width: number): void {
  const perf = run.scores.performance ?? '-';
  const metrics = run.metrics ? formatMetrics(run.metrics) : '';
  const machine = `benchmark ${run.benchmarkIndex ?? '-'}, load ${run.loadAverage}`;
  console.log(`${run.path.padEnd(width)}  run ${index + 1}: performance ${perf}  ${metrics}  (${machine})`);
  if (run.runtimeError) console.log(`    runtime error: ${run.runtimeError}`);
}

/** The medians, then what cost points in the median run. */
function printRoute(route: RouteMedian, width: number): void {
  const { median } = route;
  const scores = CATEGORIES.map((c) =>
    c === 'performance' ? `${c} ${route.performance ?? '-'}` : `${c} ${median.scores[c] ?? '-'}`,
  ).join('  ');
  const runs = route.runs.length > 1 ? ` (median of ${route.runs.length})` : '';
  console.log(`${route.path.padEnd(width)}  ${scores}  ${formatMetrics(route.metrics)}${runs}`);
  for (const category of CATEGORIES) {
    for (const f of median.failing[category] ?? []) {
      console.log(
        `    ${category}: ${f.id} (${f.score}) ${f.title}${f.displayValue ? `: ${f.displayValue}` : ''}`,
      );
    }
  }
}

async function main() {
  const log = (line: string) => console.log(line);
  await ensureClientBuild(BENCH_BUILD_DIR, log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
  let server: BenchServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    // Always a fresh embedded database: Lighthouse reads pages, it never needs PostgreSQL.
    await seedDatabase({ dataDir }, LIGHTHOUSE_SEED);
    server = await startServer({ buildDir: BENCH_BUILD_DIR, dataDir });
    const { fixture } = await captureFixture(server.url);
    const routes = selectRoutes(
      publicRoutes.map((r) => r.path),
      {
        post: `/updates/${fixture.slug}`,
        event: `/events/${fixture.eventSlug}`,
      },
    );
    const runs = runsPerRoute();
    log(
      `Lighthouse ${lighthouseVersion()} (mobile) on ${routes.length} routes, ${runs} run(s) each, Chrome flags: ${CHROME_FLAGS}`,
    );
    log('Scores depend on this machine: other processes on its cores lower the performance score.\n');

    const keepDir = process.env.LIGHTHOUSE_REPORTS_DIR;
    if (keepDir) fs.mkdirSync(keepDir, { recursive: true });
    const width = Math.max(...routes.map((r) => r.length));
    const results: RouteMedian[] = [];
    for (const route of routes) {
      const routeRuns: RouteRun[] = [];
      for (let i = 0; i < runs; i++) {
        const name = runs > 1 ? `${reportName(route)}-${i + 1}` : reportName(route);
        const keep = keepDir ? path.join(keepDir, `${name}.json`) : undefined;
        const load = loadAverage();
        const run = { ...(await auditWithRetry(server.url, route, keep)), loadAverage: load };
        if (runs > 1) printRun(run, i, width);
        routeRuns.push(run);
      }
      const result = medianOfRuns(routeRuns);
      printRoute(result, width);
      results.push(result);
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    // A run of selected routes does not replace the full run's record.
    const selected = routes.length < publicRoutes.length + 2;
    const file = path.join(RESULTS_DIR, selected ? 'lighthouse-selected.json' : 'lighthouse.json');
    const report = {
      generatedAt: new Date().toISOString(),
      lighthouse: lighthouseVersion(),
      chromeFlags: CHROME_FLAGS,
      runsPerRoute: runs,
      routes: results,
    };
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`\nWrote ${path.relative(projectRoot, file)}.`);
  } finally {
    await cleanUp();
  }
}

/**
 * `LIGHTHOUSE_ROUTES=/updates,post,event` audits only those routes (`post` and `event` are the
 * seeded post and event pages), to compare pages before and after a change without the whole run's
 * minutes.
 */
function selectRoutes(paths: string[], seeded: Record<'post' | 'event', string>): string[] {
  const all = [...paths, seeded.post, seeded.event];
  const wanted = process.env.LIGHTHOUSE_ROUTES?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (!wanted || wanted.length === 0) return all;
  const routes = wanted.map((r) => (r === 'post' || r === 'event' ? seeded[r] : r));
  const unknown = routes.filter((r) => !all.includes(r));
  if (unknown.length > 0)
    throw new Error(`LIGHTHOUSE_ROUTES: ${unknown.join(', ')} is none of: ${paths.join(', ')}, post, event`);
  return routes;
}

/** `/updates/some-slug` -> `updates-some-slug`, `/` -> `home`: one report file per route. */
const reportName = (route: string) => route.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\//g, '-');

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART); one retry settles it. */
async function auditWithRetry(baseUrl: string, route: string, keepReportAs?: string): Promise<RouteAudit> {
  try {
    return await auditRoute(baseUrl, route, keepReportAs);
  } catch {
    try {
      return await auditRoute(baseUrl, route, keepReportAs);
    } catch (err) {
      process.exitCode = 1;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, null])) as RouteAudit['scores'];
      return {
        path: route,
        scores,
        failing: {},
        runtimeError: err instanceof Error ? err.message : String(err),
      };
    }
  }
}

function lighthouseVersion(): string {
  const pkg = path.join(projectRoot, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
