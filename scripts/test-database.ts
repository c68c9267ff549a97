// npm test's PostgreSQL pass (scripts/test-all.sh): a throw-away database for one run, made and
// dropped over the pg client, so a machine without psql still gets the pass.
//   create <server url>  prints the new database's URL, or nothing (exit 0) when no server answers
//   drop <database url>  drops it, whoever is still connected
import crypto from 'node:crypto';
import pg from 'pg';

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function create(serverUrl: string): Promise<void> {
  const name = `test_run_${crypto.randomBytes(5).toString('hex')}`;
  try {
    await onServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  } catch (err) {
    console.error(
      `PostgreSQL at ${new URL(serverUrl).host} refused a test database: ${(err as Error).message}`,
    );
    return;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log(url.toString());
}

async function drop(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^test_run_[0-9a-f]{10}$/.test(name)) throw new Error(`not a test run database: ${name}`);
  url.pathname = '/postgres';
  await onServer(url.toString(), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

const [command, url] = process.argv.slice(2);
if (command === 'create' && url) await create(url);
else if (command === 'drop' && url) await drop(url);
else throw new Error('usage: test-database.ts create <server url> | drop <database url>');
