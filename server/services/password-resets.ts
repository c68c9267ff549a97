import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_KIND, RESET_MAX_PER_HOUR } from '../../shared/admin-mail';
import { adminPasswordResets, adminUsers } from '../../shared/schema';
import { newResetSalt, passwordStamp, resetTokenId, resetTokenMatches } from '../auth/reset-tokens';
import type { Db } from '../db/client';
import { queueRenderedMessage } from '../mail';
import { changeCredentials } from './admin-credentials';
import { hashPassword } from './admins';
import { recordAudit } from './audit';

// Password reset by e-mail (CONTRACT section 11): a link valid one hour, used once, void after any
// password change, at most three per admin per hour, for enabled admins only.

/**
 * Queues a reset message to every enabled admin whose address this is (an address may serve more
 * than one account). Each admin's row is locked while its last hour is counted, so parallel
 * requests never pass the hourly limit. Answers how many were queued (for tests; the route says
 * nothing).
 */
export async function requestPasswordResets(db: Db, email: string): Promise<number> {
  const admins = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(sql`lower(${adminUsers.email}) = ${email}`, eq(adminUsers.disabled, false)));
  let queued = 0;
  for (const { id } of admins) {
    const sent = await db.transaction(async (tx) => {
      const [admin] = await tx
        .select()
        .from(adminUsers)
        .where(and(eq(adminUsers.id, id), eq(adminUsers.disabled, false)))
        .for('update');
      if (!admin?.email) return false;
      const [{ recent }] = await tx
        .select({ recent: sql<number>`count(*)::int` })
        .from(adminPasswordResets)
        .where(
          and(
            eq(adminPasswordResets.adminId, id),
            gt(adminPasswordResets.createdAt, sql`now() - interval '1 hour'`),
          ),
        );
      if (recent >= RESET_MAX_PER_HOUR) return false;
      const [reset] = await tx
        .insert(adminPasswordResets)
        .values({
          adminId: id,
          salt: newResetSalt(),
          passwordStamp: passwordStamp(admin.passwordHash),
          expiresAt: sql`now() + interval '1 hour'`,
        })
        .returning({ id: adminPasswordResets.id });
      await queueRenderedMessage(tx, { kind: PASSWORD_RESET_KIND, to: admin.email, ref: String(reset.id) });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** The reset a token names, if the token is genuine and the link still works; else undefined. */
export async function usableReset(db: Db, secret: string, token: string) {
  const id = resetTokenId(token);
  if (id === undefined) return undefined;
  const [row] = await db
    .select({
      id: adminPasswordResets.id,
      salt: adminPasswordResets.salt,
      passwordStamp: adminPasswordResets.passwordStamp,
      adminId: adminUsers.id,
      username: adminUsers.username,
      email: adminUsers.email,
      passwordHash: adminUsers.passwordHash,
    })
    .from(adminPasswordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, adminPasswordResets.adminId))
    .where(
      and(
        eq(adminPasswordResets.id, id),
        isNull(adminPasswordResets.usedAt),
        gt(adminPasswordResets.expiresAt, sql`now()`),
        eq(adminUsers.disabled, false),
      ),
    )
    .limit(1);
  if (!row || !resetTokenMatches(secret, token, row.id, row.salt)) return undefined;
  // Any password change since the link was sent voids it.
  if (passwordStamp(row.passwordHash) !== row.passwordStamp) return undefined;
  return row;
}

/**
 * Sets the new password from a reset link: the link is used up, every session of that admin ends,
 * and the audit trail records it, all in one transaction. False for a bad, used or expired link.
 */
export async function completePasswordReset(
  db: Db,
  secret: string,
  token: string,
  newPassword: string,
): Promise<boolean> {
  if (!(await usableReset(db, secret, token))) return false;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Checked again under the row's lock: two uses of one link at once, only one wins.
    const [locked] = await tx
      .select({ id: adminPasswordResets.id })
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.id, resetTokenId(token) ?? -1))
      .for('update');
    const reset = locked && (await usableReset(tx, secret, token));
    if (!reset) return false;
    // Through the one path of every credential change: the epoch moves on, every session ends.
    await changeCredentials(tx, reset.adminId, { passwordHash });
    await tx
      .update(adminPasswordResets)
      .set({ usedAt: sql`now()` })
      .where(eq(adminPasswordResets.id, reset.id));
    await recordAudit(tx, { actor: reset.username, action: 'admin.password-reset', target: reset.username });
    return true;
  });
}
