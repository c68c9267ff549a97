import { and, eq, inArray } from 'drizzle-orm';
import { endorsements, testimonials } from '../../shared/schema';
import { publicDataChanged } from '../cache/public-caches';
import type { Db } from '../db/client';
import { queueMessage } from '../mail';
import { storyApprovedMessage } from '../mail';
import { mailWords } from '../mail';
import { recordAudits, type AuditAction } from '../accounts';
import { toVerb, type ModerationDecision } from './moderation';

// Bulk moderation (CONTRACT section 9): approve or reject up to 200 items in one transaction. Only
// pending items change, so a second click, or a colleague deciding the same item at the same moment,
// never turns an approval into a rejection; each change gets its own audit row, as one decision does.

const TABLES = { endorsement: endorsements, testimonial: testimonials };
export type ModeratedKind = keyof typeof TABLES;

export interface BulkResult {
  updated: string[];
  skipped: string[];
}

export async function moderateMany(
  db: Db,
  kind: ModeratedKind,
  ids: string[],
  status: ModerationDecision,
  actor: string,
  siteUrl: string,
): Promise<BulkResult> {
  const table = TABLES[kind];
  // PostgreSQL answers uuids in lower case: compare, and answer, in that form, each id once.
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const action: AuditAction = `${kind}.${toVerb(status)}`;
  const changed = await db.transaction(async (tx) => {
    // Every named row is locked first, in id order: two bulk decisions over overlapping items then
    // queue one behind the other, where an UPDATE alone locks in whatever order its plan reads and
    // two of them can each hold a row the other waits for (a deadlock, seen with 4 at once).
    await tx
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, wanted))
      .orderBy(table.id)
      .for('update');
    const rows = await tx
      .update(table)
      .set({ approved: status })
      .where(and(inArray(table.id, wanted), eq(table.approved, 'pending')))
      .returning({ id: table.id });
    // Only pending items change: each story approved here is newly approved, and its author hears.
    if (kind === 'testimonial' && status === 'approved' && rows.length > 0) {
      const authors = await tx
        .select({ email: testimonials.email, name: testimonials.name })
        .from(testimonials)
        .where(
          inArray(
            testimonials.id,
            rows.map(({ id }) => id),
          ),
        );
      const words = await mailWords(tx);
      for (const author of authors)
        await queueMessage(tx, storyApprovedMessage(siteUrl, author.email, author.name, words));
    }
    await recordAudits(
      tx,
      rows.map(({ id }) => ({ actor, action, target: id })),
    );
    return new Set(rows.map(({ id }) => id));
  });
  if (changed.size > 0) publicDataChanged(db);
  return {
    updated: wanted.filter((id) => changed.has(id)),
    skipped: wanted.filter((id) => !changed.has(id)),
  };
}
