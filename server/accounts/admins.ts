import bcrypt from 'bcrypt';
import { asc, eq } from 'drizzle-orm';
import type { AdminAccount } from '../../shared/admin-accounts';
import { adminUsers, type AdminUser } from '../../shared/schema';
import type { Db } from '../db/client';
import { changeCredentials } from './credentials';
import { recordAudit } from './audit';

export const BCRYPT_COST = 12;

// Compared against when the username is unknown, so both failures take the same bcrypt time: a
// cost-12 hash of a random password nobody kept. Written out rather than hashed at start-up, which
// took a quarter of a second of CPU from every process that imports this file.
export const DUMMY_HASH = '$2b$12$Y4SWBglfcSYTve31.5R/2Ors6Tt.zrQhCyy3SjBACHGAaFm.Nq6Da';

export interface AdminIdentity {
  id: number;
  username: string;
  role: string;
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function findAdmin(db: Db, username: string): Promise<AdminUser | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  return row;
}

export const toAccount = (row: AdminUser): AdminAccount => ({
  username: row.username,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  disabled: row.disabled,
  email: row.email,
  accessUntil: row.accessUntil?.toISOString() ?? null,
  twoFactor: row.twoFactorSecret !== null,
});

/** Every admin, oldest account first: a campaign has a handful, never an unbounded number. */
export async function listAdmins(db: Db): Promise<AdminAccount[]> {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
  return rows.map(toAccount);
}

/** Creates an admin (and its audit row, in one transaction); undefined when the username is taken. */
export async function createAdmin(
  db: Db,
  username: string,
  password: string,
  actor?: string,
  role = 'admin',
): Promise<AdminIdentity | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({ username, passwordHash, role })
      .onConflictDoNothing({ target: adminUsers.username })
      .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
    if (row && actor) {
      await recordAudit(tx, { actor, action: 'admin.create', target: username, details: { role } });
    }
    return row;
  });
}

/** A checked sign-in: who, and the credential epoch of the hash that matched. */
export interface VerifiedAdmin extends AdminIdentity {
  credentialEpoch: number;
  /** The sign-in then asks for a code before it starts a session. */
  twoFactor: boolean;
}

/** Past its end date (CONTRACT section 16): signs in no more, like a disabled account. */
export const pastAccess = (row: Pick<AdminUser, 'accessUntil'>, now = Date.now()) =>
  row.accessUntil !== null && row.accessUntil.getTime() <= now;

/**
 * Checks a username and password in constant time whether or not the user exists. A disabled
 * admin fails like a wrong password (CONTRACT section 10), after the same bcrypt work. The epoch
 * is the one read with the hash: the sign-in stamps it into the session and confirms it afterwards
 * (confirmSignIn), so a change committed during bcrypt is not outrun.
 */
export async function verifyCredentials(
  db: Db,
  username: string,
  password: string,
): Promise<VerifiedAdmin | undefined> {
  const admin = await findAdmin(db, username);
  const ok = await bcrypt.compare(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !ok || admin.disabled || pastAccess(admin)) return undefined;
  return {
    id: admin.id,
    username: admin.username,
    role: admin.role,
    credentialEpoch: admin.credentialEpoch,
    twoFactor: admin.twoFactorSecret !== null,
  };
}

export async function checkPassword(db: Db, adminId: number, password: string): Promise<boolean> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  return row ? bcrypt.compare(password, row.passwordHash) : false;
}

/**
 * Changes the signed-in admin's own password: every other session of theirs ends, this one stays
 * (stamped with the new epoch), and the audit row is written in the same transaction.
 */
export async function changeOwnPassword(
  db: Db,
  admin: AdminIdentity,
  password: string,
  sessionId: string,
): Promise<number | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const epoch = await changeCredentials(tx, admin.id, { passwordHash }, { keepSessionId: sessionId });
    await recordAudit(tx, { actor: admin.username, action: 'admin.password-change', target: admin.username });
    return epoch;
  });
}

/** ADMIN_USERNAME/ADMIN_PASSWORD at start-up: create that admin once, never overwrite it. */
export async function ensureBootstrapAdmin(db: Db, username?: string, password?: string): Promise<boolean> {
  if (!username || !password) return false;
  if (await findAdmin(db, username)) return false;
  return Boolean(await createAdmin(db, username, password));
}
