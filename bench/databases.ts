import pg from 'pg';

/**
 * Runs `benchOne` on PostgreSQL when `<PREFIX>_BENCH_DATABASE_URL` (or DATABASE_URL) names a server,
 * in a throw-away database beside the one named so a real one is never filled with fake people,
 * then on PGlite unless `<PREFIX>_BENCH_SKIP_PGLITE=1`.
 */
export async function benchEachDatabase(
  prefix: string,
  benchOne: (label: 'PostgreSQL' | 'PGlite', databaseUrl?: string) => Promise<void>,
): Promise<void> {
  const url = process.env[`${prefix}_BENCH_DATABASE_URL`] ?? process.env.DATABASE_URL;
  if (url) {
    const name = `bench_${prefix.toLowerCase()}_${process.pid}`;
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
  if (process.env[`${prefix}_BENCH_SKIP_PGLITE`] !== '1') await benchOne('PGlite');
}
