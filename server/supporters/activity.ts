import { sql } from 'drizzle-orm';
import type { DelegateActivityItem } from '../../shared/delegates';
import type { Db } from '../db/client';

interface ActivityRow {
  kind: DelegateActivityItem['kind'];
  at: Date | string;
  summary: string;
  link: string;
}

/**
 * What an address did through the public forms (CONTRACT section 15's site activity): stories,
 * volunteer sign-ups and contact messages, matched by e-mail case-insensitively. Endorsements hold
 * no address, so they cannot be matched.
 */
export async function supporterActivity(db: Db, email: string): Promise<DelegateActivityItem[]> {
  const address = email.trim().toLowerCase();
  const { rows } = (await db.execute(sql`
    SELECT 'story' AS kind, created_at AS at, 'Shared a story (' || approved || ')' AS summary,
      '/admin/testimonials' AS link FROM testimonials WHERE lower(email) = ${address}
    UNION ALL
    SELECT 'volunteer', created_at, 'Signed up to volunteer (' || help_type || ')', '/admin/volunteers'
      FROM volunteers WHERE lower(email) = ${address}
    UNION ALL
    SELECT 'contact', created_at, 'Sent a message: ' || subject, '/admin/contacts'
      FROM contacts WHERE lower(email) = ${address}`)) as unknown as { rows: ActivityRow[] };
  return rows.map((r) => ({
    kind: r.kind,
    at: new Date(r.at).toISOString(),
    summary: r.summary,
    link: r.link,
  }));
}
