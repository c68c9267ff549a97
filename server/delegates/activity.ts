import type { DelegateActivityItem } from '../../shared/delegates';
import type { Db } from '../db/client';
import { rsvpActivity } from '../events';
import { subscriptionActivity } from '../newsletters';
import { supporterActivity } from '../supporters';
import { findDelegate } from './editing';
import type { Scope } from './scope';

/**
 * GET /delegates/:id/activity: what the delegate did on the site, matched by their e-mail, newest
 * first; a delegate without an address has none. Undefined when the scope does not reach them.
 */
export async function delegateActivity(
  db: Db,
  id: string,
  scope: Scope,
): Promise<DelegateActivityItem[] | undefined> {
  const delegate = await findDelegate(db, id, scope);
  if (!delegate) return undefined;
  if (!delegate.email) return [];
  const email = delegate.email;
  const items = (
    await Promise.all([
      supporterActivity(db, email),
      subscriptionActivity(db, email),
      rsvpActivity(db, email),
    ])
  ).flat();
  return items.sort((a, b) => b.at.localeCompare(a.at));
}
