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
 * is never stored; the subject is stored once it has been rendered.
 */
export async function queueRenderedMessage(db: Db, message: RenderedMessageRequest): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: message.kind,
      toAddress: singleLine(message.to),
      ref: message.ref,
      priority: message.priority ?? 'transactional',
    })
    .returning({ id: outbox.id });
  return row.id;
}
