import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * True when `address` may get another message of `kind` now, at most one per `windowMs` (a welcome
 * per 24 hours, a confirmation per 10 minutes), and counts this one. One statement on one row per
 * kind and address: of two requests at the same moment, the second waits for the first's
 * transaction and then finds the allowance taken.
 */
export async function takeMailAllowance(db: Db, kind: string, address: string, windowMs: number, now: Date) {
  const before = new Date(now.getTime() - windowMs);
  const result = (await db.execute(sql`
    INSERT INTO mail_allowances AS a (kind, address, last_at)
    VALUES (${kind}, ${address.toLowerCase()}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (kind, address) DO UPDATE SET last_at = EXCLUDED.last_at
    WHERE a.last_at <= ${before.toISOString()}::timestamptz
    RETURNING 1 AS taken`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
