import { sql } from 'drizzle-orm';
import type { ErasureCounts } from '../../shared/api-types';
import { contacts, mailAllowances, newsletters, outbox, testimonials, volunteers } from '../../shared/schema';
import { publicDataChanged } from '../cache/public-reads';
import type { Db } from '../db/client';
import { recordAudit } from './audit';

// Erasure for a supporter who asks to be forgotten (CONTRACT section 9): every row holding their
// e-mail address goes, in one transaction, with the messages sent or queued to it. Endorsements hold no address, so they cannot be matched.
// The audit row says who erased how much, never whose data it was: the address is what was erased.

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
    // The messages to the address go too (a queued one is then never sent), and its per-address limits.
    await tx.delete(outbox).where(sql`lower(to_address) = ${address}`);
    await tx.delete(mailAllowances).where(sql`address = ${address}`);
    await recordAudit(tx, { actor, action: 'supporter.erase', target: null, details: { ...result } });
    return result;
  });
  // An erased story may have been on the public site.
  if (counts.testimonials > 0) publicDataChanged(db);
  return counts;
}
