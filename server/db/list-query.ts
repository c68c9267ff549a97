import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { PEOPLE_SEARCH_TEXT } from '../../shared/schema';
import type { Paging } from '../../shared/schemas/admin-lists';
import type { Db } from './client';

// The one list query every admin list shares (CONTRACT section 9): a search over the list's
// trigram-indexed text, its own filters, newest first, one page, and how many rows match in all.

export type SearchableList = keyof typeof PEOPLE_SEARCH_TEXT;

/** Text for a LIKE pattern, with %, _ and \ standing for themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` as a LIKE pattern that finds it anywhere, with %, _ and \ standing for themselves. */
export const containsPattern = (q: string) => `%${escapeLike(q)}%`;

/**
 * The search condition for a list, on the very expression its trigram index covers (so the planner
 * uses the index once q has three characters or more; shorter ones scan, with the same answer).
 */
export function searchCondition(list: SearchableList, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return sql`${sql.raw(PEOPLE_SEARCH_TEXT[list])} ILIKE ${containsPattern(q)}`;
}

export interface ListSpec {
  table: PgTable;
  fields: SelectedFields;
  /** Search and filters, already combined with `whereAll`. */
  where: SQL | undefined;
  createdAt: PgColumn;
  id: PgColumn;
  /**
   * The list's total read from somewhere cheaper than its rows (the supporter lists' counters,
   * server/supporters/signup-counts.ts) when no search narrows it; a searched list is counted by
   * its query, which its trigram index serves.
   */
  countTotal?: (db: Db) => Promise<number>;
}

export interface Page<T> {
  rows: T[];
  /** Rows matching before limit and offset: the X-Total-Count header. */
  total: number;
}

export const whereAll = (...conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean));

/** One page newest first (ties by id, so pages never overlap), and the total it was cut from. */
export async function listPage<Row = Record<string, unknown>>(
  db: Db,
  spec: ListSpec,
  paging: Paging,
): Promise<Page<Row>> {
  const page = db
    .select(spec.fields)
    .from(spec.table)
    .where(spec.where)
    .orderBy(desc(spec.createdAt), desc(spec.id))
    .limit(paging.limit)
    .offset(paging.offset);
  // The caller's fields decide the row's shape; drizzle cannot carry that through a generic table.
  if (spec.countTotal) {
    const [rows, total] = await Promise.all([page, spec.countTotal(db)]);
    return { rows: rows as Row[], total };
  }
  // A search walks its trigram index once for the page; a page that is not full already says
  // how many matched (the usual search for one person), so the index is walked again only for more.
  const rows = (await page) as Row[];
  const lastPage = rows.length < paging.limit && (rows.length > 0 || paging.offset === 0);
  return { rows, total: lastPage ? paging.offset + rows.length : await countRows(db, spec) };
}

async function countRows(db: Db, spec: ListSpec): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(spec.table).where(spec.where);
  return Number(total);
}
