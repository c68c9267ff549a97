import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/prepare-database';
import { renderMarkdown } from '../../server/web/markdown';
import { createAdmin } from '../../server/accounts/admins';

// 10,000 confirmed subscribers written by the database in one INSERT ... SELECT, 60 published
// posts for GET /api/posts to page through, the two posts to send, and an admin to send them.

export const SUBSCRIBERS = 10_000;
export const BENCH_NEWSLETTER_ADMIN = { username: 'bench-newsletter', password: 'Bench-newsletter-2026!' };
/** Two posts to send: the first alone (time, memory), the second under reads (their p99). */
export const NEWSLETTER_POSTS = [
  { slug: 'arbitration-win-restores-back-pay', title: 'Arbitration win restores $120K in back pay' },
  { slug: 'grievance-wins-this-quarter', title: 'Grievance wins this quarter' },
] as const;

const BODY = `After two years of grievances an arbitrator ruled for the union: **$120,000 in back pay** goes to
fourteen members. [Read the award](/updates/award).

## What happens next

- Back pay within 60 days
- Interest at the federal rate
- A posting in every office

> This is what a union that fights looks like.
`;

export async function seedNewsletter(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await runMigrations(database);
    const { raw } = database;
    await raw.query(
      `INSERT INTO newsletters (email, status)
       SELECT 'member' || i || '@example.org', 'confirmed' FROM generate_series(1, ${SUBSCRIBERS}) AS i`,
    );
    await raw.query(
      `INSERT INTO posts (slug, title, excerpt, content, content_html, status, published_at, categories)
       SELECT 'update-' || i, 'Campaign update ' || i, 'What members won this week, number ' || i,
              $1, $2, 'published', now() - (i * interval '1 hour'), ARRAY['Campaign Updates']
       FROM generate_series(1, 60) AS i`,
      [BODY, renderMarkdown(BODY)],
    );
    for (const { slug, title } of NEWSLETTER_POSTS)
      await raw.query(
        `INSERT INTO posts (slug, title, excerpt, content, content_html, status, published_at, categories)
         VALUES ($1, $2, 'Back pay for fourteen members.', $3, $4,
                 'published', now() - interval '1 minute', ARRAY['Campaign Updates'])`,
        [slug, title, BODY.repeat(6), renderMarkdown(BODY.repeat(6))],
      );
    await raw.query('ANALYZE');
    await createAdmin(database.db, BENCH_NEWSLETTER_ADMIN.username, BENCH_NEWSLETTER_ADMIN.password);
  } finally {
    await database.close();
  }
}
