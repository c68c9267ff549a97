import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { AdminAccount } from '../../shared/admin-accounts';
import { adminUsers, type AdminUser } from '../../shared/schema';
import type { Db } from '../db/client';
import { pastAccess, toAccount, type AdminIdentity } from './admins';
import { recordAudit } from './audit';
import { changeCredentials } from './credentials';
import { clearTwoFactor } from './two-factor';

// PATCH /api/admin/users/:username (CONTRACT sections 10 and 16): role, disabled, end date, and
// two-factor sign-in turned off.

export interface UserChange {
  role?: string;
  disabled?: boolean;
  accessUntil?: Date | null;
  /** false: turn the account's two-factor sign-in off (its secret and recovery codes go). */
  twoFactor?: false;
}

export type UserChangeOutcome =
  { kind: 'not-found' } | { kind: 'self' } | { kind: 'last-admin' } | { kind: 'done'; account: AdminAccount };

/** An account that can run the campaign's admin area: role admin, enabled, not past its end date. */
const isActiveAdmin = (row: Pick<AdminUser, 'role' | 'disabled' | 'accessUntil'>, now: number) =>
  row.role === 'admin' && !row.disabled && !pastAccess(row, now);

/**
 * Changes another account's role, status or end date. Nobody changes their own this way (a session
 * that should not exist must not keep itself alive, and an admin must not demote themselves by a
 * slip), and the last active admin is never demoted, disabled or given an end date already past.
 * The active admins are locked first, so two admins demoting each other at once cannot leave none.
 * Disabling or enabling is a credential change (every session ends); a role or end date is read by
 * the per-request check, so it counts from the account's very next request.
 */
export async function changeUser(
  db: Db,
  actor: AdminIdentity,
  username: string,
  change: UserChange,
): Promise<UserChangeOutcome> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const activeAdmins = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        and(
          eq(adminUsers.role, 'admin'),
          eq(adminUsers.disabled, false),
          or(isNull(adminUsers.accessUntil), gt(adminUsers.accessUntil, now)),
        ),
      )
      .for('update');
    const [target] = await tx.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
    if (!target) return { kind: 'not-found' } as const;
    if (target.id === actor.id) return { kind: 'self' } as const;
    const after = {
      role: change.role ?? target.role,
      disabled: change.disabled ?? target.disabled,
      accessUntil: change.accessUntil === undefined ? target.accessUntil : change.accessUntil,
    };
    const losesAdmin = isActiveAdmin(target, now.getTime()) && !isActiveAdmin(after, now.getTime());
    if (losesAdmin && activeAdmins.filter(({ id }) => id !== target.id).length === 0) {
      return { kind: 'last-admin' } as const;
    }
    const audits = [];
    if (after.disabled !== target.disabled) {
      await changeCredentials(tx, target.id, { disabled: after.disabled });
      audits.push({ action: after.disabled ? ('admin.disable' as const) : ('admin.enable' as const) });
    }
    // A credential change too: whoever holds the lost phone's sessions is signed out with them.
    if (change.twoFactor === false && (target.twoFactorSecret || target.twoFactorPendingSecret)) {
      await clearTwoFactor(tx, target.id);
      audits.push({ action: 'two-factor.disable' as const });
    }
    if (after.role !== target.role) {
      audits.push({ action: 'user.role' as const, details: { from: target.role, to: after.role } });
    }
    const sameEnd = (after.accessUntil?.getTime() ?? null) === (target.accessUntil?.getTime() ?? null);
    if (!sameEnd) {
      const accessUntil = after.accessUntil?.toISOString() ?? null;
      audits.push({ action: 'user.access' as const, details: { accessUntil } });
    }
    if (after.role !== target.role || !sameEnd) {
      await tx
        .update(adminUsers)
        .set({ role: after.role, accessUntil: after.accessUntil })
        .where(and(eq(adminUsers.id, target.id), ne(adminUsers.id, actor.id)));
    }
    for (const audit of audits) {
      await recordAudit(tx, { actor: actor.username, target: username, ...audit });
    }
    const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, target.id));
    return { kind: 'done', account: toAccount(row) } as const;
  });
}
