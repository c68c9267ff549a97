import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_KIND, RESET_MAX_PER_HOUR } from '../../shared/admin-mail';
import { adminPasswordResets, adminSignInPlaces, adminUsers } from '../../shared/schema';
import { isKnownPlace, KNOWN_PLACE_DAYS } from './sign-in-places';
import { newResetSalt, passwordStamp, resetTokenId, resetTokenMatches } from './reset-tokens';
import type { Db } from '../db/client';
import { queueRenderedMessage } from '../mail';
import { changeCredentials } from './credentials';
import { hashPassword } from './admins';
import { recordAudit } from './audit';

// Password reset by e-mail (CONTRACT section 11): a link valid one hour, used once, void after any
// password change, for enabled admins only. At most three per admin per hour from one requesting
// place (issue 34: counted per admin alone, a stranger's three requests used up the admin's links),
// and from places where the admin has not signed in lately at most ten an hour in all, so strangers
// on many addresses cannot fill the admin's inbox either.

/** Links an hour sent to one admin at the request of places the admin has not signed in from. */
export const RESET_MAX_PER_HOUR_FROM_ELSEWHERE = 10;

/** Whether one more link may go to this admin at the request of `place`, under its row lock. */
async function mayRequest(tx: Db, adminId: number, place: string): Promise<boolean> {
  const knownPlaces = sql`SELECT ${adminSignInPlaces.place} FROM ${adminSignInPlaces}
    WHERE ${adminSignInPlaces.adminId} = ${adminId}
      AND ${adminSignInPlaces.lastAt} > now() - make_interval(days => ${KNOWN_PLACE_DAYS})`;
  const [{ fromHere, fromElsewhere }] = await tx
    .select({
      fromHere: sql<number>`(count(*) FILTER (WHERE ${adminPasswordResets.requestedFrom} = ${place}))::int`,
      fromElsewhere: sql<number>`(count(*) FILTER (WHERE ${adminPasswordResets.requestedFrom} IS NULL
        OR ${adminPasswordResets.requestedFrom} NOT IN (${knownPlaces})))::int`,
    })
    .from(adminPasswordResets)
    .where(
      and(
        eq(adminPasswordResets.adminId, adminId),
        gt(adminPasswordResets.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if (fromHere >= RESET_MAX_PER_HOUR) return false;
  return fromElsewhere < RESET_MAX_PER_HOUR_FROM_ELSEWHERE || (await isKnownPlace(tx, adminId, place));
}

/**
 * Queues a reset message to every enabled admin whose address this is (an address may serve more
 * than one account), as `place` asks. Each admin's row is locked while its last hour is counted,
 * so parallel requests never pass the hourly limits. Answers nothing: the route says the same
 * sentence whatever happened.
 */
export async function requestPasswordResets(db: Db, email: string, place: string): Promise<void> {
  const admins = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(sql`lower(${adminUsers.email}) = ${email}`, eq(adminUsers.disabled, false)));
  for (const { id } of admins) {
    await db.transaction(async (tx) => {
      const [admin] = await tx
        .select()
        .from(adminUsers)
        .where(and(eq(adminUsers.id, id), eq(adminUsers.disabled, false)))
        .for('update');
      if (!admin?.email || !(await mayRequest(tx, id, place))) return;
      const [reset] = await tx
        .insert(adminPasswordResets)
        .values({
          adminId: id,
          salt: newResetSalt(),
          passwordStamp: passwordStamp(admin.passwordHash),
          expiresAt: sql`now() + interval '1 hour'`,
          requestedFrom: place,
        })
        .returning({ id: adminPasswordResets.id });
      await queueRenderedMessage(tx, { kind: PASSWORD_RESET_KIND, to: admin.email, ref: String(reset.id) });
    });
  }
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
  const usable = await usableReset(db, secret, token);
  if (!usable) return false;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Checked again under the row's lock: two uses of one link at once, only one wins.
    const [locked] = await tx
      .select({ id: adminPasswordResets.id })
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.id, usable.id))
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
