import { and, eq, sum, type SQL } from 'drizzle-orm';
import { signupCounts } from '../../shared/schema';
import type { Db } from '../db/client';

// Totals from the counters the supporter tables' triggers keep (migration 0007): a few hundred
// small rows added up, where count(*) would read every one of 100,000 rows on every request.

export type CountedList = (typeof signupCounts.list.enumValues)[number];

/** Which counters make up a total: a whole list, or the rows of one filter value. */
export interface CounterKey {
  list: CountedList;
  /** A volunteer's help type, or a testimonial's or endorsement's status. */
  bucket?: string;
  /** Only the volunteers who left a phone number. */
  withPhone?: boolean;
}

export function counterCondition(key: CounterKey): SQL | undefined {
  return and(
    eq(signupCounts.list, key.list),
    key.bucket === undefined ? undefined : eq(signupCounts.bucket, key.bucket),
    key.withPhone ? eq(signupCounts.hasPhone, true) : undefined,
  );
}

/** The total of a list page (server/db/list-query.ts) from the key's counters. */
export const countedBy =
  (key: CounterKey) =>
  (db: Db): Promise<number> =>
    countedTotal(db, key);

/** How many rows the key's counters hold: exactly count(*) of the rows it names. */
export async function countedTotal(db: Db, key: CounterKey): Promise<number> {
  const [row] = await db
    .select({ total: sum(signupCounts.n) })
    .from(signupCounts)
    .where(counterCondition(key));
  return Number(row?.total ?? 0);
}
