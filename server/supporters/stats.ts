import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../shared/api-types';
import type { Db } from '../db/client';

/**
 * The dashboard's figures (CONTRACT section 4): totals of sign-ups and messages, what still awaits
 * review, and published posts, scheduled ones included. One round trip for all seven; the supporter
 * figures add up the triggers' counters (signup-counts.ts); posts are few enough to count, and
 * confirmed subscribers are counted on the status index of migration 0009.
 */
export async function adminStats(db: Db): Promise<AdminStats> {
  const result = (await db.execute(sql`
    SELECT
      coalesce(sum(n) FILTER (WHERE list = 'volunteers'), 0) AS volunteers,
      coalesce(sum(n) FILTER (WHERE list = 'testimonials' AND bucket = 'pending'), 0) AS testimonials,
      coalesce(sum(n) FILTER (WHERE list = 'endorsements' AND bucket = 'pending'), 0) AS endorsements,
      coalesce(sum(n) FILTER (WHERE list = 'contacts'), 0) AS contacts,
      (SELECT count(*) FROM posts WHERE status = 'published') AS "blogPosts",
      coalesce(sum(n) FILTER (WHERE list = 'newsletters'), 0) AS newsletters,
      (SELECT count(*) FROM newsletters WHERE status = 'confirmed') AS "confirmedSubscribers"
    FROM signup_counts`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  return {
    volunteers: Number(row.volunteers),
    testimonials: Number(row.testimonials),
    endorsements: Number(row.endorsements),
    contacts: Number(row.contacts),
    blogPosts: Number(row.blogPosts),
    newsletters: Number(row.newsletters),
    confirmedSubscribers: Number(row.confirmedSubscribers),
  };
}
