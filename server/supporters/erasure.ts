import { inArray, sql } from 'drizzle-orm';
import type { ErasureCounts } from '../../shared/api-types';
import {
  contacts,
  eventRsvps,
  events,
  mailAllowances,
  newsletters,
  outbox,
  testimonials,
  volunteers,
} from '../../shared/schema';
import { publicDataChanged } from '../cache/public-caches';
import type { Db } from '../db/client';
import { promoteWaitlist, type EventNotice, type NoticeSink } from '../events';
import { eraseDelegates } from '../delegates';
import { mailboxKey } from '../mail';
import { recordAudit } from '../accounts';
import { requestCompaction } from './erasure-compaction';

// Erasure for a supporter who asks to be forgotten (CONTRACT section 9): every row holding their
// e-mail address goes, in one transaction, with their event RSVPs, the messages sent or queued to
// them (section 11), any stored staff alert that names them, and their per-address mail limits.
// Endorsements hold no address, so they cannot be matched.
// The audit row says who erased how much, never whose data it was: the address is what was erased.
// The same transaction asks for the table files to be rewritten (erasure-compaction.ts): the values
// must leave the disk, not only the query results.

/**
 * Deletes the address's RSVPs; the seats they held go to the waitlists at once, and those moved up
 * are told (CONTRACT section 14: whatever frees seats). The events are locked first, in one order,
 * as every seat decision locks its event.
 */
async function eraseRsvps(tx: Db, address: string, notify?: NoticeSink): Promise<number> {
  const held = await tx
    .select({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .where(sql`lower(${eventRsvps.email}) = ${address}`);
  const eventIds = [...new Set(held.map((r) => r.eventId))].sort();
  const locked =
    eventIds.length > 0
      ? await tx.select().from(events).where(inArray(events.id, eventIds)).orderBy(events.id).for('update')
      : [];
  const erased = await tx
    .delete(eventRsvps)
    .where(sql`lower(email) = ${address}`)
    .returning({ id: eventRsvps.id });
  const notices: EventNotice[] = [];
  for (const event of locked)
    for (const rsvp of await promoteWaitlist(tx, event)) notices.push({ kind: 'promoted', event, rsvp });
  if (notify && notices.length > 0) await notify(tx, notices);
  return erased.length;
}

/**
 * Staff alerts keep no names now (server/mail/alerts-job.ts draws them when sending); an alert
 * queued before that kept its text, and the one that names this person goes with them.
 */
async function eraseStoredAlerts(tx: Db, address: string): Promise<number> {
  const { rows } = (await tx.execute(sql`
    SELECT first_name || ' ' || last_name AS name FROM volunteers WHERE lower(email) = ${address}
    UNION SELECT first_name || ' ' || last_name FROM contacts WHERE lower(email) = ${address}
    UNION SELECT name FROM testimonials WHERE lower(email) = ${address}`)) as unknown as {
    rows: { name: string }[];
  };
  if (rows.length === 0) return 0;
  const named = sql.join(
    rows.map(({ name }) => sql`strpos(${outbox.text}, ${name}) > 0`),
    sql` OR `,
  );
  const erased = await tx
    .delete(outbox)
    .where(
      sql`${outbox.kind} IN ('staff-alert', 'staff-digest') AND ${outbox.text} IS NOT NULL AND (${named})`,
    )
    .returning({ id: outbox.id });
  return erased.length;
}

export async function eraseSupporter(
  db: Db,
  email: string,
  actor: string,
  notify?: NoticeSink,
): Promise<ErasureCounts> {
  const address = email.trim().toLowerCase();
  const counts = await db.transaction(async (tx) => {
    // Before the rows that hold the names go.
    const erasedAlerts = await eraseStoredAlerts(tx, address);
    const erase = async (
      table: typeof volunteers | typeof contacts | typeof newsletters | typeof testimonials,
    ) =>
      (
        await tx
          .delete(table)
          .where(sql`lower(email) = ${address}`)
          .returning({ id: table.id })
      ).length;
    const result: ErasureCounts = {
      volunteers: await erase(volunteers),
      contacts: await erase(contacts),
      newsletter: await erase(newsletters),
      testimonials: await erase(testimonials),
      // Delegates with the address, their contact log and history (CONTRACT section 15).
      delegates: await eraseDelegates(tx, address),
    };
    // A queued message to the address is then never sent.
    const erasedMail = await tx
      .delete(outbox)
      .where(sql`lower(to_address) = ${address}`)
      .returning({ id: outbox.id });
    await tx.delete(mailAllowances).where(sql`address = ${mailboxKey(address)}`);
    // Their RSVPs go too, after their own messages: those moved up from a waitlist are told.
    const erasedRsvps = await eraseRsvps(tx, address, notify);
    await recordAudit(tx, {
      actor,
      action: 'supporter.erase',
      target: null,
      details: { ...result, rsvps: erasedRsvps, outbox: erasedMail.length + erasedAlerts },
    });
    await requestCompaction(tx);
    return result;
  });
  // An erased story may have been on the public site.
  if (counts.testimonials > 0) publicDataChanged(db);
  return counts;
}
