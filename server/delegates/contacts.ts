import { and, desc, eq, sql } from 'drizzle-orm';
import {
  PLEDGE_NEEDS_SUPPORT,
  pledgeAllowed,
  type ContactCreate,
  type DelegateContact,
} from '../../shared/delegates';
import { delegateContacts, delegates, type DelegateContactRow } from '../../shared/schema';
import type { Db } from '../db/client';
import { findDelegate } from './editing';
import { lockDelegate, nextStepColumns, recordChanges, touched } from './records';
import { delegateNotFound, fieldError, type Scope } from './scope';

// The contact log (CONTRACT section 15): one request records a call and its result. Append-only,
// and idempotent by the phone's clientId: a retry after a lost answer gets the first entry back.

const toContact = (r: DelegateContactRow): DelegateContact => ({
  id: r.id,
  clientId: r.clientId,
  at: r.at.toISOString(),
  by: r.by,
  method: r.method,
  outcome: r.outcome,
  note: r.note,
});

export interface LoggedContact {
  entry: DelegateContact;
  /** False for a retry of a clientId already logged: nothing new was written. */
  created: boolean;
}

async function entryFor(tx: Db, delegateId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(delegateContacts)
    .where(and(eq(delegateContacts.delegateId, delegateId), eq(delegateContacts.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * Logs a contact and, in the same transaction, the delegate's last contact and any support, pledge
 * or next step it carries. Two retries at once queue on the delegate's row lock, and the unique
 * (delegate, clientId) index settles any that would still meet: the later finds the first entry.
 */
export async function logContact(
  db: Db,
  delegateId: string,
  input: ContactCreate,
  scope: Scope,
): Promise<LoggedContact> {
  return db.transaction(async (tx): Promise<LoggedContact> => {
    const current = await lockDelegate(tx, delegateId, scope);
    if (!current) throw delegateNotFound();
    const earlier = await entryFor(tx, current.id, input.clientId);
    if (earlier) return { entry: toContact(earlier), created: false };
    const support = input.support === undefined ? current.support : input.support;
    const pledge = input.pledge ?? current.pledge;
    if (!pledgeAllowed(support, pledge)) throw fieldError('pledge', PLEDGE_NEEDS_SUPPORT);
    const at = input.at ? new Date(input.at) : new Date();
    const [inserted] = await tx
      .insert(delegateContacts)
      .values({
        delegateId: current.id,
        clientId: input.clientId,
        at,
        by: scope.actor,
        method: input.method,
        outcome: input.outcome,
        note: input.note,
      })
      .onConflictDoNothing({ target: [delegateContacts.delegateId, delegateContacts.clientId] })
      .returning();
    if (!inserted)
      return { entry: toContact((await entryFor(tx, current.id, input.clientId))!), created: false };
    const [row] = await tx
      .update(delegates)
      .set({
        // A contact logged late (a phone offline) never moves the last contact back in time.
        lastContactAt: sql`greatest(${delegates.lastContactAt}, ${at.toISOString()}::timestamptz)`,
        support,
        pledge,
        ...nextStepColumns(input.nextStep),
        ...touched(),
      })
      .where(eq(delegates.id, current.id))
      .returning();
    await recordChanges(tx, row.id, current, row, scope.actor);
    return { entry: toContact(inserted), created: true };
  });
}

/** GET /delegates/:id/contacts: newest first; undefined when the scope does not reach the delegate. */
export async function contactsOf(
  db: Db,
  delegateId: string,
  scope: Scope,
): Promise<DelegateContact[] | undefined> {
  if (!(await findDelegate(db, delegateId, scope))) return undefined;
  const rows = await db
    .select()
    .from(delegateContacts)
    .where(eq(delegateContacts.delegateId, delegateId))
    .orderBy(desc(delegateContacts.at), desc(delegateContacts.createdAt));
  return rows.map(toContact);
}
