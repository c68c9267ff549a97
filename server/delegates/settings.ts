import { eq } from 'drizzle-orm';
import type { DelegateSettings } from '../../shared/delegates';
import { delegateSettings } from '../../shared/schema';
import type { Db } from '../db/client';

// The campaign's win number (CONTRACT section 15): one row, absent until first set.

export async function getDelegateSettings(db: Db): Promise<DelegateSettings> {
  const [row] = await db.select().from(delegateSettings).where(eq(delegateSettings.id, 1)).limit(1);
  return { winNumber: row?.winNumber ?? null };
}

export async function saveDelegateSettings(
  db: Db,
  settings: DelegateSettings,
  actor: string,
): Promise<DelegateSettings> {
  const values = { winNumber: settings.winNumber, updatedAt: new Date(), updatedBy: actor };
  await db
    .insert(delegateSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: delegateSettings.id, set: values });
  return { winNumber: settings.winNumber };
}
