// The people bench (issue 13): 100,000 volunteers and 100,000 contacts on PGlite and, with
// PEOPLE_BENCH_DATABASE_URL (or DATABASE_URL), on PostgreSQL: list and search p50/p99 at 10
// connections, the full contacts export (time, server peak RSS growth), stats p99, EXPLAIN lines.
// Run: npx tsx bench/people/run.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureClientBuild } from '../build';
import { BENCH_BUILD_DIR } from '../paths';
import { startServer } from '../server';
import { BENCH_PEOPLE_ADMIN, EMAIL_FRAGMENT, PEOPLE_ROWS, seedPeople } from './seed';

const SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const log = (line: string) => console.log(line);

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_PEOPLE_ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function latency(url: string, cookie: string) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: SECONDS,
    requests: [{ method: 'GET', headers: { cookie } }],
  });
  return `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`;
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function exportRun(url: string, cookie: string, pid: number) {
  const before = rssKb(pid);
  let peak = before;
  const poll = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/export/contacts.csv`, { headers: { cookie } });
  let bytes = 0;
  const reader = res.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(poll);
  return `${(bytes / 1_048_576).toFixed(1)} MB in ${seconds.toFixed(2)} s, server peak RSS growth ${((peak - before) / 1024).toFixed(1)} MB`;
}

async function benchOne(kind: 'PostgreSQL' | 'PGlite', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-people-'));
  try {
    log(
      `\n== ${kind}: seeding ${PEOPLE_ROWS.toLocaleString('en-US')} volunteers and contacts (2 KB messages)...`,
    );
    const t = performance.now();
    const plans = await seedPeople({ databaseUrl, dataDir });
    log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    log('EXPLAIN of an e-mail fragment search:');
    plans.forEach((line) => log(line));
    const server = await startServer({ buildDir: BENCH_BUILD_DIR, dataDir, databaseUrl });
    try {
      const cookie = await signIn(server.url);
      for (const [name, p] of [
        ['volunteers, first page', '/api/admin/volunteers'],
        ['contacts, first page', '/api/admin/contacts'],
        [`volunteers, q=${EMAIL_FRAGMENT}`, `/api/admin/volunteers?q=${EMAIL_FRAGMENT}`],
        [`contacts, q=${EMAIL_FRAGMENT}`, `/api/admin/contacts?q=${EMAIL_FRAGMENT}`],
        ['stats', '/api/admin/stats'],
        ['stats/daily (30 days)', '/api/admin/stats/daily'],
      ]) {
        log(`${name}: ${await latency(server.url + p, cookie)}`);
      }
      log(`export of every contact: ${await exportRun(server.url, cookie, server.pid)}`);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  log(
    `People bench, ${os.cpus().length} cores (shared with the load generator; figures are noisy under load).`,
  );
  await ensureClientBuild(BENCH_BUILD_DIR, log);
  const url = process.env.PEOPLE_BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    // A throw-away database beside the one named, so a real one is never filled with fake people.
    const name = `bench_people_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const target = new URL(url);
      target.pathname = `/${name}`;
      await benchOne('PostgreSQL', target.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  if (process.env.PEOPLE_BENCH_SKIP_PGLITE !== '1') await benchOne('PGlite');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
