import { eq, sql } from 'drizzle-orm';
import type { OutboxItem, OutboxMessage } from '../../shared/admin-mail';
import { outbox, type OutboxRow } from '../../shared/schema';
import type { OutboxListQuery } from '../../shared/schemas/admin-mail-lists';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { containsPattern, listPage, whereAll, type Page } from '../db/list-query';
import { outboxBody } from './outbox-content';

// The admin Outbox (CONTRACT section 11): every message, newest first, searched by recipient and
// subject. What staff may read of each message is outbox-content.ts's to say.

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
const bodyFields = { text: outbox.text, html: outbox.html, ref: outbox.ref };

type ItemRow = Pick<
  OutboxRow,
  | 'id'
  | 'subject'
  | 'kind'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
  | 'text'
  | 'html'
  | 'ref'
> & {
  to: string;
};

async function withBody(db: Db, config: Config, row: ItemRow) {
  const { text, html, ref, ...item } = row;
  const body = await outboxBody(db, config, { kind: row.kind, to: row.to, text, html, ref });
  const listed: OutboxItem = {
    ...item,
    createdAt: item.createdAt.toISOString(),
    sentAt: item.sentAt?.toISOString() ?? null,
    content: body.content,
  };
  return { listed, body };
}

export async function listOutbox(db: Db, config: Config, query: OutboxListQuery): Promise<Page<OutboxItem>> {
  const page = await listPage<ItemRow>(
    db,
    {
      table: outbox,
      fields: { ...itemFields, ...bodyFields },
      where: whereAll(
        query.q ? sql`${OUTBOX_SEARCH_TEXT} ILIKE ${containsPattern(query.q.toLowerCase())}` : undefined,
        query.status ? eq(outbox.status, query.status) : undefined,
      ),
      createdAt: outbox.createdAt,
      id: outbox.id,
    },
    query,
  );
  const rows: OutboxItem[] = [];
  // One at a time: a rebuilt message reads the database, which PGlite serves one query at a time.
  for (const row of page.rows) rows.push((await withBody(db, config, row)).listed);
  return { rows, total: page.total };
}

export async function getOutboxMessage(
  db: Db,
  config: Config,
  id: number,
): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select({ ...itemFields, ...bodyFields })
    .from(outbox)
    .where(eq(outbox.id, id))
    .limit(1);
  if (!row) return undefined;
  const { listed, body } = await withBody(db, config, row);
  return { ...listed, text: body.text, html: body.html };
}
