import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/prepare-database';

// Vitest's global setup for the integration files on PostgreSQL: one migrated database for the whole
// run, which each file's database is copied from (CREATE DATABASE ... TEMPLATE) in about 150 ms
// rather than created and migrated in about 450 ms. Dropped when the run ends.
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) {
    project.provide('postgresTemplate', undefined);
    return;
  }
  const name = `t_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = (sql: string) => withClient(adminUrl, (c) => c.query(sql));
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies only a database no one is connected to.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function withClient(url: string, work: (c: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
