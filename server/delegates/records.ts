import { eq, sql } from 'drizzle-orm';
import type { Delegate, HistoryField, NextStep, Pledge, SupportLevel } from '../../shared/delegates';
import { adminUsers, delegateHistory, delegates, type DelegateRow } from '../../shared/schema';
import type { Db } from '../db/client';
import { whereAll } from '../db/list-query';
import { fieldError, withinScope, type Scope } from './scope';

/** A row as the API answers it (CONTRACT section 15). */
export function toDelegate(r: DelegateRow): Delegate {
  const nextStep: NextStep | null =
    r.nextStepText !== null && r.nextStepDue !== null ? { text: r.nextStepText, due: r.nextStepDue } : null;
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    local: r.local,
    region: r.region,
    kind: r.kind,
    support: r.support as SupportLevel | null,
    pledge: r.pledge,
    owner: r.owner,
    nextStep,
    tags: r.tags,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    lastContactAt: r.lastContactAt ? r.lastContactAt.toISOString() : null,
  };
}

/** The columns a next step is kept in; `undefined` leaves them as they are. */
export function nextStepColumns(nextStep: NextStep | null | undefined) {
  if (nextStep === undefined) return {};
  return { nextStepText: nextStep?.text ?? null, nextStepDue: nextStep?.due ?? null };
}

/** The delegate, locked for a change, if the scope reaches it. */
export async function lockDelegate(tx: Db, id: string, scope: Scope): Promise<DelegateRow | undefined> {
  const [row] = await tx
    .select()
    .from(delegates)
    .where(whereAll(eq(delegates.id, id), withinScope(scope)))
    .limit(1)
    .for('update');
  return row;
}

/** An owner must be an account: a username nobody has is a 400 on `owner`. */
export async function checkOwner(tx: Db, owner: string | null | undefined): Promise<void> {
  if (owner === null || owner === undefined) return;
  const [found] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.username, owner))
    .limit(1);
  if (!found) throw fieldError('owner', 'Owner must be an account of this site');
}

interface Tracked {
  support: number | null;
  pledge: Pledge;
  owner: string | null;
}

const asText = (value: Tracked[HistoryField]) => (value === null ? null : String(value));

/**
 * Writes one history row per tracked field that changed, in the caller's transaction. A creation
 * (`before` null) counts as a change from nothing: support from null, pledge from none, owner from
 * null, so the count's trend sees a delegate created with a pledge.
 */
export async function recordChanges(
  tx: Db,
  delegateId: string,
  before: Tracked | null,
  after: Tracked,
  by: string,
): Promise<void> {
  const start: Tracked = before ?? { support: null, pledge: 'none', owner: null };
  const rows = (['support', 'pledge', 'owner'] as const)
    .filter((field) => start[field] !== after[field])
    .map((field) => ({
      delegateId,
      by,
      field,
      fromValue: asText(start[field]),
      toValue: asText(after[field]),
    }));
  if (rows.length > 0) await tx.insert(delegateHistory).values(rows);
}

/** The row's columns that change with every edit. */
export const touched = () => ({ updatedAt: sql`now()`, version: sql`${delegates.version} + 1` });
