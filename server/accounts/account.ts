import { eq } from 'drizzle-orm';
import type { AdminAccountSettings, Notifications } from '../../shared/admin-mail';
import { adminUsers, type AdminUser } from '../../shared/schema';
import type { Db } from '../db/client';
import { recordAudit } from './audit';

// The signed-in admin's own e-mail address and staff-alert choices (CONTRACT section 11).

const NOTIFY_COLUMNS = {
  volunteers: 'notifyVolunteers',
  endorsements: 'notifyEndorsements',
  testimonials: 'notifyTestimonials',
  contacts: 'notifyContacts',
} as const satisfies Record<keyof Notifications, keyof AdminUser>;

export const notificationsOf = (row: AdminUser): Notifications => ({
  volunteers: row.notifyVolunteers,
  endorsements: row.notifyEndorsements,
  testimonials: row.notifyTestimonials,
  contacts: row.notifyContacts,
});

const toSettings = (row: AdminUser): AdminAccountSettings => ({
  username: row.username,
  role: row.role,
  email: row.email,
  notifications: notificationsOf(row),
});

export async function getAccount(db: Db, adminId: number): Promise<AdminAccountSettings | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  return row && toSettings(row);
}

export interface AccountChange {
  email?: string | null;
  notifications?: Partial<Notifications>;
}

/**
 * Writes the change and its audit row in one transaction. The audit row says what changed, never
 * the address itself (the trail is read by every admin).
 */
export async function updateAccount(
  db: Db,
  adminId: number,
  actor: string,
  change: AccountChange,
): Promise<AdminAccountSettings | undefined> {
  const values: Partial<AdminUser> = {};
  if (change.email !== undefined) values.email = change.email;
  for (const [kind, choice] of Object.entries(change.notifications ?? {})) {
    if (choice) values[NOTIFY_COLUMNS[kind as keyof Notifications]] = choice;
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, adminId)).for('update');
    if (!before) return undefined;
    if (Object.keys(values).length === 0) return toSettings(before);
    const [row] = await tx.update(adminUsers).set(values).where(eq(adminUsers.id, adminId)).returning();
    const details: Record<string, unknown> = {};
    if (change.email !== undefined && change.email !== before.email) {
      details.email = change.email === null ? 'removed' : 'changed';
    }
    const after = notificationsOf(row);
    const previous = notificationsOf(before);
    const changed = Object.fromEntries(
      Object.entries(after).filter(([kind, choice]) => previous[kind as keyof Notifications] !== choice),
    );
    if (Object.keys(changed).length > 0) details.notifications = changed;
    if (Object.keys(details).length > 0) {
      await recordAudit(tx, { actor, action: 'admin.account-update', target: actor, details });
    }
    return toSettings(row);
  });
}
