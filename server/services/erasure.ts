import { sql } from 'drizzle-orm';
import type { ErasureCounts } from '../../shared/api-types';
import {
  contacts,
  eventRsvps,
  mailAllowances,
  newsletters,
  outbox,
  testimonials,
  volunteers,
} from '../../shared/schema';
import { publicDataChanged } from '../cache/public-reads';
import type { Db } from '../db/client';
import { recordAudit } from './audit';
import { requestCompaction } from './erasure-compaction';

// Erasure for a supporter who asks to be forgotten (CONTRACT section 9): every row holding their
// e-mail address goes, in one transaction, with their event RSVPs, the messages sent or queued to
// them (section 11) and their per-address mail limits. Endorsements hold no address, so they cannot be matched.
// The audit row says who erased how much, never whose data it was: the address is what was erased.
// The same transaction asks for the table files to be rewritten (erasure-compaction.ts): the values
// must leave the disk, not only the query results.

export async function eraseSupporter(db: Db, email: string, actor: string): Promise<ErasureCounts> {
  const address = email.trim().toLowerCase();
  const counts = await db.transaction(async (tx) => {
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
    };
    // Their RSVPs go too; the seats they held are free again (seats are counted from the rows).
    const erasedRsvps = await tx
      .delete(eventRsvps)
      .where(sql`lower(email) = ${address}`)
      .returning({ id: eventRsvps.id });
    // A queued message to the address is then never sent.
    const erasedMail = await tx
      .delete(outbox)
      .where(sql`lower(to_address) = ${address}`)
      .returning({ id: outbox.id });
    await tx.delete(mailAllowances).where(sql`address = ${address}`);
    await recordAudit(tx, {
      actor,
      action: 'supporter.erase',
      target: null,
      details: { ...result, rsvps: erasedRsvps.length, outbox: erasedMail.length },
    });
    await requestCompaction(tx);
    return result;
  });
  // An erased story may have been on the public site.
  if (counts.testimonials > 0) publicDataChanged(db);
  return counts;
}
