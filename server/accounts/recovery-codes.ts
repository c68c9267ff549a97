import { createHmac, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../shared/two-factor';
import { adminRecoveryCodes } from '../../shared/schema';
import type { Db } from '../db/client';
import { normalizeCode } from './totp';

// Ten recovery codes per account (CONTRACT section 16): shown once, kept only as keyed hashes, each
// usable once. A code holds 50 random bits, so a keyed SHA-256 is enough (bcrypt would cost two
// seconds per sign-in to try ten), and the key from the server's secret keeps a copy of the
// database from testing guesses offline.

// Letters and digits that cannot be read as one another (no 0/o, 1/l/i).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

const randomPart = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const hashOf = (serverSecret: string, code: string) =>
  createHmac('sha256', serverSecret)
    .update(`admin-recovery-code:${normalizeCode(code)}`)
    .digest('base64url');

/** Whether a typed code is shaped like a recovery code (ten letters and digits, dashes aside). */
export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normalizeCode(code));

/** Replaces an account's recovery codes with ten new ones; answers them, as `abcde-fghjk`. */
export async function replaceRecoveryCodes(db: Db, serverSecret: string, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: hashOf(serverSecret, code) })));
  return codes;
}

/** Uses up a recovery code: true once, false for a wrong or already used code. */
export async function useRecoveryCode(
  db: Db,
  serverSecret: string,
  adminId: number,
  code: string,
): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, hashOf(serverSecret, code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

/** How many unused recovery codes an account has left. */
export async function recoveryCodesLeft(db: Db, adminId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return n;
}

/** Deletes every recovery code of an account (two-factor turned off). */
export async function dropRecoveryCodes(db: Db, adminId: number): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}
