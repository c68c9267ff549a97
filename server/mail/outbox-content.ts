import { sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_KIND,
  PERSONAL_LINK_REMOVED,
  TEST_MESSAGE_KIND,
  type OutboxContent,
} from '../../shared/admin-mail';
import { INVITATION_KIND } from '../../shared/invitations';
import { secretPrefixOf } from '../../shared/secret-paths';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { mailRendererFor } from './renderers';

// What the admin Outbox may show of a message (issue 35). Staff read what the site told people,
// but never a link that is its own credential (CONTRACT section 10's secret paths: confirm,
// unsubscribe, reset, RSVP, invitation): whoever reads it could act as the recipient.
//
// Kinds are readable only when listed here, so a kind added later starts private. A message whose
// point is a personal link (a password reset, an invitation, a newsletter confirmation, an RSVP's
// link) is private whole; in every other message each personal link is taken out.

/** Stored at queueing time, read as stored. */
const STORED_READABLE = new Set([
  'contact-receipt',
  'volunteer-welcome',
  'story-approved',
  'newsletter-welcome',
  'newsletter-test',
  TEST_MESSAGE_KIND,
]);

/** Built when sent: rebuilt from the same records to be read. */
const RENDERED_READABLE = new Set([
  'staff-alert',
  'staff-digest',
  'event-registered',
  'event-waitlisted',
  'event-promoted',
  'event-changed',
  'event-cancelled',
  'event-reminder',
  'event-withdrawn',
]);

/** A newsletter is read from its send's stored copy: its renderer answers only while it is due. */
const NEWSLETTER_KIND = 'newsletter';

/** Never shown, whatever the lists above say: the message exists to carry the link. */
const PRIVATE_KINDS = new Set([PASSWORD_RESET_KIND, INVITATION_KIND, 'newsletter-confirm', 'event-link']);

export interface OutboxSource {
  kind: string;
  to: string;
  text: string | null;
  html: string | null;
  ref: string | null;
}

/** The content staff may read, and both parts with every personal link taken out. */
export interface OutboxBody {
  content: OutboxContent;
  text: string | null;
  html: string | null;
}

// A URL in a text part or an HTML attribute, absolute or a path on this site.
const LINK = /https?:\/\/[^\s"'<>()]+|(?<=(?:href|src|action)\s*=\s*["'])\/[^"']*/gi;

function pathOf(link: string): string {
  try {
    return new URL(link.replace(/&amp;/g, '&'), 'http://site.invalid').pathname;
  } catch {
    return link;
  }
}

/** The body with each link that is its own credential replaced by a note saying so. */
export function withoutPersonalLinks(body: string): string {
  return body.replace(LINK, (link) => (secretPrefixOf(pathOf(link)) ? PERSONAL_LINK_REMOVED : link));
}

const PRIVATE: OutboxBody = { content: { state: 'private', text: null }, text: null, html: null };
const GONE: OutboxBody = { content: { state: 'gone', text: null }, text: null, html: null };

function shown(text: string | null, html: string | null): OutboxBody {
  if (text === null && html === null) return GONE;
  const clean = text === null ? null : withoutPersonalLinks(text);
  return {
    content: { state: 'shown', text: clean },
    text: clean,
    html: html === null ? null : withoutPersonalLinks(html),
  };
}

async function newsletterAsSent(db: Db, ref: string): Promise<OutboxBody> {
  if (!/^\d{1,18}$/.test(ref)) return GONE;
  const result = (await db.execute(sql`
    SELECT s.text, s.html FROM newsletter_recipients r JOIN newsletter_sends s ON s.id = r.send_id
    WHERE r.id = ${ref}::bigint`)) as unknown as { rows: { text: string | null; html: string | null }[] };
  const [row] = result.rows;
  return row ? shown(row.text, row.html) : GONE;
}

async function rebuilt(db: Db, config: Config, source: OutboxSource, ref: string): Promise<OutboxBody> {
  const renderer = mailRendererFor(source.kind);
  if (!renderer) return GONE;
  try {
    const message = await renderer({ db, config, to: source.to, now: new Date() }, ref);
    return message ? shown(message.text, message.html ?? null) : GONE;
  } catch {
    // A ref that no longer parses or points nowhere: nothing to rebuild from.
    return GONE;
  }
}

export async function outboxBody(db: Db, config: Config, source: OutboxSource): Promise<OutboxBody> {
  if (PRIVATE_KINDS.has(source.kind)) return PRIVATE;
  if (source.ref === null)
    return STORED_READABLE.has(source.kind) ? shown(source.text, source.html) : PRIVATE;
  if (source.kind === NEWSLETTER_KIND) return newsletterAsSent(db, source.ref);
  if (RENDERED_READABLE.has(source.kind)) return rebuilt(db, config, source, source.ref);
  return PRIVATE;
}
