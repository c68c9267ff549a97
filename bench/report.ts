import type { BeaconLoad } from './beacon-load';
import type { RsvpBurstResult } from './rsvp-burst';
import fs from 'node:fs';
import path from 'node:path';
import { ENTRY_JS_BUDGET, HOME_CSS_BUDGET, HOME_JS_BUDGET, type BundleReport } from './bundle';
import type { TapCase } from './first-tap';
import type { HomeLoad } from './home-load';
import type { Measurement } from './load';
import { RESULTS_DIR } from './paths';

export interface CaseResult extends Measurement {
  name: string;
  label: string;
  /** The label of the ceiling it is compared with. */
  ceiling: string;
  /** This case's requests per second over its bare Express route's, and over bare node:http's. */
  vsExpress: number;
  vsNode: number;
  /** The ratio to its Express ceiling in each alternating round (suite.ts); vsExpress is their median. */
  roundRatios?: number[];
  /** An API case's requests per second with the request log line over without it, in each round. */
  withLogRatios?: number[];
}

/** Bare servers answering one path with the bytes the real server answered for it (suite.ts). */
export interface Ceiling {
  label: string;
  path: string;
  bodyBytes: number;
  express: Measurement;
  node: Measurement;
}

export interface BenchResults {
  generatedAt: string;
  machine: { cores: number; cpu: string; node: string };
  database: 'pglite' | 'postgres';
  settings: { connections: number; pipelining: number; durationSeconds: number; formRateLimit: number };
  seed: Record<string, number>;
  ceilings: Ceiling[];
  cases: CaseResult[];
  bundle: BundleReport;
  homeLoad: HomeLoad;
  firstTaps: TapCase[];
  /** 100 RSVPs at once against 10 seats (bench/rsvp-burst.ts). */
  rsvpBurst?: RsvpBurstResult;
  beaconLoad?: BeaconLoad;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ratio = (n: number) => n.toFixed(2);

function row(cells: string[]): string {
  const widths = [34, 9, 8, 8, 8, 11, 13];
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
}

function measurementRow(label: string, m: Measurement, vsExpress: string, vsNode: string): string {
  return row([
    label,
    int(m.requestsPerSecond),
    m.p50Ms.toFixed(0),
    m.p99Ms.toFixed(0),
    int(m.errors),
    vsExpress,
    vsNode,
  ]);
}

export function printLoadTable(results: BenchResults): void {
  const { ceilings, cases } = results;
  console.log('');
  console.log(row(['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs Express', 'vs node:http']));
  // Each group: its two ceilings, then the cases compared with them.
  for (const ceiling of ceilings) {
    const compared = cases.filter((c) => c.ceiling === ceiling.label);
    if (compared.length === 0) continue;
    console.log(
      `against bare servers answering the same ${int(ceiling.bodyBytes)} bytes as ${ceiling.label}:`,
    );
    console.log(measurementRow('  bare node:http (ceiling)', ceiling.node, '', '1.00'));
    console.log(
      measurementRow(
        '  bare Express route (ceiling)',
        ceiling.express,
        '1.00',
        ratio(ceiling.express.requestsPerSecond / ceiling.node.requestsPerSecond),
      ),
    );
    for (const c of compared) {
      console.log(measurementRow(`  ${c.label}`, c, ratio(c.vsExpress), ratio(c.vsNode)));
      if (c.roundRatios)
        console.log(
          `    vs Express in each round: ${c.roundRatios.map(ratio).join(', ')} (the median above)`,
        );
      if (c.withLogRatios) {
        const sorted = [...c.withLogRatios].sort((a, b) => a - b);
        console.log(
          `    with the request log line over without it: median ${ratio(sorted[Math.floor(sorted.length / 2)])} (rounds ${c.withLogRatios.map(ratio).join(', ')})`,
        );
      }
    }
  }
  const failing = cases.filter((c) => c.errors > 0);
  for (const c of failing) console.log(`  ${c.label}: status codes ${JSON.stringify(c.statusCodes)}`);
}

export function printBundle(bundle: BundleReport, loaded: HomeLoad): void {
  const verdict = (size: number, budget: number) =>
    (size <= budget ? 'within' : 'OVER') + ` the ${kb(budget)} budget`;
  console.log('Bundle (gzip), as a phone loads the home page in Chromium until the network is idle:');
  console.log(
    `  home page JavaScript  ${kb(loaded.jsGzipBytes).padStart(9)}  ${verdict(loaded.jsGzipBytes, HOME_JS_BUDGET)}, in ${loaded.files.filter((f) => f.kind === 'js').length} files`,
  );
  console.log(
    `  home page CSS         ${kb(loaded.cssGzipBytes).padStart(9)}  ${verdict(loaded.cssGzipBytes, HOME_CSS_BUDGET)}`,
  );
  for (const f of loaded.files) console.log(`    ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
  console.log(
    `  entry (index.html's chunk and its static imports) ${kb(bundle.entry.jsGzipBytes)}  ${verdict(bundle.entry.jsGzipBytes, ENTRY_JS_BUDGET)}`,
  );
  if (bundle.homeHeaviest.length) {
    const parts = bundle.homeHeaviest.map((h) => `${h.name} ${kb(h.bytes)}`);
    console.log(`    largest in the entry (bytes before minification): ${parts.join(', ')}`);
  }
  console.log(
    `  admin area JavaScript ${kb(bundle.admin.jsGzipBytes).padStart(9)}  added on top of the home page's, in ${bundle.admin.js.length} chunk(s)` +
      (bundle.admin.cssGzipBytes ? `, plus ${kb(bundle.admin.cssGzipBytes)} of CSS` : ''),
  );
  if (bundle.forbiddenOnHome.length === 0) {
    console.log('  the home page loads no admin, markdown or form-library code');
  } else {
    for (const f of bundle.forbiddenOnHome)
      console.log(`  home page loads ${f.label}: ${f.module} (in ${f.file})`);
  }
}

/** The first tap on each menu, 4x CPU slowdown, cold loads (first-tap.ts). */
export function printFirstTaps(taps: TapCase[]): void {
  console.log('First tap to visible menu links (Chromium, CPU slowed 4x, cold load each run):');
  for (const t of taps) {
    const runs = t.runs.map((ms) => (Number.isFinite(ms) ? `${ms}` : 'none in 8 s')).join(', ');
    console.log(
      `  ${`${t.name}, ${t.when}`.padEnd(50)} median ${`${t.medianMs} ms`.padStart(8)}, worst ${t.maxMs} ms  (runs: ${runs})`,
    );
  }
}

/** Writes bench/results/latest.json and returns its path. */
export function writeResults(results: BenchResults, name = 'latest.json'): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
