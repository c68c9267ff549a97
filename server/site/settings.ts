import { eq, sql } from 'drizzle-orm';
import { siteSettings } from '../../shared/schema';
import {
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsPatch,
} from '../../shared/site-content/settings';
import { seedSettings } from '../../shared/site-content/seed-site';
import { publicDataChanged } from '../cache/public-caches';
import type { Db } from '../db/client';
import { HttpError, zodFieldErrors } from '../http/errors';
import { recordAudit } from '../accounts';

// The campaign's settings (CONTRACT section 13): one row, read by every page.

/**
 * A stored row over the seed's values: the seed's if the row is somehow missing (never after
 * migrating), and for a setting added after the row was written (the slogans), its first value.
 */
const withSeed = (value: unknown): SiteSettings => ({ ...seedSettings, ...(value as Partial<SiteSettings>) });

/** The stored settings. */
export async function getSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return withSeed(row?.value);
}

/** A patch applied over the current settings; nested objects may be given in part. */
function merged(current: SiteSettings, patch: SiteSettingsPatch): SiteSettings {
  return {
    ...current,
    ...patch,
    social: { ...current.social, ...patch.social },
    announcement: { ...current.announcement, ...patch.announcement },
  };
}

/** PATCH /api/admin/site: the whole, after the change; audit `site.update` names the fields changed. */
export async function updateSettings(db: Db, patch: SiteSettingsPatch, actor: string): Promise<SiteSettings> {
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1).for('update');
    const current = withSeed(row?.value);
    // The whole is checked again: a part (an announcement turned on) must leave a valid whole.
    const result = siteSettingsSchema.safeParse(merged(current, patch));
    if (!result.success) {
      const errors = zodFieldErrors(result.error);
      throw new HttpError(400, errors[0]?.message ?? 'Invalid settings', errors);
    }
    await tx
      .insert(siteSettings)
      .values({ id: 1, value: result.data, updatedBy: actor })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { value: result.data, updatedBy: actor, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actor,
      action: 'site.update',
      target: 'site',
      details: { fields: Object.keys(patch) },
    });
    return result.data;
  });
  publicDataChanged(db);
  return saved;
}
