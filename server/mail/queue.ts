import { sql, type SQL } from 'drizzle-orm';
import { outbox, type MailAttachment, type MailPriority } from '../../shared/schema';
import type { Db } from '../db/client';

// Writing a message into the outbox. Always called with the transaction of the change that causes
// the message (CONTRACT section 11): a request that is refused rolls its messages back with it.

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface OutgoingMessage {
  /** What the message is, e.g. `newsletter-confirm`; the admin Outbox shows and filters it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Built by the server only (List-Unsubscribe and the like), never from a supporter's text. */
  headers?: Record<string, string>;
  attachments?: OutgoingAttachment[];
  priority?: MailPriority;
}

export interface RenderedMessageRequest {
  kind: string;
  to: string;
  /** Handed to the kind's renderer (registerMailRenderer) when the message is sent. */
  ref: string;
  priority?: MailPriority;
}

/** Headers are one line each: a CR or LF can never start another header. */
export const singleLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

function checkedHeaders(headers: Record<string, string> | undefined) {
  if (!headers) return null;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (!HEADER_NAME.test(name)) throw new Error(`Not a header name: ${JSON.stringify(name)}`);
      return [name, singleLine(value)];
    }),
  );
}

const storedAttachment = (a: OutgoingAttachment): MailAttachment => ({
  filename: singleLine(a.filename),
  contentType: singleLine(a.contentType),
  content: (typeof a.content === 'string' ? Buffer.from(a.content) : a.content).toString('base64'),
});

/** Queues a message whose whole content is known now; returns its outbox id. */
export async function queueMessage(db: Db, message: OutgoingMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: message.kind,
      toAddress: singleLine(message.to),
      subject: singleLine(message.subject),
      text: message.text,
      html: message.html ?? null,
      headers: checkedHeaders(message.headers),
      attachments: message.attachments?.map(storedAttachment) ?? null,
      priority: message.priority ?? 'transactional',
    })
    .returning({ id: outbox.id });
  return row.id;
}

/**
 * Queues a message built when it is sent, by the renderer registered for its kind: for a body that
 * must never be kept (a password reset's link) or one made per recipient (a newsletter). Its body
 * is never stored; the subject is stored once it has been rendered. One row of the batch form
 * below, so every rule of the outbox holds for one message and for a newsletter's thousands alike.
 */
export async function queueRenderedMessage(db: Db, message: RenderedMessageRequest): Promise<number> {
  const result = (await db.execute(
    queueRenderedMessagesSql({
      kind: message.kind,
      to: sql`${message.to}::text`,
      ref: sql`${message.ref}::text`,
      from: sql`(VALUES (1)) AS one_message`,
      priority: message.priority,
    }),
  )) as unknown as { rows: { id: number | string }[] };
  return Number(result.rows[0].id);
}

export interface RenderedBatchRequest {
  kind: string;
  /** The recipient's address, an expression over `from`'s rows. */
  to: SQL;
  /** Handed to the kind's renderer when each message is sent, an expression over `from`'s rows (text). */
  ref: SQL;
  /** The FROM clause onwards: where the recipients come from, which of them, in what order. */
  from: SQL;
  priority?: MailPriority;
}

/** singleLine, in SQL: the address of a row that never passes through the server's memory. */
const singleLineSql = (value: SQL) => sql`btrim(regexp_replace(${value}, '[\r\n]+', ' ', 'g'))`;

/**
 * Rendered messages for many recipients at once, as one INSERT ... SELECT for the caller to run
 * (or to use as a CTE): the rows go from the database to the outbox without passing through the
 * server's memory, so a newsletter to 10,000 people costs one statement per batch. It returns each
 * new row's `id` and `ref`.
 */
export function queueRenderedMessagesSql({ kind, to, ref, from, priority }: RenderedBatchRequest): SQL {
  const columns = [outbox.kind, outbox.toAddress, outbox.ref, outbox.priority].map((c) =>
    sql.identifier(c.name),
  );
  return sql`INSERT INTO ${outbox} (${sql.join(columns, sql`, `)})
          SELECT ${kind}, ${singleLineSql(to)}, ${ref}, ${priority ?? 'transactional'} FROM ${from}
          RETURNING ${sql.identifier(outbox.id.name)}, ${sql.identifier(outbox.ref.name)}`;
}
