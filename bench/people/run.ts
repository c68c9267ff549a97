// The people bench (issue 13): 100,000 volunteers and 100,000 contacts on PGlite and, with
// PEOPLE_BENCH_DATABASE_URL (or DATABASE_URL), on PostgreSQL: list and search p50/p99 at 10
// connections, the full contacts export (time, server peak RSS growth), stats p99, EXPLAIN lines.
// Run: npx tsx bench/people/run.ts
import fs from 'node:fs';
import { latency, log, runAdminBench, signIn } from '../admin-bench';
import { BENCH_PEOPLE_ADMIN, EMAIL_FRAGMENT, PEOPLE_ROWS, seedPeople } from './seed';

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

let plans: string[] = [];

runAdminBench({
  title: 'People bench',
  prefix: 'PEOPLE',
  seeding: `${PEOPLE_ROWS.toLocaleString('en-US')} volunteers and contacts (2 KB messages)`,
  seed: async (target) => {
    plans = await seedPeople(target);
  },
  measure: async (server) => {
    log('EXPLAIN of an e-mail fragment search:');
    plans.forEach((line) => log(line));
    const { cookie } = await signIn(server.url, BENCH_PEOPLE_ADMIN);
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
  },
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
