import { sql } from 'drizzle-orm';
import type { ErasureCounts } from '../../shared/api-types';
import { contacts, newsletters, testimonials, volunteers } from '../../shared/schema';
import { publicDataChanged } from '../cache/public-reads';
import type { Db } from '../db/client';
import { recordAudit } from './audit';
import { hasOutbox, requestCompaction } from './erasure-compaction';

// Erasure for a supporter who asks to be forgotten (CONTRACT section 9): every row holding their
// e-mail address goes, in one transaction. Endorsements hold no address, so they cannot be matched.
// The outbox's copies of messages sent to the address go too, where the outbox exists (section 11).
// The audit row says who erased how much, never whose data it was: the address is what was erased.
// The same transaction asks for the table files to be rewritten (erasure-compaction.ts): the values
// must leave the disk, not only the query results.

async function eraseOutbox(tx: Db, address: string): Promise<{ outbox?: number }> {
  if (!(await hasOutbox(tx))) return {};
  const result = (await tx.execute(
    sql`DELETE FROM "outbox" WHERE lower(to_address) = ${address} RETURNING 1`,
  )) as unknown as { rows: unknown[] };
  return { outbox: result.rows.length };
}

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
    const outbox = await eraseOutbox(tx, address);
    await recordAudit(tx, {
      actor,
      action: 'supporter.erase',
      target: null,
      details: { ...result, ...outbox },
    });
    await requestCompaction(tx);
    return result;
  });
  // An erased story may have been on the public site.
  if (counts.testimonials > 0) publicDataChanged(db);
  return counts;
}
