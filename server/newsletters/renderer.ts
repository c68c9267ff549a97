import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registerMailRenderer, type RenderedMessage } from '../mail';
import { unsubscribeUrl } from '../mail';
import { NEWSLETTER_KIND } from './delivery';
import { personalize, type StoredNewsletter } from './message';

// Builds each recipient's newsletter when the outbox sends it: null (the message is skipped) when
// the send was cancelled or the subscriber left, bounced or was erased since it began. The rendered
// post is read once per send and instance, not once per message: 10,000 copies of a long post would
// otherwise cross from the database one by one.

const CACHED_SENDS = 4;
const stored = new Map<string, StoredNewsletter>();

interface RecipientState {
  send_id: string;
  send_status: string;
  recipient_status: string;
  subscriber_id: string | null;
  subscriber_status: string | null;
  unsubscribe_token: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function storedNewsletter(db: Db, sendId: string): Promise<StoredNewsletter | undefined> {
  const cached = stored.get(sendId);
  if (cached) return cached;
  const [row] = rowsOf<StoredNewsletter>(
    await db.execute(sql`SELECT subject, html, text, marker FROM newsletter_sends WHERE id = ${sendId}`),
  );
  if (!row?.html || !row.text || !row.marker) return undefined;
  if (stored.size >= CACHED_SENDS) stored.delete(stored.keys().next().value!);
  stored.set(sendId, row);
  return row;
}

export async function renderNewsletterMessage(
  db: Db,
  siteUrl: string,
  ref: string,
): Promise<RenderedMessage | null> {
  if (!/^\d{1,18}$/.test(ref)) return null;
  const [state] = rowsOf<RecipientState>(
    await db.execute(sql`
      SELECT r.send_id, s.status AS send_status, r.status AS recipient_status,
        n.id AS subscriber_id, n.status AS subscriber_status, n.unsubscribe_token
      FROM newsletter_recipients r
      JOIN newsletter_sends s ON s.id = r.send_id
      LEFT JOIN newsletters n ON n.id = r.subscriber_id
      WHERE r.id = ${ref}::bigint`),
  );
  if (!state || state.send_status !== 'sending' || state.recipient_status !== 'queued') return null;
  if (state.subscriber_status !== 'confirmed' || !state.subscriber_id || !state.unsubscribe_token)
    return null;
  const newsletter = await storedNewsletter(db, state.send_id);
  if (!newsletter) return null;
  const link = unsubscribeUrl(siteUrl, {
    id: state.subscriber_id,
    unsubscribeToken: state.unsubscribe_token,
  });
  return personalize(newsletter, siteUrl, link);
}

registerMailRenderer(NEWSLETTER_KIND, (ctx, ref) => renderNewsletterMessage(ctx.db, ctx.config.siteUrl, ref));
