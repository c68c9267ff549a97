import { sql } from 'drizzle-orm';
import { delegates } from '../../shared/schema';
import type { Db } from '../db/client';

/**
 * Erasure (CONTRACT sections 9 and 15): the delegates with that address go, their contact log and
 * history with them (the foreign keys cascade), in the erasure's own transaction.
 */
export async function eraseDelegates(tx: Db, address: string): Promise<number> {
  const gone = await tx
    .delete(delegates)
    .where(sql`lower(${delegates.email}) = ${address.trim().toLowerCase()}`)
    .returning({ id: delegates.id });
  return gone.length;
}
