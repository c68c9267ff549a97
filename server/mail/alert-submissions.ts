import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AlertKind } from '../../shared/admin-mail';
import { contacts, endorsements, testimonials, volunteers } from '../../shared/schema';
import type { Db } from '../db/client';

// What the staff alerts report (CONTRACT section 11): per kind, how many came in a window and the
// first few names. Never an e-mail address, a phone number or a message's text.

/** Names listed per kind; the rest is a count. */
export const NAMES_SHOWN = 10;

export interface KindSummary {
  kind: AlertKind;
  count: number;
  names: string[];
}

interface KindSource {
  table: PgTable;
  createdAt: PgColumn;
  name: SQL<string>;
  /** Moderated kinds report what still awaits a decision. */
  pendingOnly?: SQL;
}

const SOURCES: Record<AlertKind, KindSource> = {
  volunteers: {
    table: volunteers,
    createdAt: volunteers.createdAt,
    name: sql<string>`${volunteers.firstName} || ' ' || ${volunteers.lastName}`,
  },
  endorsements: {
    table: endorsements,
    createdAt: endorsements.createdAt,
    name: sql<string>`${endorsements.name}`,
    pendingOnly: eq(endorsements.approved, 'pending'),
  },
  testimonials: {
    table: testimonials,
    createdAt: testimonials.createdAt,
    name: sql<string>`${testimonials.name}`,
    pendingOnly: eq(testimonials.approved, 'pending'),
  },
  contacts: {
    table: contacts,
    createdAt: contacts.createdAt,
    name: sql<string>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
  },
};

/** The kinds' submissions created in [from, to), oldest names first; kinds with none are left out. */
export async function summarizeSubmissions(
  db: Db,
  kinds: readonly AlertKind[],
  from: Date,
  to: Date,
): Promise<KindSummary[]> {
  const summaries = await Promise.all(
    kinds.map(async (kind) => {
      const source = SOURCES[kind];
      const where = and(gte(source.createdAt, from), lt(source.createdAt, to), source.pendingOnly);
      const rows = await db
        .select({ name: source.name, total: sql<number>`(count(*) over ())::int` })
        .from(source.table)
        .where(where)
        .orderBy(desc(source.createdAt))
        .limit(NAMES_SHOWN);
      return { kind, count: rows[0]?.total ?? 0, names: rows.map((r) => r.name).reverse() };
    }),
  );
  return summaries.filter((s) => s.count > 0);
}
