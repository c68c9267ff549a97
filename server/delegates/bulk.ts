import { inArray, sql } from 'drizzle-orm';
import type { DelegateBulk, DelegateBulkResult } from '../../shared/delegates';
import { delegates } from '../../shared/schema';
import type { Db } from '../db/client';
import { checkOwner, recordChanges, touched } from './records';

// PATCH /delegates (admin only): an owner, a region or a tag for many at once. Unknown ids are
// skipped; each owner that changes is kept in the history, in the same transaction.

export async function bulkUpdate(db: Db, input: DelegateBulk, actor: string): Promise<DelegateBulkResult> {
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    await checkOwner(tx, input.owner);
    // In id order, as every writer that locks several delegates does.
    const before = await tx
      .select()
      .from(delegates)
      .where(inArray(delegates.id, ids))
      .orderBy(delegates.id)
      .for('update');
    if (before.length === 0) return { updated: [], skipped: ids };
    let tags = sql`${delegates.tags}`;
    if (input.removeTag) tags = sql`array_remove(${tags}, ${input.removeTag})`;
    if (input.addTag)
      tags = sql`CASE WHEN ${input.addTag} = ANY(${tags}) OR cardinality(${tags}) >= 20 THEN ${tags} ELSE array_append(${tags}, ${input.addTag}::text) END`;
    const found = before.map((r) => r.id);
    const after = await tx
      .update(delegates)
      .set({
        ...(input.owner !== undefined ? { owner: input.owner } : {}),
        ...(input.region ? { region: input.region } : {}),
        tags,
        ...touched(),
      })
      .where(inArray(delegates.id, found))
      .returning();
    const previous = new Map(before.map((r) => [r.id, r]));
    for (const row of after) await recordChanges(tx, row.id, previous.get(row.id) ?? null, row, actor);
    const foundSet = new Set(found);
    return { updated: found, skipped: ids.filter((id) => !foundSet.has(id)) };
  });
}
