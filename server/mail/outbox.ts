import { eq, sql } from 'drizzle-orm';
import type { OutboxItem, OutboxMessage } from '../../shared/admin-mail';
import { outbox, type OutboxRow } from '../../shared/schema';
import type { OutboxListQuery } from '../../shared/schemas/admin-mail-lists';
import type { Db } from '../db/client';
import { containsPattern, listPage, whereAll, type Page } from '../db/list-query';

// The admin Outbox (CONTRACT section 11): every message, newest first, searched by recipient and
// subject. A message built at sending time (a password reset) has no stored body to show.

// The expression the trigram index of migration 0010 covers.
const OUTBOX_SEARCH_TEXT = sql`lower(${outbox.toAddress} || ' ' || ${outbox.subject})`;

const itemFields = {
  id: outbox.id,
  to: outbox.toAddress,
  subject: outbox.subject,
  kind: outbox.kind,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

type ItemRow = Pick<
  OutboxRow,
  'id' | 'subject' | 'kind' | 'status' | 'attempts' | 'lastError' | 'createdAt' | 'sentAt'
> & {
  to: string;
};

const toItem = (row: ItemRow): OutboxItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function listOutbox(db: Db, query: OutboxListQuery): Promise<Page<OutboxItem>> {
  const page = await listPage<ItemRow>(
    db,
    {
      table: outbox,
      fields: itemFields,
      where: whereAll(
        query.q ? sql`${OUTBOX_SEARCH_TEXT} ILIKE ${containsPattern(query.q.toLowerCase())}` : undefined,
        query.status ? eq(outbox.status, query.status) : undefined,
      ),
      createdAt: outbox.createdAt,
      id: outbox.id,
    },
    query,
  );
  return { rows: page.rows.map(toItem), total: page.total };
}

export async function getOutboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select({ ...itemFields, text: outbox.text, html: outbox.html, ref: outbox.ref })
    .from(outbox)
    .where(eq(outbox.id, id))
    .limit(1);
  if (!row) return undefined;
  const { text, html, ref, ...item } = row;
  // A body built at sending time is never stored; should one ever be, it is still not shown.
  const rendered = ref !== null;
  return { ...toItem(item), text: rendered ? null : text, html: rendered ? null : html };
}
