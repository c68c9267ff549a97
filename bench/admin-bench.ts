// What the admin-API benches (people, delegates) share: a seeded throw-away data folder with the
// production server on it, signing in, and latency at 10 connections, on each database in turn.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureClientBuild } from './build';
import { benchEachDatabase } from './databases';
import { BENCH_BUILD_DIR } from './paths';
import { startServer, type BenchServer } from './server';

const SECONDS = Number(process.env.BENCH_DURATION ?? 5);
export const log = (line: string) => console.log(line);

export interface AdminSession {
  cookie: string;
  csrf: string;
}

export async function signIn(url: string, credentials: { username: string; password: string }) {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('csrf-token='))?.slice(11) ?? '');
  return { cookie: cookies.join('; '), csrf } satisfies AdminSession;
}

/** p50/p99 of signed-in GETs at 10 connections; with a budget, whether p99 kept to it. */
export async function latency(url: string, cookie: string, budgetMs?: number) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: SECONDS,
    requests: [{ method: 'GET', headers: { cookie } }],
  });
  const p99 = result.latency.p99;
  const verdict = budgetMs === undefined ? '' : ` (${p99 <= budgetMs ? 'within' : 'OVER'} ${budgetMs} ms)`;
  return `p50 ${result.latency.p50} ms, p99 ${p99} ms${verdict}, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`;
}

/**
 * p50/p99 of signed-in GETs arriving at a steady `perSecond`, each on time whether or not the ones
 * before it have been answered (an open loop: staff do not wait for each other). autocannon's own
 * rate sends each second's requests in one burst, and its connections wait for their answers, so at
 * 10 connections its p99 is the queue of a saturated server: ten times one request's cost.
 */
export async function latencyAtRate(url: string, cookie: string, perSecond: number, budgetMs?: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { agent, headers: { cookie } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : NaN));
        })
        .on('error', reject);
    });
  const total = perSecond * SECONDS;
  const times: number[] = [];
  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(get().then((ms) => void times.push(ms)));
  }
  await Promise.all(answers);
  agent.destroy();
  const failed = times.filter(Number.isNaN).length;
  const sorted = times.filter((ms) => !Number.isNaN(ms)).sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  const verdict =
    budgetMs === undefined ? '' : ` (${at(0.99) <= budgetMs ? 'within' : 'OVER'} ${budgetMs} ms)`;
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms${verdict}, ${total} requests, non-2xx ${failed}`;
}

export type BenchDatabase = 'PostgreSQL' | 'PGlite';

/**
 * One bench on each database (benchEachDatabase): a fresh data folder seeded by `seed` (timed), the
 * production server started on it for `measure`, then both removed.
 */
export async function runAdminBench(options: {
  title: string;
  prefix: string;
  seeding: string;
  seed: (target: { databaseUrl?: string; dataDir: string }) => Promise<void>;
  measure: (server: BenchServer, kind: BenchDatabase) => Promise<void>;
}) {
  log(
    `${options.title}, ${os.cpus().length} cores (shared with the load generator; figures are noisy under load).`,
  );
  await ensureClientBuild(BENCH_BUILD_DIR, log);
  await benchEachDatabase(options.prefix, async (kind, databaseUrl) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${options.prefix.toLowerCase()}-`));
    try {
      log(`\n== ${kind}: seeding ${options.seeding}...`);
      const started = performance.now();
      await options.seed({ databaseUrl, dataDir });
      log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const server = await startServer({ buildDir: BENCH_BUILD_DIR, dataDir, databaseUrl });
      try {
        await options.measure(server, kind);
      } finally {
        await server.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
