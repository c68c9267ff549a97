import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { TwoFactorSetup } from '../../shared/two-factor';
import { adminUsers } from '../../shared/schema';
import type { Db } from '../db/client';
import type { AdminIdentity } from './admins';
import { recordAudit } from './audit';
import { changeCredentials } from './credentials';
import {
  dropRecoveryCodes,
  looksLikeRecoveryCode,
  replaceRecoveryCodes,
  useRecoveryCode,
} from './recovery-codes';
import { matchingStep, newTotpSecret, normalizeCode, sealSecret, setupAnswer, unsealSecret } from './totp';

// Two-factor sign-in (CONTRACT section 16): set-up, turning it on and off, and checking a code.
// Turning it on or off is a credential change: every other session of the account ends.

/** Which second factor a code was: a code from the app, or one of the recovery codes. */
export type SecondFactor = 'app' | 'recovery-code';

async function accountRow(db: Db, adminId: number) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  return row;
}

/**
 * Takes the app's code for `step` if no code of that step or a later one was accepted before: a
 * code is never accepted twice, and an older one never after a newer one.
 */
async function claimStep(db: Db, adminId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(adminUsers)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(adminUsers.id, adminId),
        or(isNull(adminUsers.twoFactorLastStep), lt(adminUsers.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: adminUsers.id });
  return claimed.length > 0;
}

/**
 * Checks and uses up a second factor of an account that has two-factor on: an app code (within one
 * step either side, never one already used) or an unused recovery code (used up now, with its audit
 * row). Undefined for anything else.
 */
export async function useSecondFactor(
  db: Db,
  serverSecret: string,
  account: { id: number; username: string },
  typed: string,
): Promise<SecondFactor | undefined> {
  const row = await accountRow(db, account.id);
  const secret = row?.twoFactorSecret && unsealSecret(serverSecret, row.twoFactorSecret);
  if (!secret) return undefined;
  const code = normalizeCode(typed);
  const step = matchingStep(secret, code);
  if (step !== undefined) return (await claimStep(db, account.id, step)) ? 'app' : undefined;
  if (!looksLikeRecoveryCode(code)) return undefined;
  return db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, serverSecret, account.id, code))) return undefined;
    const actor = account.username;
    await recordAudit(tx, { actor, action: 'two-factor.recovery-code', target: actor });
    return 'recovery-code' as const;
  });
}

/** A new secret waiting for its first code; undefined when two-factor is already on. */
export async function startSetup(
  db: Db,
  serverSecret: string,
  admin: AdminIdentity,
): Promise<TwoFactorSetup | undefined> {
  const secret = newTotpSecret();
  const [row] = await db
    .update(adminUsers)
    .set({ twoFactorPendingSecret: sealSecret(serverSecret, secret) })
    .where(and(eq(adminUsers.id, admin.id), isNull(adminUsers.twoFactorSecret)))
    .returning({ id: adminUsers.id });
  return row && setupAnswer(secret, admin.username);
}

export type EnableOutcome =
  { kind: 'no-setup' } | { kind: 'wrong-code' } | { kind: 'done'; recoveryCodes: string[] };

/**
 * Turns two-factor on with the first code of the pending secret: the secret is kept, ten recovery
 * codes are made, every other session ends, and the audit row is written, in one transaction.
 */
export async function enableTwoFactor(
  db: Db,
  serverSecret: string,
  admin: AdminIdentity,
  typed: string,
  sessionId: string,
): Promise<EnableOutcome> {
  const row = await accountRow(db, admin.id);
  const pending = row?.twoFactorPendingSecret;
  const secret = pending && !row.twoFactorSecret ? unsealSecret(serverSecret, pending) : undefined;
  if (!pending || !secret) return { kind: 'no-setup' };
  const step = matchingStep(secret, normalizeCode(typed));
  if (step === undefined) return { kind: 'wrong-code' };
  return db.transaction(async (tx) => {
    const change = { twoFactorSecret: pending, twoFactorPendingSecret: null, twoFactorLastStep: step };
    await changeCredentials(tx, admin.id, change, { keepSessionId: sessionId });
    const recoveryCodes = await replaceRecoveryCodes(tx, serverSecret, admin.id);
    await recordAudit(tx, { actor: admin.username, action: 'two-factor.enable', target: admin.username });
    return { kind: 'done', recoveryCodes } as const;
  });
}

/** Turns two-factor off after a valid second factor: false for a wrong code or when it was off. */
export async function disableTwoFactor(
  db: Db,
  serverSecret: string,
  admin: AdminIdentity,
  typed: string,
  sessionId: string,
): Promise<boolean> {
  if (!(await useSecondFactor(db, serverSecret, admin, typed))) return false;
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, admin.id, sessionId);
    await recordAudit(tx, { actor: admin.username, action: 'two-factor.disable', target: admin.username });
  });
  return true;
}

/**
 * Two-factor off for an account, inside the caller's transaction: its secrets and recovery codes go
 * and, as for any credential change, every session but `keepSessionId` ends. Its owner turning it
 * off, or an admin for someone who lost their phone.
 */
export async function clearTwoFactor(tx: Db, adminId: number, keepSessionId?: string): Promise<void> {
  const change = { twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null };
  await changeCredentials(tx, adminId, change, { keepSessionId });
  await dropRecoveryCodes(tx, adminId);
}

/** Whether an account has two-factor on. */
export async function hasTwoFactor(db: Db, adminId: number): Promise<boolean> {
  const row = await accountRow(db, adminId);
  return Boolean(row?.twoFactorSecret);
}
