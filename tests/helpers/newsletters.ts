import type { Database } from '../../server/db/client';
import { loadConfig } from '../../server/config/env';
import type { JobDeps } from '../../server/background-jobs';
import { newsletterJob } from '../../server/newsletters/job';
import { createLogger } from '../../server/log/logger';

// Newsletter test set-up: subscribers made in the database in one statement (thousands at once),
// the admin's e-mail address, and the newsletter job run with a clock the test chooses.

/** `count` subscribers `sub<i>@example.org` in the given status; returns nothing, counts in SQL. */
export async function insertSubscribers(
  database: Database,
  count: number,
  status: 'confirmed' | 'pending' | 'unsubscribed' | 'bounced' = 'confirmed',
  prefix = 'sub',
): Promise<void> {
  await database.raw.query(
    `INSERT INTO newsletters (email, status)
     SELECT $1 || i || '@example.org', $2 FROM generate_series(1, $3::int) AS i`,
    [prefix, status, count],
  );
}

/** Gives the admin an e-mail address (CONTRACT section 11's account setting). */
export async function setAdminEmail(database: Database, username: string, email: string | null) {
  await database.raw.query('UPDATE admin_users SET email = $1 WHERE username = $2', [email, username]);
}

// One logger for every run: each logger adds an exit listener to the process, and a file that runs
// the job a dozen times was warned of a leak.
const silentLogger = createLogger('silent');

export function jobDeps(database: Database, env: Record<string, string> = {}): JobDeps {
  return {
    database,
    config: loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost:5000', ...env }),
    logger: silentLogger,
    signal: new AbortController().signal,
  };
}

/** One run of the newsletter job at `now`. */
export const runNewsletterJob = (database: Database, now = new Date(), env?: Record<string, string>) =>
  newsletterJob.run(jobDeps(database, env), now);

/** How many of a send's recipients are in each state. */
export async function recipientStates(database: Database, sendId: string): Promise<Record<string, number>> {
  const { rows } = await database.raw.query(
    'SELECT status, count(*)::int AS n FROM newsletter_recipients WHERE send_id = $1 GROUP BY status',
    [sendId],
  );
  return Object.fromEntries(rows.map((r) => [String(r.status), Number(r.n)]));
}
