import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/prepare-database';
import { createAdmin } from '../../server/accounts/admins';

// 10,000 delegates, 100,000 contact entries and their pledge history, written by the database
// itself (INSERT ... SELECT generate_series), plus an admin and 20 coordinators who own them.

export const DELEGATE_ROWS = 10_000;
export const CONTACT_ROWS = 100_000;
export const BENCH_DELEGATES_ADMIN = { username: 'bench-delegates', password: 'Bench-delegates-2026!' };
// A name fragment that matches about one delegate in a hundred.
export const NAME_FRAGMENT = 'last42';

/** A CSV of `rows` delegates: the first half the seeded ones by e-mail (renamed), the rest new. */
export function importFile(rows: number): string {
  const lines = ['First Name;Last Name;Email;Phone;Local;Region;Type'];
  for (let i = 1; i <= rows; i += 1) {
    const n = i <= rows / 2 ? i : DELEGATE_ROWS + i;
    lines.push(
      `First${n};Renamed${n % 997};delegate${n}@example.org;555-${String(n % 10000).padStart(4, '0')};Local ${n % 300};Region ${n % 12};delegate`,
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

export async function seedDelegates(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await runMigrations(database);
    const { raw } = database;
    await createAdmin(database.db, BENCH_DELEGATES_ADMIN.username, BENCH_DELEGATES_ADMIN.password);
    // The coordinators share the admin's hash: one bcrypt at cost 12 instead of 21.
    await raw.query(`INSERT INTO admin_users (username, password_hash, role)
      SELECT 'coord' || c, (SELECT password_hash FROM admin_users WHERE username = '${BENCH_DELEGATES_ADMIN.username}'), 'coordinator'
      FROM generate_series(1, 20) AS c`);
    // Support 1-5 or unknown; a pledge only with support 1 or 2 (the pledge rule).
    await raw.query(`INSERT INTO delegates (first_name, last_name, email, phone, local, region, kind, support,
        pledge, owner, next_step_text, next_step_due, tags, created_at, updated_at, last_contact_at)
      SELECT 'First' || i, 'Last' || (i % 997), 'delegate' || i || '@example.org',
        '555-' || lpad((i % 10000)::text, 4, '0'), 'Local ' || (i % 300), 'Region ' || (i % 12),
        CASE WHEN i % 10 = 0 THEN 'alternate' ELSE 'delegate' END,
        CASE WHEN i % 6 = 0 THEN NULL ELSE 1 + i % 5 END,
        CASE WHEN i % 6 <> 0 AND 1 + i % 5 = 1 THEN 'hard' WHEN i % 6 <> 0 AND 1 + i % 5 = 2 THEN 'soft' ELSE 'none' END,
        CASE WHEN i % 4 = 0 THEN NULL ELSE 'coord' || (1 + i % 20) END,
        CASE WHEN i % 3 = 0 THEN 'Call back' END,
        CASE WHEN i % 3 = 0 THEN current_date + (i % 30 - 10) END,
        CASE WHEN i % 7 = 0 THEN ARRAY['caucus'] ELSE '{}'::text[] END,
        now() - interval '90 days', now() - (i * interval '7 minutes'), now() - (i * interval '5 minutes')
      FROM generate_series(1, ${DELEGATE_ROWS}) AS i`);
    // Each pledge as a change from none, spread over the last 90 days.
    await raw.query(`INSERT INTO delegate_history (delegate_id, at, by, field, from_value, to_value)
      SELECT id, now() - ((row_number() OVER ()) % 90) * interval '1 day', 'bench-delegates', 'pledge', 'none', pledge
      FROM delegates WHERE pledge <> 'none'`);
    await raw.query(`INSERT INTO delegate_contacts (delegate_id, client_id, at, by, method, outcome, note)
      SELECT d.id, gen_random_uuid(), now() - (g * interval '13 minutes'), 'bench-delegates',
        (ARRAY['call','text','email','in-person','event','other'])[1 + g % 6],
        (ARRAY['reached','left-message','no-answer','wrong-number','declined'])[1 + g % 5],
        'Talked about the contract vote and the night shift. ' || g
      FROM generate_series(1, ${CONTACT_ROWS}) AS g
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM delegates) d ON d.n = 1 + g % ${DELEGATE_ROWS}`);
    // As autovacuum leaves a table a minute after a load: its visibility map set, so that a count
    // reads the small indexes rather than every row (1.0 ms against 2.0 ms for 10,000 delegates).
    for (const table of ['delegates', 'delegate_history', 'delegate_contacts'])
      await raw.query(`VACUUM ANALYZE ${table}`);
  } finally {
    await database.close();
  }
}
