import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../shared/api-types';
import type { Db } from '../db/client';

/**
 * The dashboard's figures (CONTRACT section 4): totals of sign-ups and messages, what still awaits
 * review, and published posts, scheduled ones included. One round trip for all six.
 */
export async function adminStats(db: Db): Promise<AdminStats> {
  const result = (await db.execute(sql`
    SELECT
      (SELECT count(*) FROM volunteers) AS volunteers,
      (SELECT count(*) FROM testimonials WHERE approved = 'pending') AS testimonials,
      (SELECT count(*) FROM endorsements WHERE approved = 'pending') AS endorsements,
      (SELECT count(*) FROM contacts) AS contacts,
      (SELECT count(*) FROM posts WHERE status = 'published') AS "blogPosts",
      (SELECT count(*) FROM newsletters) AS newsletters`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  return {
    volunteers: Number(row.volunteers),
    testimonials: Number(row.testimonials),
    endorsements: Number(row.endorsements),
    contacts: Number(row.contacts),
    blogPosts: Number(row.blogPosts),
    newsletters: Number(row.newsletters),
  };
}
