import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/prepare-database';
import { createAdmin } from '../../server/accounts/admins';

// 100,000 volunteers and 100,000 contacts (2 KB messages), written by the database itself in one
// INSERT ... SELECT generate_series each, plus an admin to sign in with; then the EXPLAIN lines.

export const PEOPLE_ROWS = 100_000;
export const BENCH_PEOPLE_ADMIN = { username: 'bench-people', password: 'Bench-people-2026!' };
// An e-mail fragment that matches about one row in a thousand.
export const EMAIL_FRAGMENT = 'user4242';

const MESSAGE = `'We need a steward at the night shift; pay parity, overtime and the contract vote. '`;

export async function seedPeople(options: { databaseUrl?: string; dataDir: string }): Promise<string[]> {
  const database = await openDatabase(options);
  try {
    await runMigrations(database);
    const { raw } = database;
    await raw.query(`INSERT INTO volunteers (first_name, last_name, email, phone, help_type, created_at)
      SELECT 'First' || i, 'Last' || (i % 997), 'user' || i || '@example.org',
             CASE WHEN i % 2 = 0 THEN '555-' || lpad((i % 10000)::text, 4, '0') END,
             (ARRAY['phone-banking','canvassing','event-planning','social-media','fundraising','other'])[1 + i % 6],
             now() - (i * interval '37 seconds')
      FROM generate_series(1, ${PEOPLE_ROWS}) AS i`);
    await raw.query(`INSERT INTO contacts (first_name, last_name, email, subject, message, created_at)
      SELECT 'First' || i, 'Last' || (i % 997), 'user' || i || '@example.org', 'Question ' || i,
             repeat(${MESSAGE}, 25) || i, now() - (i * interval '41 seconds')
      FROM generate_series(1, ${PEOPLE_ROWS}) AS i`);
    await raw.query('ANALYZE volunteers');
    await raw.query('ANALYZE contacts');
    await createAdmin(database.db, BENCH_PEOPLE_ADMIN.username, BENCH_PEOPLE_ADMIN.password);
    const plans: string[] = [];
    for (const [table, expr] of [
      ['volunteers', `lower(first_name || ' ' || last_name || ' ' || email)`],
      [
        'contacts',
        `lower(first_name || ' ' || last_name || ' ' || email || ' ' || subject || ' ' || message)`,
      ],
    ]) {
      const plan = await raw.query(
        `EXPLAIN SELECT id FROM ${table} WHERE ${expr} ILIKE '%${EMAIL_FRAGMENT}%' ORDER BY created_at DESC LIMIT 50`,
      );
      plans.push(`${table}:`, ...plan.rows.map((r) => `  ${String(Object.values(r)[0])}`));
    }
    return plans;
  } finally {
    await database.close();
  }
}
