import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRow } from '../../shared/schema';
import { parseMailbox } from '../../shared/mailbox';
import type { RenderedMessage } from './renderers';

// Handing one message to SMTP_URL with nodemailer, and reading what the server answered.

export interface SmtpTimeouts {
  /** To open the TCP (and TLS) connection. */
  connectionMs: number;
  /** For the server's greeting once connected. */
  greetingMs: number;
  /** Silence from the server in the middle of a conversation. */
  socketMs: number;
}

// Long enough for a slow relay, short enough that a server that hangs cannot stall the sender.
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 15_000,
  greetingMs: 15_000,
  socketMs: 60_000,
};

/** A pooled transport: smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS. */
export function createSmtpTransport(
  smtpUrl: string,
  timeouts: SmtpTimeouts,
  connections: number,
): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    // Messages carry their content; nodemailer must never read a file or a URL for them.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** What is handed over: the row's stored content, or what its renderer built just now. */
export type MessageContent = RenderedMessage;

export function storedContent(row: OutboxRow): MessageContent {
  return {
    subject: row.subject,
    text: row.text ?? '',
    html: row.html ?? undefined,
    headers: row.headers ?? undefined,
    attachments: row.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
  };
}

/** The Message-ID every attempt of this message carries, on the From address's domain. */
export function messageIdOf(row: OutboxRow, mailFrom: string): string {
  const domain = parseMailbox(mailFrom)?.address.split('@')[1] ?? 'localhost';
  return `<${row.messageKey}@${domain}>`;
}

export async function deliver(
  transport: Transporter,
  mailFrom: string,
  row: OutboxRow,
  content: MessageContent,
): Promise<void> {
  const from = parseMailbox(mailFrom)!;
  await transport.sendMail({
    // Objects, never strings: nodemailer does not parse them, so nothing in them adds a recipient.
    from: { name: from.name ?? '', address: from.address },
    to: { name: '', address: row.toAddress },
    envelope: { from: from.address, to: [row.toAddress] },
    subject: content.subject,
    text: content.text,
    html: content.html,
    headers: content.headers,
    attachments: content.attachments,
    messageId: messageIdOf(row, mailFrom),
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

export interface DeliveryFailure {
  /** SMTP 5xx to the message itself: retrying cannot help. */
  permanent: boolean;
  /** The refusal was for the recipient (RCPT TO): the address bounces. */
  recipientRefused: boolean;
  /** For the admin Outbox: the server's answer or what went wrong, one line. */
  reason: string;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  message?: string;
}

export function classifyFailure(err: unknown): DeliveryFailure {
  const e = (err ?? {}) as SmtpError;
  const status = e.responseCode ?? 0;
  // A refused login (535) is the deployment's fault, not the message's: keep retrying until fixed.
  const permanent = status >= 500 && status < 600 && e.code !== 'EAUTH';
  // Only RCPT TO speaks of the reader's mailbox: nodemailer also calls a refused MAIL FROM or DATA
  // command an envelope error (EENVELOPE), and those say nothing about the address.
  const recipientRefused = permanent && e.command === 'RCPT TO';
  const said = (e.response ?? e.message ?? String(err)).replace(/\s+/g, ' ').trim();
  const reason = [e.code, said].filter(Boolean).join(': ').slice(0, 500);
  return { permanent, recipientRefused, reason };
}
