// What the per-request session rule (issue 21) costs: one primary-key read of admin_users, timed
// alone, on in-memory PGlite and, with BENCH_DATABASE_URL, on a migrated PostgreSQL database (the
// bench adds one admin row and deletes it afterwards), beside a bare round trip for scale.
// Run: npx tsx bench/session-check.ts
import { openDatabase, type Database } from '../server/db/client';
import { runMigrations } from '../server/prepare-database';
import { sessionStillGood } from '../server/accounts/credentials';

const CALLS = Number(process.env.BENCH_CALLS ?? 5000);

async function measure(name: string, database: Database, migrate: boolean) {
  if (migrate) await runMigrations(database);
  const { rows } = await database.raw.query(
    `INSERT INTO admin_users (username, password_hash) VALUES ('bench-' || md5(random()::text), 'x')
     RETURNING id, credential_epoch`,
  );
  const id = Number(rows[0].id);
  const epoch = Number(rows[0].credential_epoch);
  try {
    for (let i = 0; i < 500; i++) await sessionStillGood(database.raw, id, epoch); // warm-up
    const started = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) {
      if (!(await sessionStillGood(database.raw, id, epoch))) throw new Error('the admin should be good');
    }
    const micros = Number(process.hrtime.bigint() - started) / 1000 / CALLS;
    // The floor: the driver's round trip for a query that reads nothing.
    const floorStart = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) await database.raw.query('SELECT 1', []);
    const floor = Number(process.hrtime.bigint() - floorStart) / 1000 / CALLS;
    console.log(
      `${name}: ${micros.toFixed(1)} µs a check, against ${floor.toFixed(1)} µs for SELECT 1 (${CALLS} sequential calls each)`,
    );
  } finally {
    await database.raw.query('DELETE FROM admin_users WHERE id = $1', [id]);
  }
}

async function main() {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  await measure('PGlite (in memory)', pglite, true);
  await pglite.close();
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const postgres = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    await measure('PostgreSQL (loopback TCP)', postgres, false);
    await postgres.close();
  } else {
    console.log('PostgreSQL: set BENCH_DATABASE_URL to a migrated database to measure it');
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
