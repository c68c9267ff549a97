import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The mailbox an address reaches, as per-address limits count it (CONTRACT section 11): in any
 * letter case and without its `+tag`, since `ana+x@example.org` lands in `ana@example.org`'s inbox.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}

/**
 * True when `address` may get another message of `kind` now, at most one per `windowMs` (a welcome
 * per 24 hours, a confirmation per 10 minutes), and counts this one against its mailbox (every
 * `+tag` variant of the address shares the allowance). One statement on one row per
 * kind and address: of two requests at the same moment, the second waits for the first's
 * transaction and then finds the allowance taken.
 */
export async function takeMailAllowance(db: Db, kind: string, address: string, windowMs: number, now: Date) {
  const before = new Date(now.getTime() - windowMs);
  const result = (await db.execute(sql`
    INSERT INTO mail_allowances AS a (kind, address, last_at)
    VALUES (${kind}, ${mailboxKey(address)}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (kind, address) DO UPDATE SET last_at = EXCLUDED.last_at
    WHERE a.last_at <= ${before.toISOString()}::timestamptz
    RETURNING 1 AS taken`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
