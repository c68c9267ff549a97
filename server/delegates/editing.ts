import { desc, eq } from 'drizzle-orm';
import { FORBIDDEN_MESSAGE } from '../../shared/roles';
import {
  PLEDGE_NEEDS_SUPPORT,
  pledgeAllowed,
  type Delegate,
  type DelegateCreate,
  type DelegateHistoryItem,
  type DelegatePatch,
} from '../../shared/delegates';
import { delegateHistory, delegates } from '../../shared/schema';
import type { Db } from '../db/client';
import { whereAll } from '../db/list-query';
import { HttpError } from '../http/errors';
import { checkOwner, lockDelegate, nextStepColumns, recordChanges, toDelegate, touched } from './records';
import { delegateNotFound, fieldError, withinScope, type Scope } from './scope';

// One delegate's record (CONTRACT section 15): created, read, edited against a version, deleted.
// Every change of support, pledge or owner writes its history row in the same transaction.

/** What a role limited to its own delegates may change (CONTRACT section 16). */
const OWN_ONLY_FIELDS = new Set(['support', 'pledge', 'nextStep', 'tags', 'version']);

export async function createDelegate(db: Db, input: DelegateCreate, scope: Scope): Promise<Delegate> {
  return db.transaction(async (tx) => {
    await checkOwner(tx, input.owner);
    const [row] = await tx
      .insert(delegates)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        phone: input.phone ?? null,
        local: input.local,
        region: input.region,
        kind: input.kind,
        support: input.support,
        pledge: input.pledge,
        owner: input.owner,
        ...nextStepColumns(input.nextStep),
        tags: input.tags,
      })
      .returning();
    await recordChanges(tx, row.id, null, row, scope.actor);
    return toDelegate(row);
  });
}

export async function findDelegate(db: Db, id: string, scope: Scope): Promise<Delegate | undefined> {
  const [row] = await db
    .select()
    .from(delegates)
    .where(whereAll(eq(delegates.id, id), withinScope(scope)))
    .limit(1);
  return row ? toDelegate(row) : undefined;
}

/** A coordinator may change only support, pledge, next step and tags; anything else is a 403. */
export function checkPatchAllowed(patch: Record<string, unknown>, scope: Scope): void {
  if (scope.ownOnly === undefined) return;
  if (Object.keys(patch).some((key) => !OWN_ONLY_FIELDS.has(key)))
    throw new HttpError(403, FORBIDDEN_MESSAGE);
}

export type PatchOutcome = { delegate: Delegate } | { stale: Delegate };

/** Applies a PATCH; the version is checked under the row lock, so two saves of one version cannot both pass. */
export async function patchDelegate(
  db: Db,
  id: string,
  patch: DelegatePatch,
  scope: Scope,
): Promise<PatchOutcome> {
  return db.transaction(async (tx): Promise<PatchOutcome> => {
    const current = await lockDelegate(tx, id, scope);
    if (!current) throw delegateNotFound();
    if (patch.version !== undefined && patch.version !== current.version)
      return { stale: toDelegate(current) };
    const support = patch.support === undefined ? current.support : patch.support;
    const pledge = patch.pledge ?? current.pledge;
    if (!pledgeAllowed(support, pledge)) throw fieldError('pledge', PLEDGE_NEEDS_SUPPORT);
    if (patch.owner !== undefined) await checkOwner(tx, patch.owner);
    const { version: _version, nextStep, ...fields } = patch;
    const [row] = await tx
      .update(delegates)
      .set({ ...fields, support, pledge, ...nextStepColumns(nextStep), ...touched() })
      .where(eq(delegates.id, current.id))
      .returning();
    await recordChanges(tx, row.id, current, row, scope.actor);
    return { delegate: toDelegate(row) };
  });
}

export async function deleteDelegate(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(delegates).where(eq(delegates.id, id)).returning({ id: delegates.id });
  return gone.length > 0;
}

const historyValue = (field: string, value: string | null) =>
  value !== null && field === 'support' ? Number(value) : value;

/** GET /delegates/:id/history: newest first; undefined when the scope does not reach the delegate. */
export async function delegateHistoryOf(
  db: Db,
  id: string,
  scope: Scope,
): Promise<DelegateHistoryItem[] | undefined> {
  if (!(await findDelegate(db, id, scope))) return undefined;
  const rows = await db
    .select()
    .from(delegateHistory)
    .where(eq(delegateHistory.delegateId, id))
    .orderBy(desc(delegateHistory.at), desc(delegateHistory.id));
  return rows.map((r) => ({
    at: r.at.toISOString(),
    by: r.by,
    field: r.field,
    from: historyValue(r.field, r.fromValue),
    to: historyValue(r.field, r.toValue),
  }));
}
