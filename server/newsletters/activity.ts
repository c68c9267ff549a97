import { sql } from 'drizzle-orm';
import type { DelegateActivityItem } from '../../shared/delegates';
import { newsletters } from '../../shared/schema';
import type { Db } from '../db/client';

/** The address's newsletter subscription with its status (CONTRACT section 15's site activity). */
export async function subscriptionActivity(db: Db, email: string): Promise<DelegateActivityItem[]> {
  const rows = await db
    .select({ at: newsletters.createdAt, status: newsletters.status })
    .from(newsletters)
    .where(sql`lower(${newsletters.email}) = ${email.trim().toLowerCase()}`);
  return rows.map((r) => ({
    kind: 'newsletter',
    at: r.at.toISOString(),
    summary: `Newsletter subscription: ${r.status}`,
    link: '/admin/newsletter',
  }));
}
