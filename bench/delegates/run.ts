// The delegates bench (issue 36, CONTRACT section 15): 10,000 delegates and 100,000 contact entries
// on PGlite and, with DELEGATES_BENCH_DATABASE_URL (or DATABASE_URL), on PostgreSQL: list, search
// and count p50/p99 at 10 connections (budget: p99 <= 50 ms) and at a staff-like 50 requests a
// second, and an import of 10,000 rows (< 10 s).
// Run: npx tsx bench/delegates/run.ts
import { latency, latencyAtRate, log, runAdminBench, signIn, type AdminSession } from '../admin-bench';
import {
  BENCH_DELEGATES_ADMIN,
  CONTACT_ROWS,
  DELEGATE_ROWS,
  NAME_FRAGMENT,
  importFile,
  seedDelegates,
} from './seed';

const IMPORT_ROWS = 10_000;
// A convention floor's busiest minutes: some 50 staff, each opening a screen every few seconds.
const STAFF_RATE = Number(process.env.DELEGATES_BENCH_RATE ?? 50);

async function importRun(url: string, session: AdminSession, dryRun: boolean) {
  const form = new FormData();
  form.append('file', new Blob([importFile(IMPORT_ROWS)], { type: 'text/csv' }), 'delegates.csv');
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/delegates/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'X-CSRF-Token': session.csrf, Origin: url },
    body: form,
  });
  const body = (await res.json()) as { create?: number; update?: number; unchanged?: number };
  const seconds = (performance.now() - started) / 1000;
  const within = seconds < 10 ? 'within' : 'OVER';
  return `${res.status} in ${seconds.toFixed(2)} s (${within} 10 s): create ${body.create}, update ${body.update}, unchanged ${body.unchanged}`;
}

runAdminBench({
  title: 'Delegates bench',
  prefix: 'DELEGATES',
  seeding: `${DELEGATE_ROWS.toLocaleString('en-US')} delegates, ${CONTACT_ROWS.toLocaleString('en-US')} contacts`,
  seed: seedDelegates,
  measure: async (server) => {
    const admin = await signIn(server.url, BENCH_DELEGATES_ADMIN);
    const coordinator = await signIn(server.url, { ...BENCH_DELEGATES_ADMIN, username: 'coord7' });
    for (const [name, p, who] of [
      // The floor on this machine at this moment: a signed-in request that reads one small row.
      ['baseline: settings (one row)', '/api/admin/delegates/settings', admin],
      ['list, first page (by name)', '/api/admin/delegates', admin],
      ['list, sort=updated, page 20', '/api/admin/delegates?sort=updated&offset=1000', admin],
      [`search q=${NAME_FRAGMENT}`, `/api/admin/delegates?q=${NAME_FRAGMENT}`, admin],
      [
        'filters: support=1,2 region, pledge=none',
        '/api/admin/delegates?support=1,2&region=Region%203&pledge=none',
        admin,
      ],
      [
        'my delegates (coordinator, owner=me, sort=due)',
        '/api/admin/delegates?owner=me&sort=due',
        coordinator,
      ],
      ['count', '/api/admin/delegates/count', admin],
    ] as const) {
      log(`${name}: ${await latency(server.url + p, who.cookie, 50)}`);
      // Requests a run left queued (PGlite answers one query at a time) must not count in the next.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      log(
        `  at ${STAFF_RATE} a second, open loop: ${await latencyAtRate(server.url + p, who.cookie, STAFF_RATE, 50)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const rows = IMPORT_ROWS.toLocaleString('en-US');
    log(`import of ${rows} rows, dry run: ${await importRun(server.url, admin, true)}`);
    log(`import of ${rows} rows: ${await importRun(server.url, admin, false)}`);
  },
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
